import { DEFERRED_MODULE_TYPE } from '../../shared/deferredModule.ts';
import { AFTER_FIRST_PAINT } from './afterFirstPaint.ts';
import { waitForInteraction, type InteractionStartOptions } from './startOnInteraction.ts';

/**
 * The page's own scripts come after what the visitor sees first. A server-rendered page can be
 * read before any script runs; on a phone's connection the scripts (about 150 KB) took the
 * bandwidth, and on a slow processor the time, that the page's text, stylesheet and hero picture
 * needed for its first paint. So the page is sent with its scripts held back: the module
 * preloads React Router writes, and its inline module that starts the site, wait for the first
 * paint (`afterFirstPaint.ts`); then a small starter adds the preloads (all fetched at once, in
 * parallel) and runs the module as it would have run. The site hydrates the page it painted.
 * A page made for reading waits, after its paint, for the visitor to reach for something the
 * scripts work (`startOnInteraction.ts`).
 */

// React Router gives each a `nonce` when the render has one.
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
const BOOT_MODULE = /<script type="module" async=""(?: nonce="[^"]*")?>([\s\S]*?)<\/script>/;

/** JSON inside a script: '<' is escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const AFTER_PAINT = `window.${AFTER_FIRST_PAINT}||function(f){f()}`;

/** A function of `run` that waits for the visitor's first reach, then for the paint. */
function onInteraction(options: InteractionStartOptions): string {
  return (
    `function(run){(${waitForInteraction.toString()})` +
    `(function(){(${AFTER_PAINT})(run)},${scriptJson(options)})}`
  );
}

/**
 * Adds the preloads, then runs the module before it, once `wait` (a function of the work to run)
 * lets it. The module carries the starter's own nonce, which the page's policy admits.
 */
function starter(preloads: string[], wait: string): string {
  return (
    '(function(b,u,n){function run(){u.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;document.head.appendChild(l)});' +
    'var m=document.createElement("script");m.type="module";m.nonce=n;m.textContent=b.textContent;' +
    'document.body.appendChild(m)}' +
    `(${wait})(run)})` +
    `(document.currentScript.previousElementSibling,${scriptJson(preloads)},document.currentScript.nonce)`
  );
}

/**
 * The page with its scripts held back until its first paint, and, given `interaction`, until the
 * visitor reaches for something they work. The starter carries `nonce`, the render's own.
 */
export function startScriptsAfterPaint(
  html: string,
  interaction?: InteractionStartOptions,
  nonce?: string,
): string {
  if (!BOOT_MODULE.test(html)) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(
      BOOT_MODULE,
      (_whole, code: string) =>
        `<script type="${DEFERRED_MODULE_TYPE}">${code}</script><script${nonceAttribute}>${starter(preloads, interaction ? onInteraction(interaction) : AFTER_PAINT)}</script>`,
    );
}
