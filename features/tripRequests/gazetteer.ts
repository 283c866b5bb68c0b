/**
 * The places the extractor knows, read from the published content: journey regions, destinations
 * (in the region their card names) and journeys (in the regions their tags name), each with the
 * other names editors have added. A region lists itself as its region.
 */
import { defineQuery } from 'groq';
import type { GazetteerPlace } from './types.ts';

export const GAZETTEER_QUERY = defineQuery(`{
  "regions": *[_type == "journeyRegion" && !(_id in path("drafts.**"))]{
    "id": _id, "name": title, "aliases": coalesce(aliases, [])
  },
  "destinations": *[_type == "destination" && !(_id in path("drafts.**"))]{
    "id": _id, "name": heroTitle, "aliases": coalesce(aliases, []), "regionNames": [card.region]
  },
  "journeys": *[_type == "journey" && !(_id in path("drafts.**"))]{
    "id": _id, "name": heroTitle, "aliases": coalesce(aliases, []), "regionNames": coalesce(tags, [])
  }
}`);

interface Named {
  id: string;
  name: string | null;
  aliases: (string | null)[];
}

export interface GazetteerRows {
  regions: Named[];
  destinations: (Named & { regionNames: (string | null)[] })[];
  journeys: (Named & { regionNames: (string | null)[] })[];
}

const texts = (values: readonly (string | null)[]) =>
  values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');

/** The query's rows as the extractor's gazetteer; places without a name are left out. */
export function gazetteerOf(rows: GazetteerRows): GazetteerPlace[] {
  const regionIdByName = new Map(
    rows.regions.flatMap((region) => (region.name ? [[region.name.toLowerCase(), region.id]] : [])),
  );
  const regionIds = (names: readonly (string | null)[]) => [
    ...new Set(texts(names).flatMap((name) => regionIdByName.get(name.toLowerCase()) ?? [])),
  ];
  const places: GazetteerPlace[] = [];
  for (const region of rows.regions) {
    if (region.name) {
      places.push({
        id: region.id,
        kind: 'region',
        name: region.name,
        aliases: texts(region.aliases),
        regionIds: [region.id],
      });
    }
  }
  for (const [kind, list] of [
    ['destination', rows.destinations],
    ['journey', rows.journeys],
  ] as const) {
    for (const place of list) {
      if (place.name) {
        places.push({
          id: place.id,
          kind,
          name: place.name,
          aliases: texts(place.aliases),
          regionIds: regionIds(place.regionNames),
        });
      }
    }
  }
  return places;
}
