/**
 * The address is the search: `where`, `month`, `budget`, `nights`, `type` and `sort` in the query
 * string, read into a search and written back. A value the finder cannot read is left out with a
 * short note for the visitor, and the rest of the search still runs.
 */
import { isMonthNumber, monthName, type MonthNumber } from '../../../shared/months.ts';
import { formatPrice } from '../../lib/price.ts';
import type { KindOption, PlaceOption } from './catalogue.ts';

export type SortOrder = 'match' | 'price' | 'length';

export interface NightsRange {
  min: number | null;
  max: number | null;
}

export interface FinderSearch {
  where: string[];
  month: MonthNumber | null;
  budget: number | null;
  nights: NightsRange | null;
  type: string[];
  sort: SortOrder;
}

export const EMPTY_SEARCH: FinderSearch = {
  where: [],
  month: null,
  budget: null,
  nights: null,
  type: [],
  sort: 'match',
};

/** The filters a visitor can set, in the order the page and the nearest matches name them. */
export const FILTERS = ['where', 'month', 'budget', 'nights', 'type'] as const;
export type FilterName = (typeof FILTERS)[number];

/** The largest budget and length the finder reads; anything above is a typing slip. */
const MAX_BUDGET = 1_000_000;
const MAX_NIGHTS = 365;
/** A copied address with hundreds of places is cut short rather than matched. */
const MAX_VALUES = 30;

export interface ParsedSearch {
  search: FinderSearch;
  /** What was left out, one sentence each. */
  notes: string[];
}

const quoted = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

