import { DEFERRED_MODULE_TYPE } from '../../shared/deferredModule.ts';
import { AFTER_FIRST_PAINT } from './afterFirstPaint.ts';

/**
 * The page's own scripts come after what the visitor sees first. A server-rendered page can be
 * read before any script runs; on a phone's connection the scripts (about 150 KB) took the
 * bandwidth, and on a slow processor the time, that the page's text, stylesheet and hero picture
 * needed for its first paint. So the page is sent with its scripts held back: the module
 * preloads React Router writes, and its inline module that starts the site, wait for the first
 * paint (`afterFirstPaint.ts`); then a small starter adds the preloads (all fetched at once, in
 * parallel) and runs the module as it would have run. The site hydrates the page it painted.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Adds the preloads, then runs the module before it, after the first paint. */
function starter(preloads: string[]): string {
  return (
    '(function(b,u){function run(){u.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
    'var m=document.createElement("script");m.type="module";m.textContent=b.textContent;' +
    'document.body.appendChild(m)}' +
    `(window.${AFTER_FIRST_PAINT}||function(f){f()})(run)})` +
    // The list is JSON inside a script: '<' is escaped so no address can close the element.
    `(document.currentScript.previousElementSibling,${JSON.stringify(preloads).replace(/</g, '\\u003c')})`
  );
}

export function startScriptsAfterPaint(html: string): string {
  if (!BOOT_MODULE.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      BOOT_MODULE,
      (_whole, code: string) =>
        `<script type="${DEFERRED_MODULE_TYPE}">${code}</script><script>${starter(preloads)}</script>`,
    );
}
