/**
 * What waits for the page's first paint: the site's scripts and its web fonts. On a phone's
 * connection they took the bandwidth, and on a slow processor the time, that the page's text,
 * stylesheet and hero picture needed to be painted; the page is readable without either.
 *
 * The page's head defines one function, `__afterFirstPaint(work)`, that runs its work once
 *  - the page has loaded (the pictures it shows first are in),
 *  - the browser has reported its first contentful paint, and
 *  - the page's first picture (its hero, marked by `firstPicture`), if it has one, has been
 *    painted: the browser's element timing reports it (where it has none, the picture is
 *    decoded, so painted with the next frame). Started any earlier, the scripts' download and
 *    work share the connection and the processor with that paint; a picture that fails to
 *    decode is not waited for.
 * A browser without paint timing counts the load alone. The work runs from the last of these
 * events, with no timer, so a test that stops the page's clock still sees it hydrate; a page
 * whose load or picture is held up (a slow host) waits at most a few seconds after its first
 * paint.
 *
 * Some work waits longer, for the site's scripts too: `__afterFirstPaint.afterScripts(work)` runs
 * once the first paint's work has run and the scripts it started are fetched. The web fonts
 * (about 85 KB) and the pictures just below the fold (about 60 KB on the home page) took half the
 * phone's connection from the scripts, and the page hydrated 0.6 s later for it; neither is on
 * screen yet, and the fonts' fallback faces take the same room. The page's starter holds this
 * stage (`holdForScripts()`) while it fetches the scripts; where nothing holds it (a page whose
 * scripts wait for the visitor, an editor's preview) it follows the first stage at once, and at
 * most a few seconds after it in any case.
 *
 * Until then the page's root carries `FIRST_PAINT_PENDING`, which keeps pictures marked
 * `WAITS_FOR_FIRST_PAINT` from being laid out, so from being fetched: below the fold but within
 * the browser's lazy-loading distance, they would otherwise share the connection with the hero
 * and the scripts. The script sets it, so a browser without scripts shows every picture.
 */
export const AFTER_FIRST_PAINT = '__afterFirstPaint';

/** On the page's root while its first paint is pending (styled in page.css). */
export const FIRST_PAINT_PENDING = 'first-paint-pending';

/** The class of a picture below the fold that is fetched only once the page has been painted. */
export const WAITS_FOR_FIRST_PAINT = 'waits-for-first-paint';

/**
 * The element-timing name given to a page's first picture, so the browser reports when it is
 * painted. The head's script names it as the parser meets it: `elementtiming` is not (yet) an
 * HTML attribute, and the server's HTML stays valid.
 */
const FIRST_PICTURE_TIMING = 'first-picture';

/** Spread on a page's first picture (its hero), which the work waits for. */
export const firstPicture = { 'data-first-picture': '' } as const;

/** The longest the work waits for the load and the first picture once the page has painted. */
const LOAD_WAIT_AFTER_PAINT_MS = 3000;
/** The longest the second stage waits for the scripts once the first has run. */
const SCRIPTS_WAIT_MS = 3000;

/** What the head's function is told: the names it shares with the rest of the site. */
export interface AfterFirstPaintNames {
  global: string;
  pendingClass: string;
  pictureTiming: string;
  loadWaitMs: number;
  scriptsWaitMs: number;
}

export const AFTER_FIRST_PAINT_NAMES: AfterFirstPaintNames = {
  global: AFTER_FIRST_PAINT,
  pendingClass: FIRST_PAINT_PENDING,
  pictureTiming: FIRST_PICTURE_TIMING,
  loadWaitMs: LOAD_WAIT_AFTER_PAINT_MS,
  scriptsWaitMs: SCRIPTS_WAIT_MS,
};

/** `window.__afterFirstPaint`, as the page's other start-up scripts call it. */
export interface AfterFirstPaint {
  /** Runs the work once the page is painted (at once if it has been). */
  (work: () => void): void;
  /** Runs the work once the first stage has run and the scripts it started are fetched. */
  afterScripts(work: () => void): void;
  /** Holds the second stage back until the function returned is called (once is enough). */
  holdForScripts(): () => void;
}

/**
 * Defines `window[names.global]` (see the module's comment). It runs in the page's head as it is
 * parsed, before any of the site's modules: its source is written into the page, so it uses
 * nothing but its argument and the browser.
 */
export function defineAfterFirstPaint(names: AfterFirstPaintNames): void {
  const root = document.documentElement;
  root.classList.add(names.pendingClass);
  let queue: (() => void)[] | null = [];
  let later: (() => void)[] | null = [];
  let holds = 0;
  let loaded = document.readyState === 'complete';
  let painted = false;
  let pictured = false;
  let decoding = false;
  let waited = false;
  const types: readonly string[] | undefined =
    'PerformanceObserver' in window ? PerformanceObserver.supportedEntryTypes : undefined;
  const elementTiming = !!types && types.includes('element') && 'MutationObserver' in window;
  const heroPicture = () => document.querySelector<HTMLImageElement>('img[data-first-picture]');

  if (elementTiming) {
    // The hero is named for element timing as the parser meets it.
    const naming = new MutationObserver(() => {
      const picture = heroPicture();
      if (picture) {
        picture.setAttribute('elementtiming', names.pictureTiming);
        naming.disconnect();
      }
    });
    naming.observe(document, { childList: true, subtree: true });
    addEventListener('DOMContentLoaded', () => naming.disconnect(), { once: true });
  }

  function decoded(): void {
    pictured = true;
    check();
  }

  function drawn(list: PerformanceObserverEntryList, observer: PerformanceObserver): void {
    for (const entry of list.getEntries()) {
      if (
        (entry as PerformanceEntry & { identifier?: string }).identifier === names.pictureTiming
      ) {
        observer.disconnect();
        decoded();
        return;
      }
    }
  }

  function check(): void {
    if (!queue || !painted) return;
    if (!waited && loaded && !pictured) {
      const picture = heroPicture();
      if (!picture?.decode) {
        pictured = true;
      } else {
        if (!decoding) {
          decoding = true;
          if (elementTiming) {
            new PerformanceObserver(drawn).observe({ type: 'element', buffered: true });
            picture.decode().then(undefined, decoded);
          } else {
            picture.decode().then(decoded, decoded);
          }
        }
        return;
      }
    }
    if (waited || (loaded && pictured)) {
      const work = queue;
      queue = null;
      work.forEach((run) => run());
      setTimeout(() => {
        holds = 0;
        afterScripts();
      }, names.scriptsWaitMs);
      afterScripts();
    }
  }

  // The second stage: after the first, once nothing holds it.
  function afterScripts(): void {
    if (queue || !later || holds > 0) return;
    const work = later;
    later = null;
    root.classList.remove(names.pendingClass);
    work.forEach((run) => run());
  }

  if (types?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        painted = true;
        setTimeout(() => {
          waited = true;
          check();
        }, names.loadWaitMs);
        check();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
  if (!loaded) {
    addEventListener(
      'load',
      () => {
        loaded = true;
        check();
      },
      { once: true },
    );
  }
  const api: AfterFirstPaint = Object.assign(
    (run: () => void) => {
      if (queue) queue.push(run);
      else run();
    },
    {
      afterScripts(run: () => void) {
        if (later) later.push(run);
        else run();
      },
      holdForScripts() {
        if (!later) return () => {};
        holds += 1;
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          holds = Math.max(0, holds - 1);
          afterScripts();
        };
      },
    },
  );
  Reflect.set(window, names.global, api);
}
