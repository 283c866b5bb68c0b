import { describe, expect, it } from 'vitest';
import { DEFAULT_REPLY_PROMISE, type ReplyPromise } from '../../features/specialists/index.ts';
import { EVERYONE, hoursText, monthStart, replyTimesRows } from './replyTimesRows.ts';

// Working hours 9:00–17:00 UK time on weekdays, no bank holidays in the week used below.
const PROMISE: ReplyPromise = {
  ...DEFAULT_REPLY_PROMISE,
  opens: '09:00',
  closes: '17:00',
  holidays: [],
};
// Wednesday 2 December 2026, 16:00 in London (UTC in winter).
const NOW = new Date('2026-12-02T16:00:00Z');

describe('the reply times of the month', () => {
  it('gives each specialist and everyone the median and p90 of working hours to a reply', () => {
    const rows = replyTimesRows(
      [
        // Tuesday 10:00 → 11:00: one working hour.
        { createdAt: '2026-12-01T10:00:00Z', repliedAt: '2026-12-01T11:00:00Z', owner: 'Priya' },
        // Tuesday 10:00 → 13:00: three.
        { createdAt: '2026-12-01T10:00:00Z', repliedAt: '2026-12-01T13:00:00Z', owner: 'Priya' },
        // Tuesday 16:00 → Wednesday 10:00: one hour each side of the night, two.
        { createdAt: '2026-12-01T16:00:00Z', repliedAt: '2026-12-02T10:00:00Z', owner: 'Thomas' },
      ],
      NOW,
      PROMISE,
    );
    expect(rows).toEqual([
      { who: 'Priya', count: 2, median: 1, p90: 3, waiting: 0 },
      { who: 'Thomas', count: 1, median: 2, p90: 2, waiting: 0 },
      { who: EVERYONE, count: 3, median: 2, p90: 3, waiting: 0 },
    ]);
  });

  it('counts a request still waiting at its age so far, and says how many wait', () => {
    const rows = replyTimesRows(
      // Wednesday 9:00, unanswered at 16:00: seven working hours and counting.
      [{ createdAt: '2026-12-02T09:00:00Z', owner: 'Eleanor' }],
      NOW,
      PROMISE,
    );
    expect(rows).toEqual([
      { who: 'Eleanor', count: 1, median: 7, p90: 7, waiting: 1 },
      { who: EVERYONE, count: 1, median: 7, p90: 7, waiting: 1 },
    ]);
  });

  it('shows only the row for everyone, empty, in a month with no requests', () => {
    expect(replyTimesRows([], NOW, PROMISE)).toEqual([
      { who: EVERYONE, count: 0, median: undefined, p90: undefined, waiting: 0 },
    ]);
  });

  it.each([
    [new Date('2026-12-02T16:00:00Z'), '2026-12-01T00:00:00.000Z'],
    [new Date('2027-01-01T00:00:00Z'), '2027-01-01T00:00:00.000Z'],
  ])('counts the month of %s from %s', (now, start) => {
    expect(monthStart(now).toISOString()).toBe(start);
  });

  it.each([
    [undefined, 'no requests yet'],
    [1, '1 h'],
    [2.25, '2.3 h'],
  ])('reads %s working hours as “%s”', (hours, text) => {
    expect(hoursText(hours)).toBe(text);
  });
});
