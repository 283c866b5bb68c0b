/**
 * The contact block's availability line: chosen by weekday from the
 * opening hours in site settings, e.g. Monday–Friday 'Available until' '5PM', weekends 'Open Mon' '9AM'.
 */

export interface OpeningHoursEntry {
  /** 1 = Monday … 7 = Sunday (ISO weekday). */
  weekday: number;
  label: string;
  time: string;
}

/** ISO weekday of a date in the visitor's time zone. */
export function isoWeekday(date: Date): number {
  return ((date.getDay() + 6) % 7) + 1;
}

export function availabilityOn(
  date: Date,
  hours: readonly OpeningHoursEntry[],
): OpeningHoursEntry | null {
  const weekday = isoWeekday(date);
  return hours.find((entry) => entry.weekday === weekday) ?? null;
}
