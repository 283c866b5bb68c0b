import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { inlineCall } from './inlineScript.ts';
import { SCRIPTS_FAILED, startScripts } from './startScripts.ts';
import { waitForInteraction, type InteractionStartOptions } from './startOnInteraction.ts';

const INTERACTION: InteractionStartOptions = {
  liveEventsUrl: null,
  syncTags: [],
  waitingAttribute: 'data-waits',
  changedFlag: '__changed',
  chatUsedKey: 'chat:used',
};

// What React Router's `<Scripts>` writes, as the server renders it inside the `<noscript>`.
const HELD = [
  '<link rel="modulepreload" href="/assets/manifest.js" nonce="n0nce"/>',
  '<link rel="modulepreload" href="/assets/entry.client.js" nonce="n0nce"/>',
  '<script nonce="n0nce">window.__context = {}</script>',
  '<script nonce="n0nce" type="module" async="">import "/assets/entry.client.js";</script>',
].join('');

// The page's data, which React Router streams after the noscript, into its context.
const DATA = '<!--$--><script nonce="n0nce">window.__streamed = "a"</script><!--/$-->';

/**
 * A server-rendered page in a stand-in browser, its starter written as the server writes it.
 * `paint` stands for the head's wait for the first paint. (The stand-in does not run scripts
 * made from parsed markup, which browsers do: the browser tests see the page hydrate.)
 */
function openPage(interaction: InteractionStartOptions | null) {
  const dom = new JSDOM(
    `<!doctype html><html><head></head><body>
      <header><button type="button" id="menu">Menu</button></header><main><p>Text</p></main>
      <script>window.__afterPaint = function (run) { if (window.__painted) run(); else window.__waiting.push(run); };
        window.__waiting = []; window.__holds = { taken: 0, released: 0 };
        window.__afterPaint.holdForScripts = function () {
          window.__holds.taken += 1;
          return function () { window.__holds.released += 1; };
        };</script>
      <noscript>${HELD}</noscript><script nonce="n0nce">${inlineCall(startScripts, '__afterPaint', interaction, waitForInteraction, SCRIPTS_FAILED)}</script>${DATA}
    </body></html>`,
    { url: 'https://example.test/', runScripts: 'dangerously', pretendToBeVisual: true },
  );
  const { window } = dom;
  const global = (name: string): unknown => Reflect.get(window, name);
  return {
    window,
    /** The scripts after the starter, as `nonce type: text`. */
    started: () =>
      [...window.document.body.querySelectorAll<HTMLScriptElement>(':scope > script')]
        .slice(2)
        .map(
          (script) => `${script.getAttribute('nonce')} ${script.type || 'classic'}: ${script.text}`,
        ),
    preloads: () =>
      [...window.document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      ),
    paint() {
      Reflect.set(window, '__painted', true);
      for (const run of global('__waiting') as (() => void)[]) run();
    },
    /** How often the second stage (what waits for the scripts) was held, and released. */
    holds: () => ({ ...(global('__holds') as { taken: number; released: number }) }),
    /** A preload's fetch ends as the browser reports it: loaded, or failed. */
    preloadEnds(index: number, outcome: 'load' | 'error') {
      const links = window.document.head.querySelectorAll('link[rel="modulepreload"]');
      links[index]?.dispatchEvent(new window.Event(outcome));
    },
    /** The start-up module's fetch ends as the browser reports it. */
    moduleEnds(outcome: 'load' | 'error') {
      window.document.body
        .querySelector('script[type="module"]')
        ?.dispatchEvent(new window.Event(outcome));
    },
    /** Whether the page's root says the scripts failed to download. */
    markedFailed: () => window.document.documentElement.hasAttribute(SCRIPTS_FAILED),
    press: (id: string) =>
      window.document
        .getElementById(id)
        ?.dispatchEvent(new window.Event('pointerdown', { bubbles: true })),
  };
}

const CONTEXT = 'n0nce classic: window.__context = {}';
const DATA_SCRIPT = 'n0nce classic: window.__streamed = "a"';
const MODULE = 'n0nce module: import "/assets/entry.client.js";';

describe('startScripts', () => {
  it('before the first paint, adds React Router’s context script in place, and no module', () => {
    const page = openPage(null);
    expect(page.started()).toEqual([CONTEXT, DATA_SCRIPT]);
    expect(page.preloads()).toEqual([]);
  });

  it('after the paint, preloads every module from the head and adds the start-up module', () => {
    const page = openPage(null);
    page.paint();
    expect(page.preloads()).toEqual(['/assets/manifest.js', '/assets/entry.client.js']);
    expect(page.started()).toEqual([CONTEXT, DATA_SCRIPT, MODULE]);
  });

  it('holds what waits for the scripts until every module has loaded or failed to', () => {
    const page = openPage(null);
    page.paint();
    expect(page.holds()).toEqual({ taken: 1, released: 0 });
    page.preloadEnds(0, 'load');
    page.preloadEnds(0, 'load');
    expect(page.holds()).toEqual({ taken: 1, released: 0 });
    page.preloadEnds(1, 'error');
    expect(page.holds()).toEqual({ taken: 1, released: 1 });
  });

  it.each([
    ['loads', 'load', false],
    ['cannot be fetched', 'error', true],
  ] as const)('marks the page only when the start-up module %s', (_, outcome, marked) => {
    const page = openPage(null);
    page.paint();
    expect(page.markedFailed()).toBe(false);
    page.moduleEnds(outcome);
    expect(page.markedFailed()).toBe(marked);
  });

  it('on a page made for reading, waits after the paint for the visitor to reach for a control', () => {
    const page = openPage(INTERACTION);
    page.paint();
    expect(page.started()).toEqual([CONTEXT, DATA_SCRIPT]);
    page.press('menu');
    expect(page.started()).toEqual([CONTEXT, DATA_SCRIPT, MODULE]);
    expect(page.preloads()).toHaveLength(2);
  });
});
