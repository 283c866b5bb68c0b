import { defineQuery } from 'groq';

/**
 * /find-a-trip: the catalogue summary's content. Lists by type, so a publish of any journey,
 * destination, region or holiday type (a price, a destination's months) reaches the page's
 * dependency tags (`type:journey`, `type:destination`, …) and the next request renders anew.
 * Holiday types are read by their reference ids rather than followed, which keeps the tags
 * narrow.
 */
export const finderQuery = defineQuery(`{
  "journeys": *[_type == "journey" && defined(slug.current)] | order(_createdAt asc, _id asc){
    "slug": slug.current, "title": heroTitle, price, nights, tags,
    "months": whenToGo.months, "kinds": holidayTypes[]._ref, "image": coalesce(cardImage, heroImage)
  },
  "destinations": *[_type == "destination" && defined(slug.current)] | order(order asc, _id asc){
    "slug": slug.current, "title": heroTitle, "region": card.region, locations,
    "months": whenToGo.months, "kinds": holidayTypes[]._ref
  },
  "regions": *[_type == "journeyRegion" && defined(slug.current)] | order(title asc){
    "slug": slug.current, title
  },
  "holidayTypes": *[_type == "holidayType" && defined(slug.current)] | order(order asc, _id asc){
    "id": _id, "slug": slug.current, "label": coalesce(shortLabel, heroTitle)
  }
}`);
