import { defineQuery } from 'groq';
import {
  hotelExampleProjection,
  itineraryDayProjection,
} from '../../data/queries/journeyFragments.ts';
import type { DestinationQueryResult } from '../../data/sanity.types.ts';

/**
 * /picks/{slug} for the seven destinations: the page, and every destination for the
 * 'Turning Wanderlust Into Reality' section.
 */
export const destinationQuery = defineQuery(`{
  "destination": *[_type == "destination" && slug.current == $slug][0]{
    _id, "id": slug.current, heroTitle, heroSubtitle, heroImage, "locations": coalesce(locations, []),
    contentTitle, contentText, offerMessage, offerPrice, whenToGo{months, note}, seo{title, description, image, noIndex}
  },
  "destinations": *[_type == "destination" && defined(slug.current)] | order(order asc, _id asc){
    "id": slug.current, heroTitle, card{image, region, location}, additionalContent,
    "days": coalesce(days[]${itineraryDayProjection}, []),
    "dealsExample": coalesce(dealsExample[]${hotelExampleProjection}, [])
  },
  "section": *[_id == "picksPage"][0].destinationsSection{title, subtitle, buttonText}
}`);

/** The destination page's content (types generated from the Studio schema). */
export type DestinationPageContent = DestinationQueryResult;
export type Destination = NonNullable<DestinationPageContent['destination']>;
export type DestinationCard = DestinationPageContent['destinations'][number];
export type DestinationsSection = NonNullable<DestinationPageContent['section']>;
