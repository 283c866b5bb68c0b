/** Prices: pounds sterling, en-GB, no decimals, shown only when above 0. */

/** Thousands grouped with commas, as en-GB writes them. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * '£2,389': whole pounds, rounded half away from zero, as `Intl.NumberFormat('en-GB')` writes
 * them. Written out rather than with Intl: a page's first Intl formatter loads the locale's data,
 * which on a mid-range phone held the task evaluating the page's scripts for about 100 ms.
 */
export function formatPrice(pounds: number): string {
  if (!Number.isFinite(pounds)) return `£${pounds}`;
  const negative = pounds < 0 || Object.is(pounds, -0);
  const whole = String(Math.round(Math.abs(pounds))).replace(THOUSANDS, ',');
  return `${negative ? '-' : ''}£${whole}`;
}

/** A price worth showing: a finite number above zero. */
export function isShownPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** 'From £2,389 per person', or null when there is no price to show. */
export function fromPricePerPerson(value: unknown): string | null {
  return isShownPrice(value) ? `From ${formatPrice(value)} per person` : null;
}
