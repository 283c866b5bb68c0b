/**
 * The sweep of `npm run bench:web`: a visitor does not wait for a page to be ready before tapping,
 * so the header's menu is tapped at every moment of the page's start, not at two. Per route type,
 * on the throttled phone of `benchTaps.ts`:
 *
 * 1. a probe: the page loaded untouched, to learn when hydration ends (the root's `data-hydrated`,
 *    set once every slice of the page has hydrated) and the long tasks (over 50 ms) the main
 *    thread ran from the first paint to that end;
 * 2. the sweep: a fresh page per step, its menu tapped `step` ms apart from the first paint to one
 *    second after hydration ends, each tap's Event Timing latency (as INP counts it) and the time
 *    from the finger coming down to the menu on screen recorded.
 *
 * A run gives the worst INP and the worst tap-to-menu time of its sweep, the taps that never
 * showed the menu, and the probe's hydration figures; the table prints the median of the runs. A
 * page made for reading starts its scripts only on a reach for a control: its probe does not
 * hydrate, and its sweep covers the first two seconds after the paint, where its first tap starts
 * the scripts.
 */
import { chromium, type Browser } from 'playwright-core';
import { median } from './benchOptions.ts';
import {
  CPU_SLOWDOWN,
  PAINT_TIMEOUT_MS,
  RECORDER,
  menuButton,
  recorded,
  shownAt,
  sleep,
  tapFigures,
  throttledPhone,
  until,
  type Painted,
  type Recorded,
} from './benchTaps.ts';
import { debianChromium } from './chromium.ts';

/** The sweep runs on this long after hydration ends. */
const AFTER_HYDRATION_MS = 1000;
/** A reading page's sweep, from its first paint (its scripts start with the first tap). */
const READING_PAGE_SWEEP_MS = 2000;
/** How long a probe waits for hydration before it takes the page for one that waits for a reach. */
const PROBE_HYDRATION_MS = 20_000;
/** Long task entries are delivered after their task: how long the probe waits for the last. */
const ENTRIES_SETTLE_MS = 500;
/** How long a tap's menu may take before the tap counts as lost. */
const TAP_TIMEOUT_MS = 10_000;

interface Probe {
  /** From the first paint to the end of hydration; NaN on a page that waits for a reach. */
  hydratedAfterPaintMs: number;
  /** The long tasks from the first paint to the end of hydration. */
  longTasks: number[];
}

interface SweepRun {
  probe: Probe;
  worstInpMs: number;
  worstShownMs: number;
  taps: number;
  lost: number;
}

async function loadPainted(browser: Browser, url: string) {
  const { context, page } = await throttledPhone(browser);
  let told: (news: Painted) => void = () => {};
  const painted = new Promise<Painted>((resolve, reject) => {
    told = resolve;
    setTimeout(() => reject(new Error(`no first paint of ${url}`)), PAINT_TIMEOUT_MS);
  });
  // Bound before the page starts: a paint reported before the binding exists is never told.
  await page.exposeBinding('__tapBenchPainted', (_source, news: Painted) => told(news));
  await page.addInitScript({ content: RECORDER });
  await page.goto(url, { waitUntil: 'commit', timeout: PAINT_TIMEOUT_MS });
  return { context, page, painted: await painted };
}

async function probe(browser: Browser, url: string): Promise<Probe> {
  const { context, page, painted } = await loadPainted(browser, url);
  try {
    const record = await until(page, (r) => !Number.isNaN(r.hydrated), PROBE_HYDRATION_MS);
    if (Number.isNaN(record.hydrated)) return { hydratedAfterPaintMs: NaN, longTasks: [] };
    await sleep(ENTRIES_SETTLE_MS);
    const final = await recorded(page);
    const end = final.hydrated;
    const longTasks = final.longTasks
      .filter((task) => task.startTime >= painted.fcp && task.startTime <= end)
      .map((task) => task.duration);
    return { hydratedAfterPaintMs: end - painted.fcp, longTasks };
  } finally {
    await context.close();
  }
}

