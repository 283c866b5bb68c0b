/**
 * `npm run bench:field`: the site's own field data, checked end to end (issue 51). A few hundred
 * visits, phones and desktops in turn across every route type, each in a fresh browser context
 * that Chromium itself throttles, with real taps; each visit's page beacon reports to the host as
 * a visitor's would. Then the Studio's "Site speed" figures are read from the lake with the
 * tool's own computation (`speedRows`), and printed beside the p75s of what the visits measured
 * in the page themselves. A benchmark: it prints figures and gates nothing.
 *
 * - A phone is Lighthouse's mobile one: 150 ms round trips, 1.6 Mbps down, 750 Kbps up, the
 *   processor slowed 4x, a 412 x 823 touch screen. A desktop is Lighthouse's desktop one: 40 ms
 *   round trips, 10 Mbps, no slowdown, 1350 x 940 with a mouse.
 * - A visit: open the page, wait for it to hydrate (or, on a page made for reading, to be
 *   ready), tap (or click) its main heading, then, on a phone, the menu button; hide the page,
 *   which sends its report. The bench's own recorder reads the browser's performance entries from
 *   before the page's scripts, as the beacon does, without its code.
 * - Browsers' user agents are ordinary phones' and desktops' (a headless one is not counted).
 *
 *   npm run bench:field                starts the production build on a free port with a fresh
 *                                      data folder (run `npm run build` first)
 *   --visits=260 (10…1000)  --parallel=2 (1…4)
 *   --url=http://127.0.0.1:3000        a running host instead (loopback only), with DATA_DIR set
 *                                      to its data folder; its own rate limit applies
 *                                      (VITALS_RATE_LIMIT per address), and its figures include
 *                                      every earlier visit of the last 28 days
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  DEVICES,
  METRICS,
  ROUTE_TYPES,
  type Device,
  type Metric,
  type RouteType,
} from '../features/fieldSpeed/index.ts';
import {
  formatFigure,
  SPEED_DAYS_QUERY,
  speedRows,
  windowStart,
  type SpeedDay,
} from '../features/fieldSpeed/index.ts';
import { forgetEnvironment } from '../shared/environment.ts';
import { bucketWidthAt } from '../features/fieldSpeed/index.ts';
import { boundedInteger, option } from './benchOptions.ts';
import { benchHost, routeTypes, warmUp } from './benchHost.ts';
import { debianChromium } from './chromium.ts';
import { withContentClient } from './contentClient.ts';

const visits = boundedInteger('visits', 260, 10, 1000);
const parallel = boundedInteger('parallel', 2, 1, 4);

interface Profile {
  device: Exclude<Device, 'tablet'>;
  context: Parameters<Browser['newContext']>[0];
  network: { latency: number; downloadThroughput: number; uploadThroughput: number };
  cpuSlowdown: number;
}

/** Lighthouse's mobile and desktop throttling, in DevTools protocol units. */
const PROFILES: Profile[] = [
  {
    device: 'phone',
    context: {
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent:
        'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
    },
    network: {
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    },
    cpuSlowdown: 4,
  },
  {
    device: 'desktop',
    context: {
      viewport: { width: 1350, height: 940 },
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 ' +
        '(KHTML, like Gecko) Chrome/136.0.0.0 Safari/537.36',
    },
    network: {
      latency: 40,
      downloadThroughput: (10 * 1024 * 1024) / 8,
      uploadThroughput: (10 * 1024 * 1024) / 8,
    },
    cpuSlowdown: 1,
  },
];

/**
 * The bench's own measure, run in every document before its scripts: the same browser entries
 * web-vitals reads (FCP, LCP until the first input, CLS in session windows, the slowest
 * interaction's duration with the first input however short, the navigation's first byte). A string: the browser is its only reader.
 */
