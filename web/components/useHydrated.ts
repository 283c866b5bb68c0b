import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False during the server render and hydration, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
