/**
 * The part of `npm run bench:web` that holds a throttled phone in its hand: per route type, how
 * long the page takes to hydrate and how the header's menu button answers a tap made early (300
 * ms after the first paint, while the scripts are still arriving or starting) and one made once
 * the page has hydrated. Lighthouse reports neither: its interaction figures are estimates from a
 * page nobody touches.
 *
 * The phone is Lighthouse's mobile one, applied by Chromium itself rather than simulated: 150 ms
 * round trips, 1.6 Mbps down and 750 Kbps up (Network.emulateNetworkConditions), the processor
 * slowed 4x (Emulation.setCPUThrottlingRate), a 412 x 823 touch screen at 1.75x. Each run is a
 * fresh browser context, so nothing is cached, as for a first visit.
 *
 * What a run records in the page, from before any of its own scripts:
 * - hydration: when the root gains `data-hydrated="true"`, from navigation start;
 * - the first contentful paint, from the paint timing API, which the tap is timed from;
 * - each interaction's latency from the Event Timing API (the longest `event` entry of the tap,
 *   as INP counts it; entries under 16 ms are not reported, so such a tap shows as "< 16 ms");
 * - when the menu panel is on screen: the frame after its popover's `toggle` to open.
 *
 * A run: load the page, tap the menu button 300 ms after the first paint, wait for the menu and
 * for hydration, close the menu with its close button, tap the menu button again half a second
 * later. On a page made for reading, the first tap is what starts its scripts (the browser
 * answers the press itself meanwhile), so its hydration figure includes that wait.
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median } from './benchOptions.ts';
import { debianChromium } from './chromium.ts';

/** Lighthouse's mobile throttling (its `throttling` defaults), in DevTools protocol units. */
const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (a Moto G Power): the same width and density as its figures. */
const PHONE_SCREEN = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
};

/** How long after the first paint the early tap is made. */
const EARLY_TAP_MS = 300;
/** Longer than any page takes on the throttled phone; past it a figure is reported as missing. */
export const PAINT_TIMEOUT_MS = 60_000;
export const HYDRATION_TIMEOUT_MS = 90_000;
export const MENU_TIMEOUT_MS = 30_000;

/**
 * The recorder, run in every document before its own scripts. A string rather than a function:
 * the commands are type-checked without the DOM's types, and the browser is its only reader.
 */
export const RECORDER = `(() => {
  // The launch notice, a modal, greets a first visit and covers the menu: the visitor measured
  // has dismissed it before (the key is LaunchNotice.tsx's), though with nothing in the cache.
  localStorage.setItem('launch-notice:seen', 'true');
  const bench = {
    fcp: NaN, hydrated: NaN, waits: false, taps: [], toggles: [], events: [], longTasks: [],
  };
  Object.defineProperty(window, '__tapBench', { value: bench });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName('first-contentful-paint')) {
      if (!Number.isNaN(bench.fcp)) continue;
      bench.fcp = entry.startTime;
      // The menu button's place goes with the news, so the tap needs nothing more from a page
      // whose slowed processor may be busy by the time it is due.
      const button = document.querySelector('button[aria-label="Open menu"]');
      const box = button ? button.getBoundingClientRect() : null;
      window.__tapBenchPainted?.({
        fcp: entry.startTime,
        timeOrigin: performance.timeOrigin,
        x: box ? box.x + box.width / 2 : NaN,
        y: box ? box.y + box.height / 2 : NaN,
        panelId: button ? button.getAttribute('popovertarget') : null,
      });
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      bench.events.push({
        name: entry.name,
        startTime: entry.startTime,
        duration: entry.duration,
        interactionId: entry.interactionId,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The main thread's long tasks (over 50 ms), for the sweep's figures of hydration.
  if (PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  }
  // The press's own time stamp: when the finger came down, however late the page handles it.
  addEventListener('pointerdown', (event) => {
    if (event.isTrusted) bench.taps.push(event.timeStamp);
  }, true);
  // A popover's toggle does not bubble but passes the document on its way in. The frame after it
  // is the one that shows the panel.
  document.addEventListener('toggle', (event) => {
    const id = event.target && event.target.id;
    const state = event.newState;
    requestAnimationFrame(() =>
      setTimeout(() => bench.toggles.push({ id, state, at: performance.now() })),
    );
  }, true);
  new MutationObserver(() => {
    const root = document.documentElement;
    if (root.hasAttribute('data-scripts-wait-for-interaction')) bench.waits = true;
    if (root.getAttribute('data-hydrated') === 'true' && Number.isNaN(bench.hydrated))
      bench.hydrated = performance.now();
  }).observe(document, {
    subtree: true,
    attributes: true,
    attributeFilter: ['data-hydrated', 'data-scripts-wait-for-interaction'],
  });
})();`;

