/**
 * The `handle` a route exports when its pages are made for reading: their scripts start when a
 * visitor reaches for something that needs them, not with the page (`startOnInteraction.ts`).
 */
export const READING_PAGE = { scriptsStart: 'on-interaction' } as const;

/** Whether a route's `handle` marks its pages as made for reading. */
export function isReadingPage(handle: unknown): boolean {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    Reflect.get(handle, 'scriptsStart') === READING_PAGE.scriptsStart
  );
}
