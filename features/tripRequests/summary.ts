/**
 * The trip as the site understood it, in words the site writes: "Sri Lanka, February 2027,
 * 10 nights, 2 adults". This is what the visitor's acknowledgement may say about their request.
 * The acknowledgement goes to whatever address the form was given, so it must carry nothing the
 * sender wrote (no text, links or markup of theirs), or the forms would send anyone a message
 * of a stranger's choosing under the brand's name. Hence only:
 *
 * - places by the names the site's own content gives them (the gazetteer's, never the visitor's
 *   spelling), and only names that read as names;
 * - months and years from the dates that were read, never the words they were read from;
 * - nights, adults and children as whole numbers in a sensible range.
 */
import { MONTH_NAMES } from '../../shared/months.ts';
import type { StoredReading } from './storedReading.ts';

/**
 * A place's name as the gazetteer gives it (a destination, a region or a journey's title):
 * letters of any script, digits, spaces and the punctuation of names and titles. Never a link,
 * an address or markup, whatever an editor's correction holds: no slash, angle bracket or at
 * sign, and no full stop run into a word as in a domain name.
 */
const PLACE_NAME = /^\p{L}[\p{L}\p{M}\p{N} .,'’&:()-]{0,79}$/u;
const DOTTED_WORD = /\.\p{L}/u;

/** A whole number from `min` to `max`, or undefined. */
function count(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

/** A month and year from an ISO date (yyyy-mm-dd), or undefined for anything else. */
function monthOf(date: unknown): { month: number; year: number } | undefined {
  if (typeof date !== 'string') return undefined;
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return undefined;
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year: Number(match[1]) } : undefined;
}

function when(reading: StoredReading): string | undefined {
  const from = monthOf(reading.whenFrom);
  if (!from) return undefined;
  const to = monthOf(reading.whenTo) ?? from;
  const name = ({ month, year }: { month: number; year: number }, withYear = true) =>
    `${MONTH_NAMES[month - 1] ?? ''}${withYear ? ` ${String(year)}` : ''}`;
  if (to.year === from.year && to.month === from.month) return name(from);
  if (to.year < from.year || (to.year === from.year && to.month < from.month)) return name(from);
  return to.year === from.year
    ? `${name(from, false)} to ${name(to)}`
    : `${name(from)} to ${name(to)}`;
}

const plural = (value: number, one: string, many: string) =>
  `${String(value)} ${value === 1 ? one : many}`;

function party(reading: StoredReading): string | undefined {
  const adults = count(reading.adults, 1, 99);
  const children = count(reading.children, 1, 99);
  const people = [
    adults === undefined ? undefined : plural(adults, 'adult', 'adults'),
    children === undefined ? undefined : plural(children, 'child', 'children'),
  ].filter((part): part is string => part !== undefined);
  return people.length > 0 ? people.join(' and ') : undefined;
}

/** The places read, by the site's names for them; those that do not read as names are left out. */
export function summaryPlaces(reading: StoredReading): string[] {
  return (reading.places ?? []).filter(
    (place): place is string =>
      typeof place === 'string' && PLACE_NAME.test(place) && !DOTTED_WORD.test(place),
  );
}

/** "Sri Lanka", "Sri Lanka and Maldives", "Kenya, Tanzania and Zanzibar"; undefined for none. */
export function placeList(places: readonly string[]): string | undefined {
  return places.length > 0
    ? new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' }).format(places)
    : undefined;
}

/** "Sri Lanka, February 2027, 10 nights, 2 adults"; undefined when nothing was read. */
export function tripSummary(reading: StoredReading): string | undefined {
  const nights = count(reading.nights, 1, 365);
  const parts = [
    placeList(summaryPlaces(reading)),
    when(reading),
    nights === undefined ? undefined : plural(nights, 'night', 'nights'),
    party(reading),
  ].filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(', ') : undefined;
}
