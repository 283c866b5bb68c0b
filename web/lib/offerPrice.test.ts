import { describe, expect, it } from 'vitest';
import { pageOfferPrice, type PageOffer, type PricedCard, type ShownOffer } from './offerPrice.ts';

const cards: PricedCard[] = [
  { location: ['Maldives', 'North Male Atoll'], duration: 7, offer: { price: 3450 } },
  { location: ['maldives'], duration: 7, offer: { price: 2875 } },
  { location: ['Maldives'], duration: 7, offer: { price: 0 } },
  { location: ['Maldives'], duration: 7, offer: null },
  { location: ['Mauritius'], duration: 7, offer: { price: 1999 } },
  { location: ['Thailand', 'Phuket'], offer: { price: 2199, duration: 10 } },
  { location: ['Dubai'], duration: null, offer: { price: 1599 } },
];

describe('pageOfferPrice', () => {
  it.each<[string, PageOffer, ShownOffer | null]>([
    [
      'lowest matching card, case-insensitive',
      { locations: ['Maldives'] },
      { price: 2875, nights: 7 },
    ],
    [
      'page price wins, 7 nights by default',
      { locations: ['Maldives'], offerPrice: 4999 },
      { price: 4999, nights: 7 },
    ],
    [
      'page price with its own duration',
      { locations: ['Maldives'], offerPrice: 4999, duration: 10 },
      { price: 4999, nights: 10 },
    ],
    [
      'page price of 0 falls back to cards',
      { locations: ['Mauritius'], offerPrice: 0 },
      { price: 1999, nights: 7 },
    ],
    [
      'null page price falls back to cards',
      { locations: ['Mauritius'], offerPrice: null },
      { price: 1999, nights: 7 },
    ],
    ['card duration from the offer', { locations: ['Phuket'] }, { price: 2199, nights: 10 }],
    ['missing card duration is 7 nights', { locations: ['Dubai'] }, { price: 1599, nights: 7 }],
    [
      'any shared location counts',
      { locations: ['Seychelles', 'Mauritius'] },
      { price: 1999, nights: 7 },
    ],
    ['no matching card', { locations: ['Seychelles'] }, null],
    ['no locations', { locations: [] }, null],
    [
      'page price without locations',
      { locations: null, offerPrice: 2500 },
      { price: 2500, nights: 7 },
    ],
  ])('%s', (_case, page, expected) => {
    expect(pageOfferPrice(page, cards)).toEqual(expected);
  });

  it('is null with no cards and no page price', () => {
    expect(pageOfferPrice({ locations: ['Maldives'] }, [])).toBeNull();
  });
});
