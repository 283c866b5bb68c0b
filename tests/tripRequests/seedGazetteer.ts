/**
 * A gazetteer built from the seed content, for tests: what the live gazetteer query returns for
 * a fresh site. Destinations and journeys belong to the regions whose names they carry (a
 * destination card's region, a journey's tags), as the region pages list them.
 */
import { destinationDocuments } from '../../content/destinations.ts';
import { journeys } from '../../content/index.ts';
import { journeyRegions } from '../../content/journeyRegions.ts';
import type { GazetteerPlace } from '../../features/tripRequests/types.ts';

function regionIdsNamed(names: readonly string[]): string[] {
  return journeyRegions
    .filter((region) => names.includes(region.title))
    .map((region) => region._id);
}

export const seedGazetteer: readonly GazetteerPlace[] = [
  ...destinationDocuments.map((destination) => ({
    id: destination._id,
    kind: 'destination' as const,
    name: destination.heroTitle,
    aliases: destination.aliases,
    regionIds: regionIdsNamed([destination.card.region]),
  })),
  ...journeyRegions.map((region) => ({
    id: region._id,
    kind: 'region' as const,
    name: region.title,
    aliases: region.aliases,
    regionIds: [region._id],
  })),
  ...journeys.map((journey) => ({
    id: journey._id,
    kind: 'journey' as const,
    name: journey.heroTitle,
    aliases: [],
    regionIds: regionIdsNamed(journey.tags),
  })),
];
