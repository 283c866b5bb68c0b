/**
 * The page's root carries `data-hydrated="true"` once React has taken over the page the server
 * rendered: its frame and every slice of it (`HydrationSlice.tsx`). Browser tests and the
 * benchmarks wait for it before they press what only the site's scripts can work. Code that must
 * tell hydration from a later render asks React (`useHydrated`): a slice may hydrate after the
 * others.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the page as run by React (once, when its last slice has hydrated). */
export function markHydrated(): void {
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
}

/** Whether React has taken over the page; false on the server. */
export function isHydrated(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.documentElement.getAttribute(HYDRATED_ATTRIBUTE) === 'true'
  );
}
