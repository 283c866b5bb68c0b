import { describe, expect, it } from 'vitest';
import { formatPrice, fromPricePerPerson, isShownPrice } from './price.ts';

describe('formatPrice', () => {
  it.each([
    [2389, '£2,389'],
    [6099, '£6,099'],
    [7549, '£7,549'],
    [150, '£150'],
    [1234567, '£1,234,567'],
    [2389.6, '£2,390'],
  ])('%d → %s', (pounds, expected) => {
    expect(formatPrice(pounds)).toBe(expected);
  });

  it('writes every price as the en-GB currency format does', () => {
    const intl = new Intl.NumberFormat('en-GB', {
      style: 'currency',
      currency: 'GBP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const prices = [0, -0, 0.5, 1.5, 2.5, -2.5, -0.4, 999.5, 1000, 99_999.49, 12_345_678.5, -4321];
    for (const pounds of prices) expect(formatPrice(pounds)).toBe(intl.format(pounds));
  });
});

describe('fromPricePerPerson', () => {
  it.each<[unknown, string | null]>([
    [2389, 'From £2,389 per person'],
    [1, 'From £1 per person'],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    ['2389', null],
  ])('%s → %s', (value, expected) => {
    expect(fromPricePerPerson(value)).toBe(expected);
    expect(isShownPrice(value)).toBe(expected !== null);
  });
});
