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

/**
 * Months as a visitor reads them: runs of consecutive months joined, a run may wrap the year's
 * end ([11, 12, 1, 2] is 'November to February'), runs listed from the earliest start in the
 * year, except that a run crossing the new year is read from its start.
 */
export function describeMonths(months: readonly number[]): string {
  const set = new Set<number>(months.filter(isMonthNumber));
  if (set.size === 0) return '';
  if (set.size === 12) return 'All year';
  // Start each run at a month whose predecessor is absent, so a run over the new year stays whole.
  const runs: MonthNumber[][] = [];
  for (let month = 1; month <= 12; month += 1) {
    const previous = month === 1 ? 12 : month - 1;
    if (!set.has(month) || set.has(previous)) continue;
    const run: MonthNumber[] = [];
    let current = month;
    while (set.has(current) && run.length < 12) {
      run.push(current as MonthNumber);
      current = current === 12 ? 1 : current + 1;
    }
    runs.push(run);
  }
  const phrases = runs.map((run) => {
    const first = run[0] as MonthNumber;
    const last = run[run.length - 1] as MonthNumber;
    if (run.length === 1) return monthName(first);
    if (run.length === 2 && runs.length === 1) return `${monthName(first)} and ${monthName(last)}`;
    return `${monthName(first)} to ${monthName(last)}`;
  });
  if (phrases.length === 1) return phrases[0] ?? '';
  return `${phrases.slice(0, -1).join(', ')} and ${phrases[phrases.length - 1]}`;
}
