/**
 * `npm run images`: draws every picture the seed content and the travel-cards feed use into the
 * image cache (.cache/imagery/v{version}), and says how long it took. Already-cached pictures
 * are skipped, so a second run is instant. `--force` redraws into a fresh temporary folder to
 * time a cold run without touching the cache.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { seedDocuments } from '../content/index.ts';
import { readTravelCardSnapshot } from '../server/contentHostService.ts';
import { cachedArtwork, defaultCacheDir, mapWithConcurrency } from '../imagery/cache.ts';
import type { Artwork, ImageFormat } from '../imagery/render.ts';
import { travelPackImage, travelPackPaths } from '../imagery/travelCardArt.ts';
import { collectArtworks, toArtwork } from '../seed/artworks.ts';
import { progressPrinter } from '../seed/local.ts';

const { values } = parseArgs({ options: { force: { type: 'boolean', default: false } } });
const cacheDir = values.force ? mkdtempSync(path.join(os.tmpdir(), 'imagery-')) : defaultCacheDir;

const jobs: { artwork: Artwork; format: ImageFormat }[] = [
  ...[...collectArtworks(seedDocuments()).values()].map((spec) => ({
    artwork: toArtwork(spec),
    format: 'webp' as const,
  })),
];
const cards = readTravelCardSnapshot();
for (const card of cards) {
  // The card hero in both formats the site offers; gallery pictures are drawn on first request.
  for (const url of travelPackPaths(card).filter((candidate) =>
    /_hero\.(webp|jpg)$/.test(candidate),
  )) {
    const image = travelPackImage(cards, url);
    if (image) jobs.push(image);
  }
}

const progress = progressPrinter();
let done = 0;
const started = performance.now();
await mapWithConcurrency(jobs, 2, async ({ artwork, format }) => {
  await cachedArtwork(artwork, format, cacheDir);
  progress('pictures', ++done, jobs.length);
});
const seconds = (performance.now() - started) / 1000;
console.log(
  `images: ${jobs.length} pictures ready in ${seconds.toFixed(1)} s (${path.relative(process.cwd(), cacheDir) || cacheDir})`,
);
if (values.force) rmSync(cacheDir, { recursive: true, force: true });
