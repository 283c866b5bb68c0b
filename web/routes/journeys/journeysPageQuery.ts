import { defineQuery } from 'groq';
import type { JourneysPageQueryResult } from '../../data/sanity.types.ts';

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

/** The journeys page's content (types generated from the Studio schema). */
export type JourneysPageContent = JourneysPageQueryResult;
export type JourneysListCard = NonNullable<JourneysPageContent['page']>['cards'][number];
