import { describe, expect, it } from 'vitest';
import { buildCatalogue, type CatalogueCard, type CatalogueContent } from './catalogue.ts';

const journey = (slug: string, fields: Partial<CatalogueContent['journeys'][number]>) => ({
  slug,
  title: slug,
  price: 3000,
  nights: 10,
  tags: ['Indian Ocean', 'Sri Lanka'],
  months: null,
  kinds: null,
  image: null,
  ...fields,
});

const content: CatalogueContent = {
  journeys: [
    journey('sri-lanka', {}),
    journey('sri-lanka-maldives', { tags: ['Indian Ocean', 'Sri Lanka', 'Maldives'] }),
    journey('summer', { months: [5, 6, 7], kinds: ['holidayType-family'] }),
    journey('botswana', { tags: ['Africa', 'Botswana'], price: null }),
  ],
  destinations: [
    {
      slug: 'sri-lanka',
      title: 'Sri Lanka',
      region: 'Indian Ocean',
      locations: ['Sri Lanka'],
      months: [12, 1, 2, 3, 4],
      kinds: ['holidayType-family'],
    },
    {
      slug: 'maldives',
      title: 'Maldives',
      region: 'Indian Ocean',
      locations: ['Maldives'],
      months: [11, 12, 1, 2, 3, 4],
      kinds: ['holidayType-honeymoons', 'holidayType-gone'],
    },
  ],
  regions: [
    { slug: 'indian-ocean', title: 'Indian Ocean' },
    { slug: 'africa', title: 'Africa' },
  ],
  holidayTypes: [
    { id: 'holidayType-family', slug: 'family-holidays', label: 'Family' },
    { id: 'holidayType-honeymoons', slug: 'honeymoons', label: 'Honeymoon' },
  ],
};

const cards: CatalogueCard[] = [
  {
    kind: 'hotel',
    slug: 'atoll',
    title: 'Atoll',
    location: ['Maldives', 'Baa Atoll'],
    duration: 7,
    offer: { price: 2459, departureDate: '2026-03-11T00:00:00Z' },
  },
  {
    kind: 'cruise',
    slug: 'fjords',
    title: 'Fjords',
    destinationName: 'Norwegian Fjords',
    offer: { price: 0, duration: 12, departureDate: '2026-06-02T00:00:00Z' },
  },
];

const catalogue = buildCatalogue(content, cards);
const find = (key: string) => catalogue.entries.find((entry) => entry.key === key);

describe('buildCatalogue', () => {
  it.each([
    ['journey:sri-lanka', [1, 2, 3, 4, 12], 'a journey takes its destination’s months'],
    ['journey:sri-lanka-maldives', [1, 2, 3, 4, 12], 'the months its destinations share'],
    ['journey:summer', [5, 6, 7], 'an editor’s months win over its destinations’'],
    ['journey:botswana', [], 'no destination and no months of its own: not known'],
    ['pick:atoll', [1, 2, 3, 4, 11, 12], 'a stay takes its destination’s months'],
    ['pick:fjords', [6], 'a cruise sails in the month it departs'],
  ])('%s months %j: %s', (key, months) => {
    expect(find(key)?.months).toEqual(months);
  });

  it('an offer sits in its destination’s region and kinds, unknown holiday types left out', () => {
    expect(find('pick:atoll')).toMatchObject({
      places: ['maldives', 'baa atoll', 'indian ocean'],
      kinds: ['honeymoons'],
      price: 2459,
      nights: 7,
      placeLabel: 'Maldives, Baa Atoll',
      href: '/picks/atoll',
    });
  });

  it('a price of nothing is no price; a cruise lasts its duration', () => {
    expect(find('pick:fjords')).toMatchObject({ price: null, nights: 12 });
    expect(find('journey:botswana')?.price).toBeNull();
  });

  it('offers regions, destinations, then the other places by name, each once', () => {
    expect(catalogue.places.map((place) => [place.group, place.value])).toEqual([
      ['region', 'indian-ocean'],
      ['region', 'africa'],
      ['destination', 'sri-lanka'],
      ['destination', 'maldives'],
      ['country', 'botswana'],
      ['country', 'norwegian-fjords'],
    ]);
    expect(catalogue.kinds).toEqual([
      { value: 'family-holidays', label: 'Family' },
      { value: 'honeymoons', label: 'Honeymoon' },
    ]);
  });
});
