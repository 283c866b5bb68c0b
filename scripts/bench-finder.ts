/**
 * How long the trip finder's server work takes over the whole catalogue: building the summary
 * from the seed's journeys and destinations and the feed snapshot, reading a search from an
 * address, matching and ranking it, and looking for the nearest matches when nothing matches.
 * Prints the figures; the promise is under 20 ms per search (decision 066). A benchmark, not a
 * timed test: run `npm run bench:finder`.
 */
import { performance } from 'node:perf_hooks';
import snapshot from '../content/travelcards.json' with { type: 'json' };
import { destinationDocuments } from '../content/destinations.ts';
import { holidayTypes } from '../content/holidayTypes.ts';
import { journeys } from '../content/index.ts';
import { journeyRegions } from '../content/journeyRegions.ts';
import { parseTravelCards } from '../web/data/travelCardFeed.ts';
import { buildCatalogue, type CatalogueContent } from '../web/routes/find-a-trip/catalogue.ts';
import { catalogueCard } from '../web/routes/find-a-trip/feedCards.ts';
import { findTrips, nearestMatches, placeIndex } from '../web/routes/find-a-trip/matching.ts';
import { parseSearch } from '../web/routes/find-a-trip/search.ts';

const LIMIT_MS = 20;
const ROUNDS = 2000;

const content: CatalogueContent = {
  journeys: journeys.map((journey) => ({
    slug: journey.slug.current,
    title: journey.heroTitle,
    price: journey.price,
    nights: journey.nights,
    tags: journey.tags,
    months: 'whenToGo' in journey ? (journey.whenToGo?.months ?? null) : null,
    kinds: journey.holidayTypes.map((reference) => reference._ref),
    image: null,
  })),
  destinations: destinationDocuments.map((destination) => ({
    slug: destination.slug.current,
    title: destination.heroTitle,
    region: destination.card.region,
    locations: destination.locations,
    months: destination.whenToGo?.months ?? null,
    kinds: destination.holidayTypes.map((reference) => reference._ref),
  })),
  regions: journeyRegions.map((region) => ({ slug: region.slug.current, title: region.title })),
  holidayTypes: holidayTypes.map((type) => ({
    id: type._id,
    slug: type.slug.current,
    label: type.shortLabel,
  })),
};
const cards = parseTravelCards(snapshot).map(catalogueCard);

const addresses = [
  '',
  'where=maldives',
  'where=asia&where=indian-ocean&month=2',
  'month=12&budget=5000&nights=7-10',
  'type=honeymoons&type=luxury-beach-holidays&sort=price',
  'where=thailand&month=7&budget=3000&nights=15-&type=safaris',
  'budget=abc&month=13&where=atlantis',
];

/** One request's work for one address. */
function search(address: string): number {
  const catalogue = buildCatalogue(content, cards);
  const { search: parsed } = parseSearch(
    new URLSearchParams(address),
    catalogue.places,
    catalogue.kinds,
  );
  const index = placeIndex(catalogue.places);
  const trips = findTrips(catalogue.entries, parsed, index);
  const nearest = trips.length === 0 ? nearestMatches(catalogue.entries, parsed, index) : [];
  return trips.length + nearest.length;
}

// Warm up the code paths before measuring, as a running server would have.
for (let round = 0; round < 200; round += 1) search(addresses[round % addresses.length] ?? '');

// Wall time counts the waits of a busy machine (other processes, garbage collection); processor
// time is the work itself. Both are shown, so a loaded machine's figure can be read for what it is.
const wall: number[] = [];
const cpu: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const started = performance.now();
  const startedCpu = process.cpuUsage();
  search(addresses[round % addresses.length] ?? '');
  const used = process.cpuUsage(startedCpu);
  cpu.push((used.user + used.system) / 1000);
  wall.push(performance.now() - started);
}

function summary(label: string, times: number[]): number {
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
  console.log(
    `  ${label}: median ${at(0.5).toFixed(3)} ms, p95 ${at(0.95).toFixed(3)} ms, max ${(times[times.length - 1] ?? 0).toFixed(3)} ms`,
  );
  return at(0.95);
}

const entries = buildCatalogue(content, cards).entries.length;
console.log(`Trip finder: ${entries} trips in the catalogue, ${ROUNDS} searches`);
const wallP95 = summary('wall time per search     ', wall);
const cpuP95 = summary('processor time per search', cpu);
console.log(
  `  p95 ${cpuP95 < LIMIT_MS ? 'within' : 'OVER'} the ${LIMIT_MS} ms budget (processor), ${wallP95 < LIMIT_MS ? 'within' : 'over'} it (wall)`,
);
