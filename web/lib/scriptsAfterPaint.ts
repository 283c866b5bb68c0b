/**
 * The page's own scripts are fetched after what the visitor sees first. A server-rendered page is
 * readable before any script runs, but the module preloads React Router writes are fetched at
 * high priority, beside the stylesheets, the fonts and the hero picture; on a slow phone
 * connection they took most of the bandwidth the first paint needed. Marked low, they still
 * start at once and hydrate the page as soon as they arrive.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g;

export function preloadScriptsLow(html: string): string {
  return html.replace(MODULE_PRELOAD, '<link rel="modulepreload" fetchpriority="low"');
}
