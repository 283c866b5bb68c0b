import { defineQuery } from 'groq';
import type { SanityImage } from '../image.ts';
import { hotelExampleProjection, itineraryDayProjection } from './journeyFragments.ts';
import type { HotelExample, ItineraryDay, Seo } from './journeyTypes.ts';

/**
 * /picks/{slug} for the seven destinations: the page, and every destination for the
 * 'Turning Wanderlust Into Reality' section.
 */
export const destinationQuery = defineQuery(`{
  "destination": *[_type == "destination" && slug.current == $slug][0]{
    "id": slug.current, heroTitle, heroSubtitle, heroImage, "locations": coalesce(locations, []),
    contentTitle, contentText, offerMessage, offerPrice, seo{title, description, image, noIndex}
  },
  "destinations": *[_type == "destination" && defined(slug.current)] | order(order asc, _id asc){
    "id": slug.current, heroTitle, card{image, region, location}, additionalContent,
    "days": coalesce(days[]${itineraryDayProjection}, []),
    "dealsExample": coalesce(dealsExample[]${hotelExampleProjection}, [])
  },
  "section": *[_id == "picksPage"][0].destinationsSection{title, subtitle, buttonText}
}`);

export interface Destination {
  id: string;
  heroTitle: string | null;
  heroSubtitle: string | null;
  heroImage: SanityImage | null;
  locations: string[];
  contentTitle: string | null;
  contentText: string | null;
  offerMessage: string | null;
  offerPrice: number | null;
  seo: Seo | null;
}

export interface DestinationCard {
  id: string;
  heroTitle: string | null;
  card: { image: SanityImage | null; region: string | null; location: string | null } | null;
  additionalContent: string | null;
  days: ItineraryDay[];
  dealsExample: HotelExample[];
}

export interface DestinationsSection {
  title: string | null;
  subtitle: string | null;
  buttonText: string | null;
}

export interface DestinationPageContent {
  destination: Destination | null;
  destinations: DestinationCard[];
  section: DestinationsSection | null;
}
