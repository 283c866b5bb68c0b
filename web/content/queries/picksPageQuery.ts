import { defineQuery } from 'groq';
import type { SanityImage } from '../image.ts';
import type { Seo, TextBlock } from './journeyTypes.ts';

/** /picks: the premium picks page singleton. */
export const picksPageQuery = defineQuery(`*[_id == "picksPage"][0]{
  heroTitle, heroSubtitle, heroImage, heroMobileImage, overview{title, text}, seo{title, description, image, noIndex}
}`);

export interface PicksPageContent {
  heroTitle: string | null;
  heroSubtitle: string | null;
  heroImage: SanityImage | null;
  heroMobileImage: SanityImage | null;
  overview: TextBlock | null;
  seo: Seo | null;
}
