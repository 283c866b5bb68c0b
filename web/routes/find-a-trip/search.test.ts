import { describe, expect, it } from 'vitest';
import type { KindOption, PlaceOption } from './catalogue.ts';
import {
  describeSearch,
  formParams,
  EMPTY_SEARCH,
  filterChips,
  parseNights,
  parseSearch,
  searchHref,
  withoutFilter,
  type FinderSearch,
} from './search.ts';

const places: PlaceOption[] = [
  { value: 'maldives', label: 'Maldives', group: 'destination', names: ['maldives'] },
  { value: 'seychelles', label: 'Seychelles', group: 'destination', names: ['seychelles'] },
];
const kinds: KindOption[] = [
  { value: 'honeymoons', label: 'Honeymoon' },
  { value: 'safaris', label: 'Safari' },
];
const parse = (query: string) => parseSearch(new URLSearchParams(query), places, kinds);
const search = (fields: Partial<FinderSearch>): FinderSearch => ({ ...EMPTY_SEARCH, ...fields });

describe('parseSearch', () => {
  it.each<[string, Partial<FinderSearch>, number]>([
    ['', {}, 0],
    ['where=maldives&where=Seychelles&where=maldives', { where: ['maldives', 'seychelles'] }, 0],
    ['month=11', { month: 11 }, 0],
    ['budget=5000', { budget: 5000 }, 0],
    ['budget=%C2%A35%2C000', { budget: 5000 }, 0],
    ['nights=7-10', { nights: { min: 7, max: 10 } }, 0],
    ['nights=15-', { nights: { min: 15, max: null } }, 0],
    ['nights=10', { nights: { min: 10, max: 10 } }, 0],
    ['type=honeymoons&type=safaris', { type: ['honeymoons', 'safaris'] }, 0],
    ['sort=price', { sort: 'price' }, 0],
    ['month=&budget=&where=', {}, 0],
    // Bad values are dropped with a note; the rest of the search stays.
    ['budget=abc&month=3', { month: 3 }, 1],
    ['month=13&budget=4000', { budget: 4000 }, 1],
    ['month=0', {}, 1],
    ['month=3.5', {}, 1],
    ['where=atlantis&where=maldives', { where: ['maldives'] }, 1],
    ['budget=-5', {}, 1],
    ['budget=99999999', {}, 1],
    ['nights=10-7', {}, 1],
    ['nights=lots', {}, 1],
    ['type=ski', {}, 1],
    ['sort=random', {}, 1],
  ])('%s', (query, fields, noteCount) => {
    const parsed = parse(query);
    expect(parsed.search).toEqual(search(fields));
    expect(parsed.notes).toHaveLength(noteCount);
  });

  it('says what it left out, in words', () => {
    expect(parse('budget=abc').notes).toEqual([
      '“abc” is not a budget in whole pounds, so it is left out.',
    ]);
  });
});

describe('parseNights', () => {
  it.each([
    ['-7', { min: null, max: 7 }],
    [' 7 - 10 ', { min: 7, max: 10 }],
    ['-', null],
    ['0-5', null],
    ['7-10-12', null],
  ])('%j', (text, expected) => {
    expect(parseNights(text)).toEqual(expected);
  });
});

describe('addresses', () => {
  it('writes a search back in one order, so one search has one address', () => {
    const parsed = parse('type=safaris&nights=7-10&budget=3000&month=2&where=seychelles');
    expect(searchHref(parsed.search)).toBe(
      '/find-a-trip?where=seychelles&month=2&budget=3000&nights=7-10&type=safaris',
    );
    expect(searchHref(EMPTY_SEARCH)).toBe('/find-a-trip');
  });

  it('removes one place and keeps the others', () => {
    const both = search({ where: ['maldives', 'seychelles'], month: 2 });
    expect(searchHref(withoutFilter(both, 'where', 'maldives'))).toBe(
      '/find-a-trip?where=seychelles&month=2',
    );
  });
});

describe('chips and the sentence', () => {
  const full = search({
    where: ['maldives', 'seychelles'],
    month: 3,
    budget: 3000,
    nights: { min: 7, max: 10 },
    type: ['honeymoons'],
  });

  it('names every filter on its own chip', () => {
    expect(filterChips(full, places, kinds).map((chip) => chip.label)).toEqual([
      'Maldives',
      'Seychelles',
      'In March',
      'Up to £3,000 per person',
      '7 to 10 nights',
      'Honeymoon',
    ]);
  });

  it.each<[Partial<FinderSearch>, string]>([
    [{}, 'I would like a trip.'],
    [
      {
        where: ['maldives', 'seychelles'],
        month: 3,
        budget: 3000,
        nights: { min: 7, max: 10 },
        type: ['honeymoons'],
      },
      'I would like a trip to Maldives or Seychelles in March, for up to £3,000 per person, 7 to 10 nights, a honeymoon holiday.',
    ],
    [{ nights: { min: 15, max: null } }, 'I would like a trip, 15 nights or more.'],
  ])('describes %j', (fields, sentence) => {
    expect(describeSearch(search(fields), places, kinds)).toBe(sentence);
  });
});

describe('formParams', () => {
  it('leaves out empty choices and the default sort', () => {
    const params = formParams([
      ['where', 'maldives'],
      ['month', ''],
      ['budget', '5000'],
      ['nights', ' '],
      ['sort', 'match'],
      ['where', 'seychelles'],
    ]);
    expect(params.toString()).toBe('where=maldives&budget=5000&where=seychelles');
    expect(formParams([['sort', 'price']]).toString()).toBe('sort=price');
  });
});
