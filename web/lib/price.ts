/** Prices: pounds sterling, en-GB, no decimals, shown only when above 0. */

const poundFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** '£2,389' */
export function formatPrice(pounds: number): string {
  return poundFormat.format(pounds);
}

/** A price worth showing: a finite number above zero. */
export function isShownPrice(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** 'From £2,389 per person', or null when there is no price to show. */
export function fromPricePerPerson(value: unknown): string | null {
  return isShownPrice(value) ? `From ${formatPrice(value)} per person` : null;
}
