/**
 * How the desk groups signature itineraries: by the region tag editors give them. Tags are
 * compared lower-cased, with either spaces or hyphens ('Indian Ocean' or 'indian-ocean').
 */
export interface JourneyRegion {
  id: string;
  title: string;
  /** Lower-cased tag spellings that place an itinerary in this region. */
  tags: string[];
}

export const JOURNEY_REGIONS: JourneyRegion[] = [
  { id: 'asia', title: 'Asia', tags: ['asia'] },
  { id: 'indian-ocean', title: 'Indian Ocean', tags: ['indian ocean', 'indian-ocean'] },
  { id: 'africa', title: 'Africa', tags: ['africa'] },
];

const taggedWithAny = 'count(coalesce(tags, [])[lower(@) in $tags]) > 0';

/** GROQ filter and parameters for the itineraries of one region. */
export function journeysInRegion(region: JourneyRegion) {
  return { filter: `_type == "journey" && ${taggedWithAny}`, params: { tags: region.tags } };
}

/** GROQ filter and parameters for itineraries in none of the regions above. */
export function journeysElsewhere() {
  return {
    filter: `_type == "journey" && !(${taggedWithAny})`,
    params: { tags: JOURNEY_REGIONS.flatMap((region) => region.tags) },
  };
}
