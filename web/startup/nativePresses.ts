/**
 * Presses the browser answers by itself stay out of React while the page hydrates.
 *
 * React listens for presses at the document. A press on a part of the page it has not hydrated
 * yet makes it hydrate that part at once, in one synchronous task, so that it can hand the press
 * to a handler (selective hydration). The menu's buttons and the disclosures have no handler to
 * hand it to: they are popover buttons and `<summary>`s, which the browser opens and closes
 * itself. On the throttled phone that forced hydration held a tap on the menu for about 200 ms
 * before the browser could show it. So until the page has hydrated, a press on such a control
 * stops at the window, in the capture phase, before React's own listener: its default action (the
 * popover or disclosure toggling) is the browser's and goes on untouched.
 */
import { isHydrated } from './hydration.ts';

/** Controls whose whole behaviour is the browser's: nothing in React handles a press on them. */
export const NATIVE_CONTROL = '[popovertarget], summary';

/** The events of a press, by pointer, finger or key, that React answers by hydrating at once. */
export const PRESS_EVENTS = [
  'pointerdown',
  'pointerup',
  'mousedown',
  'mouseup',
  'touchstart',
  'touchend',
  'click',
  'auxclick',
  'keydown',
  'keyup',
] as const;

/**
 * Installs the guard on `target` (the window); it takes itself away at the first press after the
 * page has hydrated. Returns what takes it away at once.
 */
export function keepNativePressesFromHydration(target: Window = window): () => void {
  const remove = () => {
    for (const type of PRESS_EVENTS) target.removeEventListener(type, guard, true);
  };
  const guard = (event: Event) => {
    if (isHydrated()) {
      remove();
      return;
    }
    const pressed = event.target;
    if (pressed instanceof Element && pressed.closest(NATIVE_CONTROL)) event.stopPropagation();
  };
  for (const type of PRESS_EVENTS) target.addEventListener(type, guard, true);
  return remove;
}
