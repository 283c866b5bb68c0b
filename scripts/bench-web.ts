/**
 * `npm run bench:web`: how fast the site is for a visitor on a phone, and how cheap it is to
 * serve. A benchmark that prints figures; it gates nothing (the machine is shared and noisy).
 *
 * 0. A warm-up: every route rendered once and every picture it names drawn once, so what is
 *    measured is the site in use rather than its first visitor after a start.
 * 1. Lighthouse, mobile preset (simulated slow 4G, 4x CPU slowdown), in Debian's Chromium, on
 *    every route type: the median of each figure over the runs.
 * 2. Taps on a phone Chromium itself throttles the same way (`benchTaps.ts`): per route type, the
 *    time to hydrate, and the menu button's latency (Event Timing, as INP) and time to show the
 *    menu for a tap 300 ms after the first paint and for one after hydration: the median of the runs.
 * 3. The sweep (`benchSweep.ts`): the menu tapped at every `--step` ms from the first paint to
 *    one second after hydration, a fresh page per tap; per route type the worst INP and tap-to-menu
 *    time, and hydration's long tasks: the median of the runs. It takes minutes per route.
 * 4. Requests per second of each route from the host, beside a plain Node server holding the same
 *    HTML, in the same run: the ratio says what rendering (or the page cache) costs.
 *
 *   npm run bench:web                          starts the production build on a free port with a
 *                                              fresh data folder (run `npm run build` first)
 *   npm run bench:web -- --url=http://127.0.0.1:3000   a running host instead (loopback only)
 *   --runs=3 (1…9)  --seconds=5 (1…30)  --connections=8 (1…64)
 *   --only=lighthouse|taps|sweep|throughput  one part alone
 *   --routes=home,a-journey  route types by name, spaces as dashes (a quick look; all by default)
 *   --step=100 (50…1000)  the sweep's step in ms
 */
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { boundedInteger, median, option } from './benchOptions.ts';
import { benchHost, routeTypes, warmUp } from './benchHost.ts';
import { sweepTable } from './benchSweep.ts';
import { tapTable } from './benchTaps.ts';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const runs = boundedInteger('runs', 3, 1, 9);
const seconds = boundedInteger('seconds', 5, 1, 30);
const connections = boundedInteger('connections', 8, 1, 64);
const step = boundedInteger('step', 100, 50, 1000);
const only = option('only');
if (only !== undefined && !['lighthouse', 'taps', 'sweep', 'throughput'].includes(only)) {
  console.error('--only must be lighthouse, taps, sweep or throughput');
  process.exit(2);
}

/** The route types `--routes` names (each name with dashes for spaces), or all of them. */
function chosenRoutes(all: [string, string][]): [string, string][] {
  const names = option('routes')?.split(',');
  if (names === undefined) return all;
  const key = (name: string) => name.replace(/[ ,]+/g, '-');
  const chosen = all.filter(([name]) => names.includes(key(name)));
  if (chosen.length !== names.length) {
    console.error(`--routes takes names of: ${all.map(([name]) => key(name)).join(', ')}`);
    process.exit(2);
  }
  return chosen;
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  /** Why Lighthouse could not measure a figure in this run, if it could not. */
  problems: string[];
}

async function lighthouseOnce(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const items =
    (
      audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    scriptKb: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
    problems: [
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ].flatMap((id) => (audits[id]?.errorMessage ? [`${id}: ${audits[id].errorMessage}`] : [])),
  };
}

async function lighthouseTable(origin: string, routes: [string, string][]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    console.log(`\nLighthouse ${runs}x per route, mobile preset, median of each figure:\n`);
    console.log('| route | perf | a11y | best pr. | SEO | LCP | TBT | CLS | JS (transfer) |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    const unmeasured: string[] = [];
    for (const [name, route] of routes) {
      const figures: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++)
        figures.push(await lighthouseOnce(origin + route, chrome.port));
      const m = (pick: (f: LighthouseFigures) => number) => median(figures.map(pick));
      console.log(
        `| ${name} \`${route}\` | ${m((f) => f.performance)} | ${m((f) => f.accessibility)} | ` +
          `${m((f) => f.bestPractices)} | ${m((f) => f.seo)} | ${(m((f) => f.lcpMs) / 1000).toFixed(2)} s | ` +
          `${Math.round(m((f) => f.tbtMs))} ms | ${m((f) => f.cls).toFixed(3)} | ${m((f) => f.scriptKb).toFixed(1)} KB |`,
      );
      for (const problem of figures.flatMap((f) => f.problems))
        unmeasured.push(`${route}: ${problem}`);
    }
    for (const problem of unmeasured) console.log(`Not measured in one run, ${problem}`);
  } finally {
    chrome.kill();
  }
}

async function requestsPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) {
    console.error(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result.requests.average;
}

/** A plain Node server answering every request with the same bytes. */
async function staticServer(html: Uint8Array): Promise<{ url: string; close: () => void }> {
  const server = createHttpServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': html.byteLength,
    });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

async function throughputTable(origin: string, routes: [string, string][]): Promise<void> {
  console.log(`\nThroughput, ${connections} connections for ${seconds} s each, side by side:\n`);
  console.log('| route | host (req/s) | static (req/s) | static ÷ host |');
  console.log('|---|---|---|---|');
  for (const [name, route] of routes) {
    const html = new Uint8Array(await (await fetch(origin + route)).arrayBuffer());
    const plain = await staticServer(html);
    try {
      const host = await requestsPerSecond(origin + route);
      const stat = await requestsPerSecond(plain.url);
      console.log(
        `| ${name} \`${route}\` | ${Math.round(host)} | ${Math.round(stat)} | ${(stat / host).toFixed(2)}x |`,
      );
    } finally {
      plain.close();
    }
  }
}

const host = await benchHost('bench-web');
try {
  const routes = chosenRoutes(routeTypes());
  await warmUp(host.origin, routes);
  if (only === undefined || only === 'lighthouse') await lighthouseTable(host.origin, routes);
  if (only === undefined || only === 'taps') await tapTable(host.origin, routes, runs);
  if (only === undefined || only === 'sweep') await sweepTable(host.origin, routes, runs, step);
  if (only === undefined || only === 'throughput') await throughputTable(host.origin, routes);
} finally {
  host.stop();
}
