import { describe, expect, it } from 'vitest';
import { availabilityOn, isoWeekday, type OpeningHoursEntry } from './availability.ts';

const hours: OpeningHoursEntry[] = [1, 2, 3, 4, 5]
  .map((weekday) => ({ weekday, label: 'Available until', time: '5PM' }))
  .concat([6, 7].map((weekday) => ({ weekday, label: 'Open Mon', time: '9AM' })));

describe('availabilityOn', () => {
  it.each([
    ['2026-11-23T09:00:00', 1, 'Available until', '5PM'], // Monday
    ['2026-11-25T16:59:00', 3, 'Available until', '5PM'], // Wednesday
    ['2026-11-27T23:30:00', 5, 'Available until', '5PM'], // Friday night
    ['2026-11-28T10:00:00', 6, 'Open Mon', '9AM'], // Saturday
    ['2026-11-22T10:00:00', 7, 'Open Mon', '9AM'], // Sunday
  ])('%s is weekday %i: %s %s', (when, weekday, label, time) => {
    const date = new Date(when);
    expect(isoWeekday(date)).toBe(weekday);
    expect(availabilityOn(date, hours)).toMatchObject({ label, time });
  });

  it('has nothing to say when settings give no hours for the day', () => {
    expect(availabilityOn(new Date('2026-11-22T10:00:00'), hours.slice(0, 5))).toBeNull();
  });
});
