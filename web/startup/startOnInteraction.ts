/**
 * Pages made for reading (About Us, the legal pages, any page editors publish, the not-found
 * page) start the site's scripts only when a visitor reaches for something that needs them. Their
 * text, links, phone and e-mail links, contents links and the launch notice all work without
 * script, and most visitors only read: they are spared the framework's download (about 110 KB
 * compressed) and its start-up work on a phone's connection and processor.
 *
 * The scripts start, after the first paint as on every page, once any of these happens:
 * - the visitor's pointer comes over, a finger touches, or keyboard focus reaches a button that
 *   only the scripts can work (the menu, its groups, Chat, Talk to an expert): those buttons are
 *   the site's `type="button"` ones, which do nothing without script;
 * - such a button, or a popup's backdrop, is pressed. The press itself is left to the browser and
 *   never held back: the menu is a popover and its groups are `<details>`, which the browser
 *   opens at once, Chat says it needs the scripts until they run, and React takes over whatever
 *   the press opened as it hydrates;
 * - the page arrives with a fragment (its scroll rule needs the scripts) or in a browser that has
 *   chatted before (its conversation comes back);
 * - a publish of what the page shows arrives on the Live Content API's stream (an event naming
 *   one of the page's sync tags), opened when the page is idle, or the visitor
 *   returns to the tab after the stream was closed for it being hidden, or the stream broke and
 *   is back: the page starts its scripts to show the change in place, as the live pages of the
 *   rest of the site do.
 *
 * `waitForInteraction` runs in the page: the server writes its source into the page's starter,
 * so it uses nothing but its arguments and the browser.
 */

export interface InteractionStartOptions {
  /** The Live Content API's event stream for published content, or null where there is none. */
  liveEventsUrl: string | null;
  /** The sync tags of the answers the page was rendered from (`*`: every change counts). */
  syncTags: string[];
  /** Set on the page's root as the page starts waiting. */
  waitingAttribute: string;
  /**
   * Set on `window` when the content changed before the scripts started: to the id of the live
   * event that said so, or `true` where none did (a return to the tab, a `restart`).
   */
  changedFlag: string;
  /** The storage key of a browser that has opened the chat before. */
  chatUsedKey: string;
}

/** On the page's root of a page whose scripts wait for the visitor (for styles and tests). */
export const WAITS_FOR_INTERACTION = 'data-scripts-wait-for-interaction';

/** Calls `start` once the visitor needs the site's scripts (see the module's comment). */
export function waitForInteraction(start: () => void, options: InteractionStartOptions): void {
  const root = document.documentElement;
  const needsScript = 'button[type="button"]';
  // A press on a popup's backdrop lands on the dialog itself, whose closing the scripts work.
  const approaches = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'click'];
  let started = false;
  let stream: EventSource | null = null;

  const scripted = (target: EventTarget | null): boolean =>
    target instanceof HTMLDialogElement ||
    (target instanceof Element && target.closest(needsScript) !== null);

  function begin(changed: boolean | string): void {
    if (changed !== false) Reflect.set(window, options.changedFlag, changed);
    if (started) return;
    started = true;
    for (const type of approaches) removeEventListener(type, onApproach, true);
    document.removeEventListener('visibilitychange', onVisibility);
    stream?.close();
    stream = null;
    start();
  }

  function onApproach(event: Event): void {
    if (scripted(event.target)) begin(false);
  }

  function onVisibility(): void {
    if (document.visibilityState === 'hidden') {
      stream?.close();
      stream = null;
    } else {
      // A publish may have come while the stream was closed.
      begin(true);
    }
  }

  function listen(url: string): void {
    stream = new EventSource(url);
    const pageTags = new Set(options.syncTags);
    // Only an event naming one of the page's own sync tags changes what it shows.
    stream.addEventListener('message', (event: MessageEvent) => {
      let tags: unknown = [];
      try {
        tags = (JSON.parse(String(event.data)) as { tags?: unknown }).tags;
      } catch {
        // A malformed event names nothing.
      }
      const named = Array.isArray(tags) && tags.some((tag) => pageTags.has(String(tag)));
      if (named || pageTags.has('*')) begin(event.lastEventId || true);
    });
    // The content API lost the stream's place: anything may have changed.
    stream.addEventListener('restart', () => begin(true));
    // The browser opens a broken stream again by itself, told nothing of what was published
    // meanwhile: once it is back, the page starts its scripts to check, as on a return.
    let broken = false;
    stream.addEventListener('error', () => {
      broken = true;
    });
    stream.addEventListener('open', () => {
      if (broken) begin(true);
    });
  }

  root.setAttribute(options.waitingAttribute, '');
  for (const type of approaches) {
    addEventListener(type, onApproach, { capture: true, passive: true });
  }
  let chattedBefore = false;
  try {
    chattedBefore = localStorage.getItem(options.chatUsedKey) === 'true';
  } catch {
    // No storage: no conversation to return to.
  }
  if (location.hash || chattedBefore) {
    begin(false);
    return;
  }

  const url = options.liveEventsUrl;
  if (url === null || typeof EventSource === 'undefined') return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
  whenIdle(() => {
    if (started) return;
    if (document.visibilityState !== 'hidden') listen(url);
    document.addEventListener('visibilitychange', onVisibility);
  });
}
