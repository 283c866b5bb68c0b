import { defineQuery } from 'groq';
import type { PicksPageQueryResult } from '../../data/sanity.types.ts';

/** /picks: the premium picks page singleton. */
export const picksPageQuery = defineQuery(`*[_id == "picksPage"][0]{
  heroTitle, heroSubtitle, heroImage, heroMobileImage, overview{title, text}, seo{title, description, image, noIndex}
}`);

/** The picks page's own content (types generated from the Studio schema). */
export type PicksPageContent = NonNullable<PicksPageQueryResult>;
