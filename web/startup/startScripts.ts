import type { AfterFirstPaint } from './afterFirstPaint.ts';
import type { InteractionStartOptions, waitForInteraction } from './startOnInteraction.ts';

/** On the page's root once the site's scripts have failed to download (see `startScripts`). */
export const SCRIPTS_FAILED = 'data-scripts-failed';

/**
 * The site's scripts wait, inert, in the `<noscript>` element just before the page's starter:
 * React Router's `<Scripts>` renders inside it on the server, and a browser that runs scripts
 * reads a `<noscript>`'s content as text, so it neither fetches the module preloads nor runs the
 * start-up module there (React leaves a `<noscript>`'s content alone as it hydrates).
 *
 * The starter runs as the parser meets it and parses that text into nodes. React Router's context
 * script runs at once, as it would have in place: the page's data, which React Router streams in
 * scripts after it, is handed to it as it arrives. The module preloads and the start-up module
 * wait for the page's first paint (`afterFirstPaint.ts`) and, on a page made for reading, for the
 * visitor's first reach (`startOnInteraction.ts`); then the preloads join the head, where all are
 * fetched at once, and the module the body, where it starts the site. What waits for the scripts
 * (`afterScripts`) is held until every preload has loaded or failed. Each script is admitted by
 * the nonce React Router gave it. A browser without scripts never sees any of it.
 *
 * If the start-up module, or any module it imports, cannot be fetched, the page's root is marked
 * (`failedAttribute`), so the stylesheet can show what only a browser without scripts otherwise
 * needs: the page will not be taken over, and the platform's own controls are all it has.
 *
 * It runs in the page from its source (`inlineCall`): it uses nothing but its arguments and the
 * browser.
 */
export function startScripts(
  afterPaintGlobal: string,
  interaction: InteractionStartOptions | null,
  wait: typeof waitForInteraction,
  failedAttribute: string,
): void {
  const starter = document.currentScript;
  const held = starter?.previousElementSibling;
  if (!starter || held?.localName !== 'noscript') return;
  const scripts = document.createRange().createContextualFragment(held.textContent ?? '');
  const preloads = [...scripts.querySelectorAll('link[rel="modulepreload"]')];
  const modules = [...scripts.querySelectorAll('script[type="module"]')];
  for (const node of [...preloads, ...modules]) node.remove();
  starter.after(scripts);

  const afterPaint: AfterFirstPaint | undefined = Reflect.get(window, afterPaintGlobal);
  function run(): void {
    // What waits for the scripts (the web fonts, the pictures below the fold) waits until every
    // module is fetched, or has failed to be.
    const release = afterPaint?.holdForScripts();
    let left = preloads.length;
    const settle = () => {
      left -= 1;
      if (left === 0) release?.();
    };
    for (const preload of preloads) {
      preload.addEventListener('load', settle, { once: true });
      preload.addEventListener('error', settle, { once: true });
    }
    if (left === 0) release?.();
    // A module script whose graph cannot be fetched reports an error on its own element.
    const failed = () => document.documentElement.setAttribute(failedAttribute, '');
    for (const module of modules) module.addEventListener('error', failed, { once: true });
    document.head.append(...preloads);
    document.body.append(...modules);
  }
  const whenPainted = afterPaint ?? ((work: () => void) => work());
  if (interaction) wait(() => whenPainted(run), interaction);
  else whenPainted(run);
}
