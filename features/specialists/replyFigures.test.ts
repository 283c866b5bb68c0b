import { describe, expect, it } from 'vitest';
import { figuresOf, isOverdue, percentile, replyFigures } from './replyFigures.ts';
import { replyPromiseOf } from './replyPromise.ts';

const promise = replyPromiseOf({ targetHours: 2 });
const at = (iso: string) => new Date(iso);

describe('time to first reply', () => {
  it('takes the nearest-rank median and 90th percentile', () => {
    expect(percentile([], 50)).toBeUndefined();
    expect(figuresOf([5, 1, 3, 2, 4])).toEqual({ count: 5, median: 3, p90: 5 });
    expect(figuresOf([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ count: 10, median: 5, p90: 9 });
  });

  it('counts working hours, per owner and overall, a waiting request at its age', () => {
    const now = at('2026-12-07T12:00:00Z');
    const { overall, byOwner } = replyFigures(
      [
        {
          owner: 'a',
          receivedAt: at('2026-12-01T10:00:00Z'),
          repliedAt: at('2026-12-01T11:00:00Z'),
        },
        // Friday 17:00 to Monday 10:00: one and a half working hours.
        {
          owner: 'a',
          receivedAt: at('2026-12-04T17:00:00Z'),
          repliedAt: at('2026-12-07T10:00:00Z'),
        },
        { owner: 'b', receivedAt: at('2026-12-07T09:00:00Z') },
      ],
      now,
      promise,
    );
    expect(overall).toEqual({ count: 3, median: 1.5, p90: 3 });
    expect(byOwner.get('a')).toEqual({ count: 2, median: 1, p90: 1.5 });
    expect(byOwner.get('b')).toEqual({ count: 1, median: 3, p90: 3 });
  });

  it('is overdue only once the promised time has passed without a reply', () => {
    const request = { receivedAt: at('2026-12-04T17:00:00Z') };
    expect(isOverdue(request, at('2026-12-07T10:00:00Z'), promise)).toBe(false);
    expect(isOverdue(request, at('2026-12-07T10:31:00Z'), promise)).toBe(true);
    expect(
      isOverdue(
        { ...request, repliedAt: at('2026-12-07T11:00:00Z') },
        at('2026-12-08T10:00:00Z'),
        promise,
      ),
    ).toBe(false);
  });
});
