import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, PlaceOption } from './catalogue.ts';
import { findTrips, matches, nearestMatches, placeIndex } from './matching.ts';
import { EMPTY_SEARCH, type FinderSearch } from './search.ts';

const entry = (key: string, fields: Partial<CatalogueEntry>): CatalogueEntry => ({
  kind: 'journey',
  key,
  title: key,
  href: `/journeys/${key}`,
  price: 3000,
  nights: 10,
  placeLabel: '',
  places: [],
  months: [],
  kinds: [],
  picture: { source: 'content', image: null },
  ...fields,
});

const places: PlaceOption[] = [
  { value: 'asia', label: 'Asia', group: 'region', names: ['asia'] },
  { value: 'thailand', label: 'Thailand', group: 'destination', names: ['thailand'] },
  { value: 'maldives', label: 'Maldives', group: 'destination', names: ['maldives'] },
  { value: 'indian-ocean', label: 'Indian Ocean', group: 'region', names: ['indian ocean'] },
];
const index = placeIndex(places);

const thai = entry('thai', {
  price: 4295,
  nights: 13,
  places: ['asia', 'thailand'],
  months: [1, 2, 3, 4, 11, 12],
  kinds: ['family-holidays'],
});
const maldivesOffer = entry('atoll', {
  kind: 'pick',
  price: 2459,
  nights: 7,
  places: ['maldives', 'indian ocean'],
  months: [1, 2, 11, 12],
  kinds: ['honeymoons', 'luxury-beach-holidays'],
});
const priceless = entry('priceless', {
  kind: 'pick',
  price: null,
  nights: 7,
  places: ['maldives', 'indian ocean'],
  months: [6, 7],
  kinds: ['honeymoons'],
});
const safari = entry('safari', {
  price: 6195,
  nights: 10,
  places: ['africa', 'botswana'],
  months: [6, 7, 8, 9, 10],
  kinds: ['safaris'],
});
const all = [thai, maldivesOffer, priceless, safari];

const search = (fields: Partial<FinderSearch>): FinderSearch => ({ ...EMPTY_SEARCH, ...fields });
const keys = (trips: readonly CatalogueEntry[]) => trips.map((trip) => trip.key);

describe('matching, one filter and combinations', () => {
  it.each<[string, Partial<FinderSearch>, string[]]>([
    ['no filter finds everything', {}, ['atoll', 'priceless', 'safari', 'thai']],
    ['a destination', { where: ['thailand'] }, ['thai']],
    [
      'a region, through the places an offer is in',
      { where: ['indian-ocean'] },
      ['atoll', 'priceless'],
    ],
    [
      'several places: any of them',
      { where: ['thailand', 'maldives'] },
      ['atoll', 'priceless', 'thai'],
    ],
    [
      'a month inside a run that wraps the year end (January in Nov–Feb)',
      { month: 1 },
      ['atoll', 'thai'],
    ],
    ['December, the other side of the year end', { month: 12 }, ['atoll', 'thai']],
    ['a month outside the wrapped run', { month: 5 }, []],
    ['a budget exactly at a price includes it', { budget: 4295 }, ['atoll', 'thai']],
    ['a budget a pound below a price leaves it out', { budget: 4294 }, ['atoll']],
    [
      'an offer without a price never fits a budget',
      { budget: 1_000_000, where: ['maldives'] },
      ['atoll'],
    ],
    [
      'a nights range, ends included',
      { nights: { min: 7, max: 10 } },
      ['atoll', 'priceless', 'safari'],
    ],
    ['nights or more', { nights: { min: 11, max: null } }, ['thai']],
    ['a kind of holiday', { type: ['honeymoons'] }, ['atoll', 'priceless']],
    ['several kinds: any of them', { type: ['safaris', 'family-holidays'] }, ['safari', 'thai']],
    ['place and month', { where: ['maldives'], month: 7 }, ['priceless']],
    ['month and budget', { month: 7, budget: 7000 }, ['safari']],
    [
      'everything at once',
      {
        where: ['asia'],
        month: 2,
        budget: 5000,
        nights: { min: 12, max: 14 },
        type: ['family-holidays'],
      },
      ['thai'],
    ],
  ])('%s', (_name, fields, expected) => {
    expect(keys(all.filter((trip) => matches(trip, search(fields), index))).sort()).toEqual(
      expected,
    );
  });

  it('an unknown place value matches nothing rather than everything', () => {
    expect(matches(thai, search({ where: ['atlantis'] }), index)).toBe(false);
  });

  it('a trip without known months never matches a month', () => {
    expect(matches(entry('unknown', { months: [] }), search({ month: 3 }), index)).toBe(false);
  });
});

describe('ranking', () => {
  it('best match: more of the chosen places first', () => {
    const both = entry('both', { places: ['thailand', 'maldives'], price: 5000 });
    expect(
      keys(findTrips([thai, both], search({ where: ['thailand', 'maldives'] }), index)),
    ).toEqual(['both', 'thai']);
  });

  it('best match: a price that uses more of the budget first', () => {
    expect(keys(findTrips(all, search({ budget: 5000 }), index))).toEqual(['thai', 'atoll']);
  });

  it('best match: a length nearer the middle of the range first', () => {
    const seven = entry('seven', { nights: 7 });
    const nine = entry('nine', { nights: 9 });
    expect(keys(findTrips([seven, nine], search({ nights: { min: 7, max: 11 } }), index))).toEqual([
      'nine',
      'seven',
    ]);
  });

  it('best match: a signature journey before a partner offer on a tie', () => {
    const journey = entry('zeta', {});
    const pick = entry('alpha', { kind: 'pick' });
    expect(keys(findTrips([pick, journey], search({}), index))).toEqual(['zeta', 'alpha']);
  });

  it('by price: lowest first, a trip without a price last', () => {
    expect(keys(findTrips(all, search({ sort: 'price' }), index))).toEqual([
      'atoll',
      'thai',
      'safari',
      'priceless',
    ]);
  });

  it('by length: shortest first, then the lower price', () => {
    expect(keys(findTrips(all, search({ sort: 'length' }), index))).toEqual([
      'atoll',
      'priceless',
      'safari',
      'thai',
    ]);
  });
});

describe('nearest matches', () => {
  it('leaves out one filter at a time and keeps those that find something', () => {
    const nothing = search({ where: ['thailand'], month: 7, budget: 5000 });
    expect(findTrips(all, nothing, index)).toEqual([]);
    const nearest = nearestMatches(all, nothing, index);
    // Without the place, July within £5,000 finds nothing priced; without the budget, Thailand
    // in July finds nothing either: only leaving out the month helps.
    expect(nearest.map((match) => [match.relaxed, match.count, keys(match.trips)])).toEqual([
      ['month', 1, ['thai']],
    ]);
    expect(nearest[0]?.search).toEqual(search({ where: ['thailand'], budget: 5000 }));
  });

  it('names every filter whose removal finds trips, in the page order', () => {
    const nearest = nearestMatches(all, search({ where: ['thailand'], month: 7 }), index);
    expect(nearest.map((match) => [match.relaxed, keys(match.trips)])).toEqual([
      ['where', ['safari', 'priceless']],
      ['month', ['thai']],
    ]);
  });

  it('is empty when no single filter left out finds anything', () => {
    expect(
      nearestMatches(all, search({ where: ['thailand'], type: ['safaris'], month: 5 }), index),
    ).toEqual([]);
  });
});
