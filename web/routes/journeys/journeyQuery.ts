import { defineQuery } from 'groq';
import {
  itineraryDayProjection,
  journeyCardProjection,
  journeyOrder,
} from '../../data/queries/journeyFragments.ts';
import type { JourneyQueryResult } from '../../data/sanity.types.ts';

/**
 * /journeys/{id}: a signature itinerary or a regional parent page (asia, africa, indian-ocean),
 * with every journey for the 'Unforgettable. Unrepeatable. Yours.' section.
 */
export const journeyQuery = defineQuery(`{
  "journey": *[_type == "journey" && slug.current == $id][0]{
    _id, "id": slug.current, heroTitle, heroSubtitle, title, description, type, nights, price, tags,
    asideText, whenToGo{months, note}, heroImage, cardImage, "gallery": coalesce(gallery, []), overview{title, text},
    "itinerary": coalesce(itinerary[]${itineraryDayProjection}, []),
    seo{title, description, image, noIndex}
  },
  "region": *[_type == "journeyRegion" && slug.current == $id][0]{
    "id": slug.current, title, heroTitle, heroSubtitle, description, defaultHeroImage,
    defaultCardImage, overview{title, text}, seo{title, description, image, noIndex}
  },
  "journeys": *[_type == "journey" && defined(slug.current)] | ${journeyOrder} ${journeyCardProjection},
  "destinations": *[_type == "destination" && defined(slug.current)]{"title": heroTitle, locations, whenToGo{months, note}},
  "section": *[_id == "journeysPage"][0].itinerariesSection{heading, subheading, showAllLabel, hideLabel}
}`);

/** A journey or region page's content (types generated from the Studio schema). */
export type JourneyPageContent = JourneyQueryResult;
export type Journey = NonNullable<JourneyPageContent['journey']>;
export type JourneyRegion = NonNullable<JourneyPageContent['region']>;