const RECORDER = `(() => {
  // The launch notice, a modal, greets a first visit; the visitor measured has seen it before.
  try { localStorage.setItem('launch-notice:seen', 'true'); } catch {}
  const m = { FCP: null, LCP: null, CLS: 0, INP: null };
  Object.defineProperty(window, '__fieldBench', { value: m });
  const watch = (type, read, extra) =>
    new PerformanceObserver((list) => list.getEntries().forEach(read))
      .observe({ type, buffered: true, ...extra });
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') m.FCP = e.startTime; });
  watch('largest-contentful-paint', (e) => { m.LCP = e.startTime; });
  let value = 0, first = 0, last = 0;
  watch('layout-shift', (e) => {
    if (e.hadRecentInput) return;
    if (value && (e.startTime - last > 1000 || e.startTime - first > 5000)) value = 0;
    if (!value) first = e.startTime;
    value += e.value;
    last = e.startTime;
    m.CLS = Math.max(m.CLS, value);
  });
  const interaction = (e) => {
    if (e.interactionId) m.INP = Math.max(m.INP ?? 0, e.duration);
  };
  watch('event', interaction, { durationThreshold: 16 });
  // The first input counts however short, as web-vitals counts it.
  watch('first-input', interaction);
})();`;

type Figures = Partial<Record<Metric, number>>;

interface Visit {
  routeType: RouteType;
  device: Device;
  measured: Figures;
  /** The report the page's beacon sent, as the host received it. */
  reported: boolean;
}

const READY_TIMEOUT_MS = 90_000;

/** The recorder's figures and the navigation's first byte. Strings: the browser reads them. */
const MEASURED = `({
  ...window.__fieldBench,
  TTFB: performance.getEntriesByType('navigation')[0]?.responseStart ?? null,
})`;
/** After the taps' frames are painted, so their event entries are in. */
const SETTLED = 'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300)))';
/** Hides the page, as switching tabs or locking the phone does: the page view reports. */
const HIDE = `(() => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  Object.defineProperty(document, 'hidden', { value: true, configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
})()`;

async function measured(page: Page): Promise<Figures> {
  const figures = await page.evaluate<Record<string, number | null>>(MEASURED);
  return Object.fromEntries(
    Object.entries(figures).filter((entry): entry is [Metric, number] => entry[1] !== null),
  );
}

/** Taps (or clicks) the middle of what a locator finds, if it is on screen. */
async function press(page: Page, profile: Profile, target: ReturnType<Page['locator']>) {
  const box = await target.boundingBox({ timeout: 5_000 }).catch(() => null);
  if (!box || box.y + box.height / 2 > (profile.context?.viewport?.height ?? 0)) return;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (profile.device === 'phone') await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

async function visit(
  browser: Browser,
  origin: string,
  route: string,
  profile: Profile,
): Promise<Omit<Visit, 'routeType'> & { routeType?: RouteType }> {
  const context: BrowserContext = await browser.newContext(profile.context);
  try {
    let routeType: RouteType | undefined;
    let reported = false;
    await context.route('**/api/vitals', async (request) => {
      routeType = (request.request().postDataJSON() as { routeType: RouteType }).routeType;
      await request.continue();
    });
    const answered = context.waitForEvent('response', {
      predicate: (response) => response.url().endsWith('/api/vitals'),
      timeout: 30_000,
    });
    answered.then((response) => (reported = response.status() === 204)).catch(() => undefined);
    await context.addInitScript(RECORDER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });

    await page.goto(origin + route, { waitUntil: 'load', timeout: READY_TIMEOUT_MS });
    // Hydrated, or a page made for reading that waits for the visitor's first reach.
    await page
      .locator('html[data-hydrated="true"], html[data-scripts-wait-for-interaction]')
      .waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS });
    await press(page, profile, page.getByRole('heading', { level: 1 }).first());
    if (profile.device === 'phone') {
      await press(page, profile, page.getByRole('button', { name: 'Open menu' }));
    }
    await page.evaluate(SETTLED);
    const figures = await measured(page);
    await page.evaluate(HIDE);
    await answered.catch(() => undefined);
    return { routeType, device: profile.device, measured: figures, reported };
  } finally {
    await context.close();
  }
}

/** The exact p75 of some figures, as web-vitals' own reports would be summarised. */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

function difference(tool: number | null, own: number | null): string {
  if (tool === null || own === null) return '';
  if (own === 0) return tool === 0 ? ' (=)' : '';
  const percent = ((tool - own) / own) * 100;
  return ` (${percent >= 0 ? '+' : ''}${percent.toFixed(0)}%)`;
}

