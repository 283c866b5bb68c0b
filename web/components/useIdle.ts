import { useEffect, useState } from 'react';

/** Work that can wait never waits longer than this for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * False during the first paint and hydration; true once the browser has an idle moment after
 * the page loaded, so work that can wait (a refresh of data the page already shows, a widget)
 * stays out of the way of the first paint and of the visitor's first taps. `enabled: false`
 * answers true at once.
 */
export function useIdle(enabled = true): boolean {
  const [idle, setIdle] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return;
    let handle: number | undefined;
    const schedule = () => {
      handle = window.requestIdleCallback
        ? window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS })
        : window.setTimeout(() => setIdle(true), 1);
    };
    const cancel = () => {
      if (handle === undefined) return;
      if (window.cancelIdleCallback) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, [enabled]);
  return idle || !enabled;
}
