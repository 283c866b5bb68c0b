import { useEffect, useState, type RefObject } from 'react';

/** Content counts as near once it is within this distance below the screen. */
const NEAR_VIEW_MARGIN = '0px 0px 400px 0px';

/**
 * True once the element is on screen or about to be, so work for what is below the fold
 * (a carousel's engine, a refresh of the cards it shows) waits until a visitor heads for it.
 * Without an element to watch, or with `enabled: false`, it answers true at once; a browser
 * without IntersectionObserver answers true just after.
 */
export function useNearView(
  target: RefObject<Element | null> | undefined,
  enabled = true,
): boolean {
  const [near, setNear] = useState(false);
  const watched = enabled && target !== undefined;
  useEffect(() => {
    if (!watched || near) return;
    const element = target.current;
    // A browser that cannot tell where things are starts the work at once.
    if (!element || typeof IntersectionObserver === 'undefined') {
      queueMicrotask(() => setNear(true));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [watched, near, target]);
  return near || !watched;
}
