import { defineQuery } from 'groq';
import { journeyCardProjection, journeyOrder } from '../../data/queries/journeyFragments.ts';
import { specialistOrder, specialistProjection } from '../../data/queries/specialistFragments.ts';

/** Every specialist, in the page's order. */
export const specialistsQuery = defineQuery(
  `*[_type == "specialistProfile" && defined(slug.current)] | ${specialistOrder}${specialistProjection}`,
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
