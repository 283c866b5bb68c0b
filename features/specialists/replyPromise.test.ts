import { describe, expect, it } from 'vitest';
import { replyBy, replyByInWords, replyPromiseOf, targetInWords } from './replyPromise.ts';
import { workingHoursBetween } from './workingTime.ts';

/** England and Wales, Christmas 2026 to Easter 2027: Christmas falls on a Friday. */
const promise = replyPromiseOf({
  workingDays: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:30',
  bankHolidays: ['2026-12-25', '2026-12-28', '2027-01-01', '2027-03-26', '2027-03-29'],
  targetHours: 2,
});

describe('the reply promised to a visitor', () => {
  it.each([
    ['a weekday morning', '2026-12-01T10:00:00Z', '2026-12-01T12:00:00.000Z'],
    [
      'late on a weekday runs into the next morning',
      '2026-12-01T16:30:00Z',
      '2026-12-02T10:00:00.000Z',
    ],
    ['before opening starts at nine', '2026-12-02T06:15:00Z', '2026-12-02T11:00:00.000Z'],
    ['a Friday evening waits for Monday', '2026-12-04T19:00:00Z', '2026-12-07T11:00:00.000Z'],
    ['a Saturday waits for Monday', '2026-12-05T12:00:00Z', '2026-12-07T11:00:00.000Z'],
    [
      'Christmas Eve afternoon crosses the weekend and both bank holidays',
      '2026-12-24T16:30:00Z',
      '2026-12-29T10:00:00.000Z',
    ],
    [
      'New Year’s Day, a Friday, waits for Monday',
      '2027-01-01T09:30:00Z',
      '2027-01-04T11:00:00.000Z',
    ],
    // Summer time: 9:00 in London is 08:00 UTC.
    ['Maundy Thursday evening crosses Easter', '2027-03-25T17:00:00Z', '2027-03-30T09:30:00.000Z'],
    ['a summer morning counts London’s clock', '2027-06-01T08:00:00Z', '2027-06-01T10:00:00.000Z'],
  ])('%s', (_name, received, expected) => {
    expect(replyBy(new Date(received), promise).toISOString()).toBe(expected);
  });

  it('says when in UK time and words', () => {
    const now = new Date('2026-12-24T16:30:00Z');
    expect(replyByInWords(replyBy(now, promise), now)).toBe('by 10:00 on Tuesday 29 December');
    const morning = new Date('2026-12-01T10:00:00Z');
    expect(replyByInWords(replyBy(morning, promise), morning)).toBe('by 12:00 today');
    const evening = new Date('2026-12-01T16:30:00Z');
    expect(replyByInWords(replyBy(evening, promise), evening)).toBe('by 10:00 tomorrow');
    expect(targetInWords(promise)).toBe('within 2 working hours');
    expect(targetInWords({ targetHours: 1 })).toBe('within 1 working hour');
  });

  it('counts a request’s age in working hours only', () => {
    const friday = new Date('2026-12-04T16:30:00Z');
    const monday = new Date('2026-12-07T10:00:00Z');
    expect(workingHoursBetween(friday, monday, promise)).toBe(2);
    expect(workingHoursBetween(monday, friday, promise)).toBe(0);
  });

  it('fills what settings leave out', () => {
    expect(replyPromiseOf(undefined)).toMatchObject({ days: [1, 2, 3, 4, 5], targetHours: 2 });
    expect(replyPromiseOf({ opens: 'nine' }).opens).toBe('09:00');
  });
});
