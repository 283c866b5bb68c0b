/**
 * How travel cards are matched to places.
 */
import { normaliseTag } from './tags.ts';

type Locations = readonly (string | null | undefined)[] | null | undefined;

function lowerCased(locations: Locations): string[] {
  return (locations ?? [])
    .filter((place): place is string => typeof place === 'string')
    .map((place) => place.trim().toLowerCase())
    .filter(Boolean);
}

/** Overview and destination pages: the card shares any location with the page, ignoring case. */
export function sharesLocation(cardLocations: Locations, pageLocations: Locations): boolean {
  const page = new Set(lowerCased(pageLocations));
  return lowerCased(cardLocations).some((place) => page.has(place));
}

/**
 * Card list destination filter: the card lists a place whose lower-cased, hyphenated name equals
 * the destination id ('Sri Lanka' is in 'sri-lanka').
 */
export function isInDestination(cardLocations: Locations, destinationId: string): boolean {
  const wanted = normaliseTag(destinationId);
  if (!wanted) return false;
  return (cardLocations ?? []).some(
    (place) => typeof place === 'string' && normaliseTag(place) === wanted,
  );
}
