import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rateLimiter.ts';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createRateLimiter', () => {
  it('allows the budget, then refuses with the seconds left in the window', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowSeconds: 60, now: time.now });
    expect([1, 2, 3].map(() => limiter.take('a').allowed)).toEqual([true, true, true]);
    time.advance(15_500);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 45 });
  });

  it('counts each address on its own', () => {
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 60, now: clock().now });
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('b').allowed).toBe(true);
    expect(limiter.take('a').allowed).toBe(false);
  });

  it('starts a fresh budget once the window has passed', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 10, now: time.now });
    limiter.take('a');
    time.advance(9_999);
    expect(limiter.take('a').allowed).toBe(false);
    time.advance(1);
    expect(limiter.take('a').allowed).toBe(true);
  });

  it('never says retry in under a second', () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowSeconds: 1, now: time.now });
    limiter.take('a');
    time.advance(999);
    expect(limiter.take('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('stays bounded in memory by forgetting the oldest addresses', () => {
    const limiter = createRateLimiter({
      limit: 1,
      windowSeconds: 60,
      maxAddresses: 2,
      now: clock().now,
    });
    limiter.take('a');
    limiter.take('b');
    limiter.take('c'); // 'a' is forgotten to make room
    expect(limiter.take('a').allowed).toBe(true);
    expect(limiter.take('c').allowed).toBe(false);
  });
});
