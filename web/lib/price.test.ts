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