export interface Recorded {
  fcp: number;
  longTasks: { startTime: number; duration: number }[];
  hydrated: number;
  waits: boolean;
  taps: number[];
  toggles: { id: string; state: string; at: number }[];
  events: { name: string; startTime: number; duration: number; interactionId: number }[];
}

/** What the page says as it first paints. */
export interface Painted {
  fcp: number;
  timeOrigin: number;
  x: number;
  y: number;
  panelId: string | null;
}

export interface TapFigures {
  /** The tap's Event Timing latency; 0 when no entry reached 16 ms; NaN if the tap was not seen. */
  inpMs: number;
  /** From the finger coming down to the menu on screen; NaN if it never opened. */
  shownMs: number;
  /** When the finger came down, from the first paint. */
  afterPaintMs: number;
}

interface RunFigures {
  fcpMs: number;
  hydratedMs: number;
  /** The page's scripts waited for a visitor's reach (a page made for reading). */
  waits: boolean;
  early: TapFigures;
  /** The menu the early tap opened closed again with nobody touching it. */
  closedItself: boolean;
  late: TapFigures;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export const recorded = (page: Page): Promise<Recorded> =>
  page.evaluate(() => Reflect.get(globalThis, '__tapBench') as Recorded);

/** Polls the page's record until `done` holds or the time is up; the last record either way. */
export async function until(
  page: Page,
  done: (record: Recorded) => boolean,
  timeoutMs: number,
): Promise<Recorded> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await recorded(page);
    if (done(record) || Date.now() > deadline) return record;
    await sleep(100);
  }
}

/** Where the menu button is, and the popover it opens. */
export interface MenuButton {
  x: number;
  y: number;
  panelId: string;
}

