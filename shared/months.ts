/**
 * The twelve months as the content model and the trip finder number them (1 = January), with
 * the names a visitor reads. Shared by the Studio's "when to go" field, the seed and the site.
 */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A month number, 1 to 12. */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export function isMonthNumber(value: unknown): value is MonthNumber {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;
}

/** The name of a month number ('March' for 3). */
export function monthName(month: MonthNumber): string {
  return MONTH_NAMES[month - 1] ?? '';
}
