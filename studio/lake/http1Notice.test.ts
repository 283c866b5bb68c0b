import { describe, expect, it } from 'vitest';
import { HTTP1_NOTICE_SNOOZE_KEY, snoozeHttp1Notice } from './http1Notice.ts';

describe('snoozeHttp1Notice', () => {
  it('records the snooze the way the notice’s own button does', () => {
    const stored = new Map<string, string>();
    snoozeHttp1Notice(
      { setItem: (key, value) => stored.set(key, value) },
      new Date('2026-11-22T05:00:00Z'),
    );
    expect(stored.get(HTTP1_NOTICE_SNOOZE_KEY)).toBe('2026-11-22T05:00:00.000Z');
  });

  it('carries on when storage refuses writes', () => {
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => snoozeHttp1Notice(refusing)).not.toThrow();
    expect(() => snoozeHttp1Notice(undefined)).not.toThrow();
  });
});
