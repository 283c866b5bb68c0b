import { defineQuery } from 'groq';
import type { SanityImage } from '../image.ts';
import type { Seo, TextBlock } from './journeyTypes.ts';

/** /journeys: the page singleton and every journey's tags and price, for the cards' lowest prices. */
export const journeysPageQuery = defineQuery(`{
  "page": *[_id == "journeysPage"][0]{
    heroTitle, heroSubtitle, heroImage, heroMobileImage, overview{title, text},
    "cards": coalesce(cards[]{_key, id, title, text, image}, []),
    seo{title, description, image, noIndex}
  },
  "journeys": *[_type == "journey" && defined(slug.current)]{tags, price},
  "regions": *[_type == "journeyRegion" && defined(slug.current)].slug.current
}`);

export interface JourneysListCard {
  _key: string;
  id: string | null;
  title: string | null;
  text: string | null;
  image: SanityImage | null;
}

export interface JourneysPageContent {
  page: {
    heroTitle: string | null;
    heroSubtitle: string | null;
    heroImage: SanityImage | null;
    heroMobileImage: SanityImage | null;
    overview: TextBlock | null;
    cards: JourneysListCard[];
    seo: Seo | null;
  } | null;
  journeys: { tags: string[] | null; price: number | null }[];
  regions: string[];
}
