/**
 * GROQ pieces for specialists as the public meets them: their profiles only (decision 111). The
 * private record with their e-mail address and routing is not readable by the site's anonymous
 * client at all. Each screen family declares its own query from these.
 */
import type { SpecialistsQueryResult } from '../sanity.types.ts';

export const specialistProjection = `{
  _id, name, "slug": slug.current, portrait, oneLine,
  "regions": coalesce(regions[]->title, []),
  "holidayTypes": coalesce(holidayTypes, []),
  "places": coalesce(places[]{place, visits, lastVisited}, []),
  "languages": coalesce(languages, [])
}`;

export const specialistOrder = `order(order asc, name asc)`;

/** One specialist as a list or a page's aside shows them. */
export type SpecialistProfile = SpecialistsQueryResult[number];
