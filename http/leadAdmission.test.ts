import { describe, expect, it } from 'vitest';
import { admitLead } from './leadAdmission.ts';
import { createRateLimiter } from './rateLimiter.ts';

const budgets = (own: number, site?: number) => ({
  limiter: createRateLimiter({ limit: own, windowSeconds: 60, now: () => 0 }),
  siteLimiter:
    site === undefined
      ? undefined
      : createRateLimiter({ limit: site, windowSeconds: 60, now: () => 0 }),
});

describe('admitLead', () => {
  it.each([
    // own budget, site budget, attempts from one address, allowed of them
    [3, undefined, 5, 3],
    [3, 10, 5, 3],
    [5, 2, 5, 2],
    [0, 10, 1, 0],
  ])('own %s, site %s: %s attempts, %s let in', (own, site, attempts, allowed) => {
    const b = budgets(own, site);
    const decisions = Array.from({ length: attempts }, () => admitLead(b, { ip: '203.0.113.9' }));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(allowed);
    // Every refusal says how long to wait.
    for (const decision of decisions) {
      expect(decision.allowed || decision.retryAfterSeconds > 0).toBe(true);
    }
  });

  it('counts on the site budget only what an address’s own budget let through', () => {
    const b = budgets(1, 2);
    admitLead(b, { ip: '203.0.113.1' });
    admitLead(b, { ip: '203.0.113.1' }); // refused by its own budget: the site's is not taken
    expect(admitLead(b, { ip: '203.0.113.2' }).allowed).toBe(true);
    expect(admitLead(b, { ip: '203.0.113.3' }).allowed).toBe(false);
  });
});
