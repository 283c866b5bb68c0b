import { describe, expect, it } from 'vitest';
import { lowestPriceByTag, type PricedTaggedItem } from './lowestPrice.ts';

const journeys: PricedTaggedItem[] = [
  { tags: ['Asia', 'Thailand'], price: 3899 },
  { tags: ['Asia', 'Thailand'], price: 2389 },
  { tags: ['Asia', 'Sri Lanka'], price: 4299 },
  { tags: ['Asia', 'Sri Lanka', 'Maldives'], price: null },
  { tags: ['Indian Ocean', 'Maldives'], price: 6099 },
  { tags: ['Africa', 'Botswana'], price: 7549 },
  { tags: ['Africa', 'Zimbabwe'], price: 0 },
  { tags: null, price: 100 },
];

describe('lowestPriceByTag', () => {
  it.each<[string, number | null]>([
    ['thailand', 2389],
    ['asia', 2389],
    ['sri-lanka', 4299],
    ['Sri Lanka', 4299],
    ['maldives', 6099],
    ['indian-ocean', 6099],
    ['africa', 7549],
    ['zimbabwe', null],
    ['europe', null],
  ])('%s → %s', (id, expected) => {
    expect(lowestPriceByTag(journeys, id)).toBe(expected);
  });

  it('is null for an empty list', () => {
    expect(lowestPriceByTag([], 'asia')).toBeNull();
  });
});
