import { defineQuery } from 'groq';
import type { SanityImage } from '../image.ts';
import { itineraryDayProjection, journeyCardProjection, journeyOrder } from './journeyFragments.ts';
import type {
  ItinerariesSection,
  ItineraryDay,
  JourneyCard,
  Seo,
  TextBlock,
} from './journeyTypes.ts';

/**
 * /journeys/{id}: a signature itinerary or a regional parent page (asia, africa, indian-ocean),
 * with every journey for the 'Unforgettable. Unrepeatable. Yours.' section.
 */
export const journeyQuery = defineQuery(`{
  "journey": *[_type == "journey" && slug.current == $id][0]{
    "id": slug.current, heroTitle, heroSubtitle, title, description, type, nights, price, tags,
    asideText, heroImage, cardImage, "gallery": coalesce(gallery, []), overview{title, text},
    "itinerary": coalesce(itinerary[]${itineraryDayProjection}, []),
    seo{title, description, image, noIndex}
  },
  "region": *[_type == "journeyRegion" && slug.current == $id][0]{
    "id": slug.current, title, heroTitle, heroSubtitle, description, defaultHeroImage,
    defaultCardImage, overview{title, text}, seo{title, description, image, noIndex}
  },
  "journeys": *[_type == "journey" && defined(slug.current)] | ${journeyOrder} ${journeyCardProjection},
  "section": *[_id == "journeysPage"][0].itinerariesSection{heading, subheading, showAllLabel, hideLabel}
}`);

export interface Journey {
  id: string;
  heroTitle: string | null;
  heroSubtitle: string | null;
  title: string | null;
  description: string | null;
  type: string | null;
  nights: number | null;
  price: number | null;
  tags: string[] | null;
  asideText: string | null;
  heroImage: SanityImage | null;
  cardImage: SanityImage | null;
  gallery: SanityImage[];
  overview: TextBlock | null;
  itinerary: ItineraryDay[];
  seo: Seo | null;
}

export interface JourneyRegion {
  id: string;
  title: string | null;
  heroTitle: string | null;
  heroSubtitle: string | null;
  description: string | null;
  defaultHeroImage: SanityImage | null;
  defaultCardImage: SanityImage | null;
  overview: TextBlock | null;
  seo: Seo | null;
}

export interface JourneyPageContent {
  journey: Journey | null;
  region: JourneyRegion | null;
  journeys: JourneyCard[];
  section: ItinerariesSection | null;
}
