/**
 * `npm run bench:live`: how long a visitor waits to see a publish. A journey page is open in
 * Chromium; its title is published through the content API 20 times, and each time the clock
 * runs from the commit call until the open page shows the new title (no reload). Prints the
 * median and the worst. A benchmark that prints figures; it gates nothing.
 *
 *   npm run bench:live -- --url=http://127.0.0.1:3000   a running host on this machine; its
 *                                                        DATA_DIR holds the local token
 *   --runs=20 (1…100)  --journey=borneo-wildlife-adventure
 */
import { createClient } from '@sanity/client';
import { chromium } from 'playwright-core';
import { sanityConnection } from '../shared/sanityConfig.ts';
import { LOOPBACK, boundedInteger, option } from './benchOptions.ts';
import { debianChromium } from './chromium.ts';

const runs = boundedInteger('runs', 20, 1, 100);
const slug = option('journey') ?? 'borneo-wildlife-adventure';
const origin = new URL(option('url') ?? 'http://127.0.0.1:3000').origin;
if (!LOOPBACK.has(new URL(origin).hostname)) {
  console.error(
    '--url must be a loopback address: this benchmark publishes to the host it measures',
  );
  process.exit(2);
}

const connection = sanityConnection({ origin, withToken: true });
if (!connection.token) {
  console.error('No token: set DATA_DIR to the host’s data folder (or SANITY_API_TOKEN)');
  process.exit(2);
}
const api = createClient({
  projectId: connection.projectId,
  dataset: connection.dataset,
  apiVersion: connection.apiVersion,
  apiHost: connection.apiHost,
  useProjectHostname: connection.useProjectHostname,
  useCdn: false,
  token: connection.token,
});

const journey = await api.fetch<{ _id: string; heroTitle: string } | null>(
  '*[_type == "journey" && slug.current == $slug][0]{_id, heroTitle}',
  { slug },
);
if (!journey) {
  console.error(`No journey '${slug}' on ${origin}`);
  process.exit(2);
}

const browser = await chromium.launch(debianChromium);
const timings: number[] = [];
try {
  const page = await browser.newPage();
  // The page keeps one Live Content API stream open across its updates: publish once it listens.
  const stream = page.waitForResponse((response) => response.url().includes('/data/live/events/'), {
    timeout: 30_000,
  });
  await page.goto(`${origin}/journeys/${slug}`);
  await stream;
  for (let run = 1; run <= runs; run++) {
    const title = `${journey.heroTitle} (${run})`;
    const started = performance.now();
    await api.patch(journey._id).set({ heroTitle: title }).commit();
    // Checked on every animation frame in the page. A function, not a string: the page's
    // content policy forbids evaluating strings. Typed loosely, as this file has no DOM types.
    await page.waitForFunction(
      (expected) =>
        (
          globalThis as unknown as {
            document: { querySelector(selector: string): { textContent: string | null } | null };
          }
        ).document.querySelector('h1')?.textContent === expected,
      title.toLocaleUpperCase('en-GB'),
      { timeout: 30_000, polling: 'raf' },
    );
    timings.push(performance.now() - started);
  }
} finally {
  await api.patch(journey._id).set({ heroTitle: journey.heroTitle }).commit();
  await browser.close();
}

const sorted = [...timings].sort((a, b) => a - b);
const middle = Math.floor(sorted.length / 2);
const median =
  sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
console.log(`publish to visible, ${runs} publishes on ${origin}/journeys/${slug}`);
console.log(`  median ${median.toFixed(0)} ms, worst ${(sorted.at(-1) ?? 0).toFixed(0)} ms`);
