/** The home page's content as its query returns it (types generated from the Studio schema). */
import type { HomePageQueryResult } from '../../data/sanity.types.ts';

export type HomePageContent = HomePageQueryResult;
export type HeroSlide = NonNullable<HomePageContent['page']>['heroSlides'][number];
export type CollectionTile = HomePageContent['tiles'][number];
