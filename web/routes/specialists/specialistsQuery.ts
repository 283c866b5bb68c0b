import { defineQuery } from 'groq';
import { journeyCardProjection, journeyOrder } from '../../data/queries/journeyFragments.ts';
import type { SpecialistsQueryResult } from '../../data/sanity.types.ts';

/**
 * Specialists as the public meets them: their profiles only (decision 111). The private record
 * with their e-mail address and routing is not readable by the site's anonymous client at all.
 */
const profileProjection = `{
  _id, name, "slug": slug.current, portrait, oneLine,
  "regions": coalesce(regions[]->title, []),
  "holidayTypes": coalesce(holidayTypes, []),
  "places": coalesce(places[]{place, visits, lastVisited}, []),
  "languages": coalesce(languages, [])
}`;

/** Every specialist, in the page's order: the list, and the one each page offers. */
export const specialistsQuery = defineQuery(
  `*[_type == "specialistProfile" && defined(slug.current)] | order(order asc, name asc)${profileProjection}`,
);

/** One specialist's page, with every journey to pick theirs from. */
export const specialistQuery = defineQuery(`{
  "specialist": *[_type == "specialistProfile" && slug.current == $slug][0]{
    _id, name, "slug": slug.current, portrait, oneLine, biography,
    "regions": coalesce(regions[]->title, []),
    "holidayTypes": coalesce(holidayTypes, []),
    "places": coalesce(places[]{place, visits, lastVisited}, []),
    "languages": coalesce(languages, [])
  },
  "journeys": *[_type == "journey" && defined(slug.current)] | ${journeyOrder} ${journeyCardProjection}
}`);

/** The specialist a request went to, as the thanks page shows them. */
export const specialistProfileQuery = defineQuery(
  `*[_type == "specialistProfile" && _id == $id][0]{name, "slug": slug.current, portrait, oneLine}`,
);

export type SpecialistProfile = SpecialistsQueryResult[number];
