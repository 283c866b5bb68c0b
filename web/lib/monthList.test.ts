import { describe, expect, it } from 'vitest';
import { rollingMonths } from './monthList.ts';

describe('rollingMonths', () => {
  it.each([
    ['2026-11-22T10:00:00', 'Nov 2026', 'Apr 2028'],
    ['2026-01-01T00:00:00', 'Jan 2026', 'Jun 2027'],
    ['2026-12-31T23:59:00', 'Dec 2026', 'May 2028'],
    ['2027-09-15T12:00:00', 'Sep 2027', 'Feb 2029'],
  ])('from %s: 18 labels %s … %s', (today, first, last) => {
    const months = rollingMonths(new Date(today));
    expect(months).toHaveLength(18);
    expect(months[0]).toBe(first);
    expect(months[17]).toBe(last);
    expect(new Set(months).size).toBe(18);
  });

  it('crosses a year end in order', () => {
    expect(rollingMonths(new Date('2026-11-22T10:00:00'), 4)).toEqual([
      'Nov 2026',
      'Dec 2026',
      'Jan 2027',
      'Feb 2027',
    ]);
  });
});
