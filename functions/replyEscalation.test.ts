import type { SanityClient } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { createReplyEscalationHandler } from './replyEscalation.ts';

const lake = {} as SanityClient;
const NOW = new Date('2026-12-01T09:30:00Z');

describe('the overdue replies function', () => {
  it('says why and escalates nothing without a write token', async () => {
    let ran = false;
    const handler = createReplyEscalationHandler({
      client: () => undefined,
      escalate: () => {
        ran = true;
        return Promise.resolve({ escalated: 0 });
      },
      log: () => {},
    });
    const response = await handler();
    expect(response.status).toBe(503);
    expect(await response.text()).toBe('No write token for the content lake.');
    expect(ran).toBe(false);
  });

  it('runs one pass at the time it is called and answers what it escalated', async () => {
    const passes: { client: SanityClient; now: Date }[] = [];
    const lines: string[] = [];
    const handler = createReplyEscalationHandler({
      client: () => lake,
      escalate: (client, now) => {
        passes.push({ client, now });
        return Promise.resolve({ escalated: 2 });
      },
      now: () => NOW,
      log: (line) => lines.push(line),
    });
    const response = await handler();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ escalated: 2 });
    expect(passes).toEqual([{ client: lake, now: NOW }]);
    expect(lines).toEqual(['overdue replies: 2 escalated to the team']);
  });
});
