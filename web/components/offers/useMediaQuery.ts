import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches; false during the server render and hydration, and false until
 * `wanted` is true: a screen's answer read as the page hydrates differs from the server's, and
 * React then renders the component again at once, in the same long task.
 */
export function useMediaQuery(query: string, wanted = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => wanted && window.matchMedia(query).matches,
    () => false,
  );
}
