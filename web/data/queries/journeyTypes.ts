/**
 * Parts of a journey shared by several pages, named after the generated result of the journey
 * query (types generated from the Studio schema; the destination query returns the same shapes).
 */
import type { JourneyQueryResult } from '../sanity.types.ts';

type JourneyDocument = NonNullable<JourneyQueryResult['journey']>;

export type Seo = NonNullable<JourneyDocument['seo']>;
export type TextBlock = NonNullable<JourneyDocument['overview']>;
export type ItineraryDay = JourneyDocument['itinerary'][number];
export type HotelExample = ItineraryDay['dealsExample'][number];
/** A journey as its card shows it. */
export type JourneyCard = JourneyQueryResult['journeys'][number];
export type ItinerariesSection = NonNullable<JourneyQueryResult['section']>;