export async function menuButton(page: Page): Promise<MenuButton> {
  const button = page.getByRole('button', { name: 'Open menu' });
  const box = await button.boundingBox({ timeout: MENU_TIMEOUT_MS });
  const panelId = await button.getAttribute('popovertarget');
  if (!box || !panelId) throw new Error('the menu button is not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, panelId };
}

/**
 * Taps the menu button (the `taps` of the page's record before it given) and waits for the menu;
 * the tap's time stamp in the page.
 */
async function tapMenu(page: Page, button: MenuButton, tapsBefore: number): Promise<number> {
  await page.touchscreen.tap(button.x, button.y);
  const record = await until(page, (r) => r.taps.length > tapsBefore, MENU_TIMEOUT_MS);
  const tappedAt = record.taps[tapsBefore] ?? NaN;
  await until(page, (r) => shownAt(r, button.panelId, tappedAt) !== undefined, MENU_TIMEOUT_MS);
  return tappedAt;
}

export const shownAt = (record: Recorded, panelId: string, after: number) =>
  record.toggles.find((t) => t.id === panelId && t.state === 'open' && t.at > after)?.at;

export function menuClosedAfter(record: Recorded, panelId: string, tappedAt: number): boolean {
  const shown = shownAt(record, panelId, tappedAt);
  return (
    shown !== undefined &&
    record.toggles.some((t) => t.id === panelId && t.state === 'closed' && t.at > shown)
  );
}

/** The tap's figures: its interaction is the one whose entries start as the finger comes down. */
export function tapFigures(record: Recorded, panelId: string, tappedAt: number): TapFigures {
  const ids = new Set(
    record.events
      .filter((e) => e.startTime >= tappedAt - 1 && e.startTime < tappedAt + 1000)
      .map((e) => e.interactionId),
  );
  const durations = record.events.filter((e) => ids.has(e.interactionId)).map((e) => e.duration);
  const shown = shownAt(record, panelId, tappedAt);
  return {
    inpMs: Number.isNaN(tappedAt) ? NaN : Math.max(0, ...durations),
    shownMs: shown === undefined ? NaN : shown - tappedAt,
    afterPaintMs: tappedAt - record.fcp,
  };
}

export async function throttledPhone(
  browser: Browser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(PHONE_SCREEN);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

async function runOnce(browser: Browser, url: string): Promise<RunFigures> {
  const { context, page } = await throttledPhone(browser);
  try {
    // Told the moment the page paints, with the menu button's place, so the early tap is timed
    // from the paint itself rather than from a poll of a page whose processor is slowed.
    const painted = new Promise<Painted>((resolve, reject) => {
      setTimeout(() => reject(new Error(`no first paint of ${url}`)), PAINT_TIMEOUT_MS);
      void page.exposeBinding('__tapBenchPainted', (_source, news: Painted) => resolve(news));
    });
    await page.addInitScript({ content: RECORDER });
    await page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
    const { fcp, timeOrigin, ...button } = await painted;
    // The first paint was once reported before the menu button was in the document (the
    // journeys list, on a loaded machine); then the button is waited for as a visitor would.
    const menu =
      button.panelId === null ? await menuButton(page) : { ...button, panelId: button.panelId };
    await sleep(timeOrigin + fcp + EARLY_TAP_MS - Date.now());
    const early = await tapMenu(page, menu, 0);

    await until(page, (r) => !Number.isNaN(r.hydrated), HYDRATION_TIMEOUT_MS);
    // Whatever the page does as it hydrates is given its time before the menu is closed: a menu
    // that closes itself then has slipped from the visitor's hand.
    await sleep(1000);
    const closedItself = menuClosedAfter(await recorded(page), menu.panelId, early);
    const closer = page.getByRole('button', { name: 'Close menu' });
    if (await closer.isVisible()) await closer.tap({ timeout: MENU_TIMEOUT_MS });
    // Closed when the panel no longer matches the platform's own open-popover state.
    await page
      .locator(`[id="${menu.panelId}"]:popover-open`)
      .waitFor({ state: 'detached', timeout: MENU_TIMEOUT_MS });
    await sleep(500);
    const tapsBefore = (await recorded(page)).taps.length;
    const late = await tapMenu(page, await menuButton(page), tapsBefore);
    // Event Timing entries are delivered after the frame that ends them.
    await sleep(1000);

    const record = await recorded(page);
    return {
      fcpMs: record.fcp,
      hydratedMs: record.hydrated,
      waits: record.waits,
      early: tapFigures(record, menu.panelId, early),
      closedItself,
      late: tapFigures(record, menu.panelId, late),
    };
  } finally {
    await context.close();
  }
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '–');

function tapCell(taps: TapFigures[], closedItself = 0): string {
  const inp = median(taps.map((t) => t.inpMs));
  const shown = median(taps.map((t) => t.shownMs));
  const opened = taps.filter((t) => Number.isFinite(t.shownMs)).length;
  const inpText = !Number.isFinite(inp) ? 'INP –' : inp < 16 ? 'INP < 16 ms' : `INP ${inp} ms`;
  const shownText = opened === 0 ? 'menu NOT shown' : `menu shown ${Math.round(shown)} ms`;
  const notes = [
    ...(opened < taps.length ? [`opened ${opened}/${taps.length}`] : []),
    ...(closedItself > 0 ? [`closed itself on hydrating ${closedItself}/${taps.length}`] : []),
  ];
  return `${inpText}, ${shownText}${notes.length > 0 ? ` (${notes.join(', ')})` : ''}`;
}

/** Prints the table: per route, medians over `runs` fresh loads on the throttled phone. */
export async function tapTable(
  origin: string,
  routes: [string, string][],
  runs: number,
): Promise<void> {
  const browser = await chromium.launch({ ...debianChromium, headless: true });
  try {
    console.log(
      `\nTaps on a throttled phone, ${runs}x per route (150 ms RTT, 1.6 Mbps down, 750 Kbps up, ` +
        `CPU ${CPU_SLOWDOWN}x slower, 412 x 823 touch), median of each figure:\n`,
    );
    console.log(
      '| route | hydrated (first paint) | tap 300 ms after paint: INP, menu shown | tap after hydration: INP, menu shown |',
    );
    console.log('|---|---|---|---|');
    const notes: string[] = [];
    for (const [name, route] of routes) {
      const figures: RunFigures[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          figures.push(await runOnce(browser, origin + route));
        } catch (error) {
          notes.push(`${route}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      const hydrated = median(figures.map((f) => f.hydratedMs));
      const unhydrated = figures.filter((f) => !Number.isFinite(f.hydratedMs)).length;
      const hydratedNotes = [
        ...(figures.some((f) => f.waits) ? ['scripts started by the tap'] : []),
        ...(unhydrated > 0 ? [`not hydrated in ${unhydrated}/${figures.length}`] : []),
        `paint ${seconds(median(figures.map((f) => f.fcpMs)))}`,
      ];
      const closedItself = figures.filter((f) => f.closedItself).length;
      console.log(
        `| ${name} \`${route}\` | ${seconds(hydrated)} (${hydratedNotes.join(', ')}) | ` +
          `${tapCell(
            figures.map((f) => f.early),
            closedItself,
          )} | ${tapCell(figures.map((f) => f.late))} |`,
      );
      const late = figures.filter((f) => f.early.afterPaintMs > EARLY_TAP_MS + 100);
      if (late.length > 0) {
        const at = late.map((f) => Math.round(f.early.afterPaintMs)).join(', ');
        notes.push(`${route}: the early tap landed late in ${late.length} run(s), at ${at} ms`);
      }
    }
    for (const note of notes) console.log(note);
  } finally {
    await browser.close();
  }
}
