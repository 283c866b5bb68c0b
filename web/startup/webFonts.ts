import type { AfterFirstPaint } from './afterFirstPaint.ts';

/** Set once this browser has been sent the web fonts, which then sit in its cache. */
export const WEB_FONTS_CACHED_KEY = 'web-fonts:cached';

/**
 * Switches the fonts' stylesheet, the `<link>` just before the script, on after the first paint
 * and the scripts it starts (`afterScripts`: the fonts would take half the connection from them),
 * or sooner for a browser that already holds the fonts: one that has been sent them before, and
 * whose copy of their stylesheet has just come from its own cache (nothing crossed the network).
 * A browser whose cache was emptied since waits like a first visit. Until then the text is set in
 * the measured fallback faces, which take the same room, so the swap moves nothing.
 *
 * It runs in the page from its source (`inlineCall`): it uses nothing but its arguments and the
 * browser.
 */
export function switchOnWebFonts(afterPaintGlobal: string, cachedKey: string): void {
  const link = document.currentScript?.previousElementSibling;
  if (!(link instanceof HTMLLinkElement)) return;
  const stylesheet = link;
  function on(): void {
    stylesheet.media = 'all';
    try {
      localStorage.setItem(cachedKey, 'true');
    } catch {
      // No storage: the next visit waits for the paint again.
    }
  }
  // A copy from the memory cache may have no timing entry at all; one from the network always has.
  function fromCache(): boolean {
    const timing = performance.getEntriesByName(stylesheet.href)[0] as
      PerformanceResourceTiming | undefined;
    return !timing || (timing.transferSize === 0 && timing.decodedBodySize > 0);
  }
  let known = false;
  try {
    known = localStorage.getItem(cachedKey) === 'true';
  } catch {
    // No storage: a first visit, as far as the page can tell.
  }
  if (known) {
    if (stylesheet.sheet) {
      if (fromCache()) on();
    } else {
      stylesheet.addEventListener('load', () => fromCache() && on(), { once: true });
    }
  }
  const afterPaint: AfterFirstPaint | undefined = Reflect.get(window, afterPaintGlobal);
  if (afterPaint) afterPaint.afterScripts(on);
  else on();
}