/** One step: a fresh page, the menu tapped `afterPaintMs` after the first paint. */
async function tapAt(browser: Browser, url: string, afterPaintMs: number) {
  const { context, page, painted } = await loadPainted(browser, url);
  try {
    const { fcp, timeOrigin, ...button } = painted;
    const menu =
      button.panelId === null ? await menuButton(page) : { ...button, panelId: button.panelId };
    await sleep(timeOrigin + fcp + afterPaintMs - Date.now());
    await page.touchscreen.tap(menu.x, menu.y);
    const tapped = await until(page, (r) => r.taps.length > 0, TAP_TIMEOUT_MS);
    const tappedAt = tapped.taps[0] ?? NaN;
    await until(
      page,
      (r: Recorded) => shownAt(r, menu.panelId, tappedAt) !== undefined,
      TAP_TIMEOUT_MS,
    );
    // Event Timing entries are delivered after the frame that ends the tap.
    await sleep(500);
    return tapFigures(await recorded(page), menu.panelId, tappedAt);
  } finally {
    await context.close();
  }
}

async function sweepOnce(browser: Browser, url: string, stepMs: number): Promise<SweepRun> {
  const found = await probe(browser, url);
  const span = Number.isFinite(found.hydratedAfterPaintMs)
    ? found.hydratedAfterPaintMs + AFTER_HYDRATION_MS
    : READING_PAGE_SWEEP_MS;
  const taps = [];
  for (let at = 0; at <= span; at += stepMs) taps.push(await tapAt(browser, url, at));
  const shown = taps.filter((t) => Number.isFinite(t.shownMs));
  return {
    probe: found,
    worstInpMs: Math.max(0, ...taps.filter((t) => Number.isFinite(t.inpMs)).map((t) => t.inpMs)),
    worstShownMs: Math.max(...shown.map((t) => t.shownMs)),
    taps: taps.length,
    lost: taps.length - shown.length,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');

/** Prints the sweep's table: per route, the median over `runs` sweeps of each figure. */
export async function sweepTable(
  origin: string,
  routes: [string, string][],
  runs: number,
  stepMs: number,
): Promise<void> {
  const browser = await chromium.launch({ ...debianChromium, headless: true });
  try {
    console.log(
      `\nSweep on the throttled phone (CPU ${CPU_SLOWDOWN}x): the menu tapped every ${stepMs} ms ` +
        `from the first paint to ${AFTER_HYDRATION_MS} ms after hydration, a fresh page per tap; ` +
        `median of ${runs} run(s):\n`,
    );
    console.log(
      '| route | hydration done (after paint) | long tasks: count, longest, sum | worst INP | worst tap → menu | taps (lost) |',
    );
    console.log('|---|---|---|---|---|---|');
    const notes: string[] = [];
    for (const [name, route] of routes) {
      const sweeps: SweepRun[] = [];
      for (let run = 0; run < runs; run++) {
        try {
          sweeps.push(await sweepOnce(browser, origin + route, stepMs));
        } catch (error) {
          notes.push(`${route}: run ${run + 1} failed: ${(error as Error).message.split('\n')[0]}`);
        }
      }
      const m = (pick: (s: SweepRun) => number) => median(sweeps.map(pick));
      const hydration = m((s) => s.probe.hydratedAfterPaintMs);
      const waits = sweeps.some((s) => !Number.isFinite(s.probe.hydratedAfterPaintMs));
      const tasks =
        `${m((s) => s.probe.longTasks.length)}, ${ms(m((s) => Math.max(0, ...s.probe.longTasks)))}, ` +
        `${ms(m((s) => s.probe.longTasks.reduce((sum, t) => sum + t, 0)))}`;
      console.log(
        `| ${name} \`${route}\` | ${waits ? 'waits for a reach' : ms(hydration)} | ` +
          `${waits ? '–' : tasks} | ${ms(m((s) => s.worstInpMs))} | ${ms(m((s) => s.worstShownMs))} | ` +
          `${m((s) => s.taps)} (${m((s) => s.lost)}) |`,
      );
    }
    for (const note of notes) console.log(note);
  } finally {
    await browser.close();
  }
}