const format = (metric: Metric, value: number | null) =>
  value === null ? '–' : formatFigure(metric, value);

async function main(): Promise<void> {
  if (option('url') !== undefined && process.env.DATA_DIR === undefined) {
    // Without it the Studio's figures would be read from another lake, and show no views.
    console.error(
      '--url needs DATA_DIR=<the running host’s data folder>, whose lake the tool reads',
    );
    process.exit(2);
  }
  const host = await benchHost('bench-field', { VITALS_RATE_LIMIT: String(visits * 2) });
  try {
    if (host.dataDir) {
      // The Studio tool's figures are read from this host's lake, with its data folder's token.
      process.env.DATA_DIR = host.dataDir;
      forgetEnvironment();
    }
    const routes = routeTypes();
    await warmUp(host.origin, routes);
    const browser = await chromium.launch({ ...debianChromium, headless: true });
    const done: Visit[] = [];
    let failed = 0;
    const started = Date.now();
    try {
      let next = 0;
      const worker = async () => {
        for (let index = next++; index < visits; index = next++) {
          const profile = PROFILES[index % PROFILES.length] as Profile;
          // Thirteen routes and two devices: every route is seen on both.
          const [, route] = routes[index % routes.length] as [string, string];
          try {
            const result = await visit(browser, host.origin, route, profile);
            if (result.routeType) done.push({ ...result, routeType: result.routeType });
            else failed++;
          } catch (error) {
            failed++;
            console.error(
              `  ${profile.device} ${route}: ${(error as Error).message.split('\n')[0]}`,
            );
          }
          if ((index + 1) % 20 === 0) console.log(`  ${index + 1} visits`);
        }
      };
      await Promise.all(Array.from({ length: parallel }, worker));
    } finally {
      await browser.close();
    }
    const minutes = (Date.now() - started) / 60_000;
    console.log(
      `\n${done.length} visits reported (${done.filter((v) => v.reported).length} answered 204), ` +
        `${failed} failed, in ${minutes.toFixed(1)} minutes.`,
    );

    const days = await withContentClient(
      () => undefined,
      (client) => client.fetch<SpeedDay[]>(SPEED_DAYS_QUERY, { from: windowStart(new Date()) }),
    );
    const rows = speedRows(days);
    let compared = 0;
    let within = 0;
    let withinBucket = 0;
    for (const device of DEVICES) {
      const own = done.filter((one) => one.device === device);
      if (own.length === 0) continue;
      console.log(`\n${device}: the Studio tool's p75 / the visits' own p75 (difference)\n`);
      console.log(`| route type | views (tool / visits) | ${METRICS.join(' | ')} |`);
      console.log(`|---|---|${METRICS.map(() => '---').join('|')}|`);
      const groups = ROUTE_TYPES.flatMap((routeType) => {
        const group = own.filter((one) => one.routeType === routeType);
        const row = rows.find((r) => r.device === device && r.routeType === routeType);
        return group.length ? [{ name: routeType, group, row }] : [];
      });
      for (const { name, group, row } of groups) {
        const cells = METRICS.map((metric) => {
          const tool = row?.figures.find((figure) => figure.metric === metric)?.p75 ?? null;
          const mine = p75(group.flatMap((one) => one.measured[metric] ?? []));
          if (tool !== null && mine !== null) {
            compared++;
            if (Math.abs(tool - mine) <= 0.1 * mine) within++;
            if (Math.abs(tool - mine) <= Math.max(0.1 * mine, bucketWidthAt(metric, mine))) {
              withinBucket++;
            }
          }
          return `${format(metric, tool)} / ${format(metric, mine)}${difference(tool, mine)}`;
        });
        console.log(`| ${name} | ${row?.views ?? 0} / ${group.length} | ${cells.join(' | ')} |`);
      }
    }
    console.log(
      `\n${within} of ${compared} figures agree within 10%; ${withinBucket} within 10% or one ` +
        "of the tool's buckets (a figure read from fixed buckets is exact to one bucket: 50 ms " +
        'for load times to 2 s and coarser above, 10 ms for INP to 500 ms, 0.005 for CLS).',
    );
  } finally {
    host.stop();
  }
}

await main();
