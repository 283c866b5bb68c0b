/**
 * The page's root carries `data-hydrated="true"` once React has taken over the page the server
 * rendered. What runs before the site's scripts (the page's own starter) and code that must tell
 * the page's first render from a later one both read it; browser tests wait for it before they
 * press anything that only the site's scripts can work.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** Marks the page as run by React (once, when the root layout first commits in the browser). */
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
