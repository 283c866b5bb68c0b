/**
 * Which trips answer a search, and in what order. Every filter set must be met (any of the
 * chosen places, any of the chosen kinds); "best match" then ranks by how much of the search a
 * trip answers beyond that: more of the chosen places and kinds, a price that uses the budget,
 * a length near the middle of the range; signature journeys before partner offers on a tie.
 */
import type { CatalogueEntry, PlaceOption } from './catalogue.ts';
import {
  FILTERS,
  isSet,
  withoutFilter,
  type FilterName,
  type FinderSearch,
  type NightsRange,
} from './search.ts';

function inNights(nights: number, range: NightsRange): boolean {
  return (range.min === null || nights >= range.min) && (range.max === null || nights <= range.max);
}

/** The place options chosen in a search, by value. */
export type PlaceIndex = ReadonlyMap<string, PlaceOption>;

export const placeIndex = (places: readonly PlaceOption[]): PlaceIndex =>
  new Map(places.map((place) => [place.value, place]));

function placesMatched(entry: CatalogueEntry, search: FinderSearch, places: PlaceIndex): number {
  let matched = 0;
  for (const value of search.where) {
    const option = places.get(value);
    if (option?.names.some((name) => entry.places.includes(name))) matched += 1;
  }
  return matched;
}

/** Whether a trip meets every filter of a search. */
export function matches(entry: CatalogueEntry, search: FinderSearch, places: PlaceIndex): boolean {
  if (search.where.length > 0 && placesMatched(entry, search, places) === 0) return false;
  if (search.month !== null && !entry.months.includes(search.month)) return false;
  // A trip without a price cannot be shown to fit a budget.
  if (search.budget !== null && (entry.price === null || entry.price > search.budget)) return false;
  if (search.nights !== null && !inNights(entry.nights, search.nights)) return false;
  if (search.type.length > 0 && !search.type.some((kind) => entry.kinds.includes(kind))) {
    return false;
  }
  return true;
}

/** How well a matching trip answers the search; higher is better. */
export function matchScore(
  entry: CatalogueEntry,
  search: FinderSearch,
  places: PlaceIndex,
): number {
  let score = 0;
  score += 10 * placesMatched(entry, search, places);
  score += 10 * search.type.filter((kind) => entry.kinds.includes(kind)).length;
  // Within a budget, the trip that makes most of it ranks higher (a luxury budget wants luxury).
  if (search.budget !== null && entry.price !== null) score += 5 * (entry.price / search.budget);
  if (search.nights !== null) {
    const { min, max } = search.nights;
    const middle = min !== null && max !== null ? (min + max) / 2 : (min ?? max ?? entry.nights);
    score -= Math.min(5, Math.abs(entry.nights - middle) * 0.5);
  }
  if (entry.kind === 'journey') score += 1;
  return score;
}

const byTitle = (a: CatalogueEntry, b: CatalogueEntry) => a.title.localeCompare(b.title, 'en-GB');
/** Unknown prices go last when sorting by price. */
const priceOf = (entry: CatalogueEntry) => entry.price ?? Number.POSITIVE_INFINITY;

/** The trips that meet a search, in its sort order. */
export function findTrips(
  entries: readonly CatalogueEntry[],
  search: FinderSearch,
  places: PlaceIndex,
): CatalogueEntry[] {
  const found = entries.filter((entry) => matches(entry, search, places));
  if (search.sort === 'price') {
    return found.sort((a, b) => priceOf(a) - priceOf(b) || a.nights - b.nights || byTitle(a, b));
  }
  if (search.sort === 'length') {
    return found.sort((a, b) => a.nights - b.nights || priceOf(a) - priceOf(b) || byTitle(a, b));
  }
  const scores = new Map(found.map((entry) => [entry.key, matchScore(entry, search, places)]));
  return found.sort((a, b) => (scores.get(b.key) ?? 0) - (scores.get(a.key) ?? 0) || byTitle(a, b));
}

/** What one relaxed filter would find, for a search that found nothing. */
export interface NearestMatch {
  /** The filter left out. */
  relaxed: FilterName;
  search: FinderSearch;
  count: number;
  trips: CatalogueEntry[];
}

/**
 * For a search with no result, each filter left out in turn (in the page's order), with what
 * the rest of the search then finds; filters whose removal still finds nothing are skipped.
 */
export function nearestMatches(
  entries: readonly CatalogueEntry[],
  search: FinderSearch,
  places: PlaceIndex,
  shown = 3,
): NearestMatch[] {
  return FILTERS.filter((filter) => isSet(search, filter)).flatMap((relaxed) => {
    const relaxedSearch = withoutFilter(search, relaxed);
    const trips = findTrips(entries, relaxedSearch, places);
    return trips.length > 0
      ? [{ relaxed, search: relaxedSearch, count: trips.length, trips: trips.slice(0, shown) }]
      : [];
  });
}