function wholeNumber(text: string, max: number): number | null {
  const cleaned = text.replace(/[£,\s]/g, '');
  if (!/^\d{1,7}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value >= 1 && value <= max ? value : null;
}

/** '7-10', '15-', '-7' or '10' (exactly ten). */
export function parseNights(text: string): NightsRange | null {
  const match = /^\s*(\d{1,3})?\s*(-)?\s*(\d{1,3})?\s*$/.exec(text);
  if (!match || (!match[1] && !match[3])) return null;
  const min = match[1] ? wholeNumber(match[1], MAX_NIGHTS) : null;
  const max = match[3] ? wholeNumber(match[3], MAX_NIGHTS) : null;
  if ((match[1] && min === null) || (match[3] && max === null)) return null;
  if (!match[2]) return match[3] ? null : { min, max: min };
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatNights(range: NightsRange): string {
  if (range.min !== null && range.max !== null) {
    return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`;
  }
  return range.min !== null ? `${range.min}-` : `-${range.max ?? ''}`;
}

/** 'March', 'up to £5,000', '7 to 10 nights': how a filter reads on its chip and in sentences. */
export function nightsPhrase(range: NightsRange): string {
  const { min, max } = range;
  if (min !== null && max !== null)
    return min === max ? `${min} nights` : `${min} to ${max} nights`;
  if (min !== null) return `${min} nights or more`;
  return `up to ${max ?? 0} nights`;
}

export function parseSearch(
  params: URLSearchParams,
  places: readonly PlaceOption[],
  kinds: readonly KindOption[],
): ParsedSearch {
  const notes: string[] = [];
  const search: FinderSearch = { ...EMPTY_SEARCH, where: [], type: [] };
  const nonEmpty = (name: string) =>
    params
      .getAll(name)
      .map((value) => value.trim())
      .filter(Boolean);

  const placeValues = new Set(places.map((place) => place.value));
  for (const value of nonEmpty('where').slice(0, MAX_VALUES)) {
    const wanted = value.toLowerCase();
    if (placeValues.has(wanted)) {
      if (!search.where.includes(wanted)) search.where.push(wanted);
    } else notes.push(`We do not know the place ${quoted(value)}, so it is left out.`);
  }

  const [month] = nonEmpty('month');
  if (month !== undefined) {
    const value = /^\d{1,2}$/.test(month) ? Number(month) : NaN;
    if (isMonthNumber(value)) search.month = value;
    else notes.push(`${quoted(month)} is not a month from 1 to 12, so it is left out.`);
  }

  const [budget] = nonEmpty('budget');
  if (budget !== undefined) {
    search.budget = wholeNumber(budget, MAX_BUDGET);
    if (search.budget === null) {
      notes.push(`${quoted(budget)} is not a budget in whole pounds, so it is left out.`);
    }
  }

  const [nights] = nonEmpty('nights');
  if (nights !== undefined) {
    search.nights = parseNights(nights);
    if (search.nights === null) {
      notes.push(`${quoted(nights)} is not a number of nights (such as 7-10), so it is left out.`);
    }
  }

  const kindValues = new Set(kinds.map((kind) => kind.value));
  for (const value of nonEmpty('type').slice(0, MAX_VALUES)) {
    const wanted = value.toLowerCase();
    if (kindValues.has(wanted)) {
      if (!search.type.includes(wanted)) search.type.push(wanted);
    } else notes.push(`We do not know the kind of holiday ${quoted(value)}, so it is left out.`);
  }

  const [sort] = nonEmpty('sort');
  if (sort === 'price' || sort === 'length' || sort === 'match') search.sort = sort;
  else if (sort !== undefined)
    notes.push(`We cannot sort by ${quoted(sort)}, so trips are sorted by best match.`);

  return { search, notes };
}

/** The search as a query string, in a fixed order so one search has one address. */
export function searchParams(search: FinderSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const place of search.where) params.append('where', place);
  if (search.month !== null) params.set('month', String(search.month));
  if (search.budget !== null) params.set('budget', String(search.budget));
  if (search.nights !== null) params.set('nights', formatNights(search.nights));
  for (const kind of search.type) params.append('type', kind);
  if (search.sort !== 'match') params.set('sort', search.sort);
  return params;
}

/** The finder's address for a search: `/find-a-trip` or `/find-a-trip?…`. */
export function searchHref(search: FinderSearch): string {
  const query = searchParams(search).toString();
  return query ? `/find-a-trip?${query}` : '/find-a-trip';
}

/** Whether any filter is set (the sort order alone is not a filter). */
export function hasFilters(search: FinderSearch): boolean {
  return FILTERS.some((filter) => isSet(search, filter));
}

export function isSet(search: FinderSearch, filter: FilterName): boolean {
  switch (filter) {
    case 'where':
    case 'type':
      return search[filter].length > 0;
    default:
      return search[filter] !== null;
  }
}

/** The search without one filter (or one of its values, for `where` and `type`). */
export function withoutFilter(
  search: FinderSearch,
  filter: FilterName,
  value?: string,
): FinderSearch {
  switch (filter) {
    case 'where':
    case 'type':
      return {
        ...search,
        [filter]: value === undefined ? [] : search[filter].filter((item) => item !== value),
      };
    default:
      return { ...search, [filter]: null };
  }
}

/** One removable filter as its chip shows it. */
export interface FilterChip {
  filter: FilterName;
  value?: string;
  label: string;
}

export function filterChips(
  search: FinderSearch,
  places: readonly PlaceOption[],
  kinds: readonly KindOption[],
): FilterChip[] {
  const placeLabel = new Map(places.map((place) => [place.value, place.label]));
  const kindLabel = new Map(kinds.map((kind) => [kind.value, kind.label]));
  const chips: FilterChip[] = search.where.map((value) => ({
    filter: 'where',
    value,
    label: placeLabel.get(value) ?? value,
  }));
  if (search.month !== null)
    chips.push({ filter: 'month', label: `In ${monthName(search.month)}` });
  if (search.budget !== null) {
    chips.push({ filter: 'budget', label: `Up to ${formatPrice(search.budget)} per person` });
  }
  if (search.nights !== null) {
    const phrase = nightsPhrase(search.nights);
    chips.push({ filter: 'nights', label: phrase.charAt(0).toUpperCase() + phrase.slice(1) });
  }
  for (const value of search.type) {
    chips.push({ filter: 'type', value, label: kindLabel.get(value) ?? value });
  }
  return chips;
}

const list = (items: readonly string[], joiner: string) =>
  items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;

/**
 * The search in one sentence, for the trip request's message box: 'I would like a trip to the
 * Maldives or Seychelles in March, for up to £3,000 per person, 7 to 10 nights, a honeymoon.'
 */
export function describeSearch(
  search: FinderSearch,
  places: readonly PlaceOption[],
  kinds: readonly KindOption[],
): string {
  const placeLabel = new Map(places.map((place) => [place.value, place.label]));
  const kindLabel = new Map(kinds.map((kind) => [kind.value, kind.label]));
  const parts: string[] = [];
  const where = search.where.map((value) => placeLabel.get(value) ?? value);
  let opening = 'I would like a trip';
  if (where.length > 0) opening += ` to ${list(where, 'or')}`;
  if (search.month !== null) opening += ` in ${monthName(search.month)}`;
  parts.push(opening);
  if (search.budget !== null) parts.push(`for up to ${formatPrice(search.budget)} per person`);
  if (search.nights !== null) parts.push(nightsPhrase(search.nights));
  if (search.type.length > 0) {
    parts.push(
      `a ${list(
        search.type.map((value) => (kindLabel.get(value) ?? value).toLowerCase()),
        'or',
      )} holiday`,
    );
  }
  return `${parts.join(', ')}.`;
}

/**
 * A submitted form as the address it should have: empty choices ("Any month") and the default
 * sort left out, so a search made with script reads as one typed by hand.
 */
export function formParams(entries: Iterable<[string, unknown]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (name === 'sort' && value === 'match') continue;
    params.append(name, value);
  }
  return params;
}
