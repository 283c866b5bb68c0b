/** Where a page lands after navigation: pure rules, pinned by scrollTarget.test.ts. */

/** iPhone, iPad and iPod (including iPadOS, which reports itself as a Mac with touch). */
export function isAppleHandheld(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

export const HASH_SCROLL_DELAY_MS = 100;
export const HASH_SCROLL_OFFSET_PX = 80;

/** Document position that puts an element 80 px below the top of the view. */
export function hashScrollTop(elementTopInView: number, currentScroll: number): number {
  return Math.max(0, elementTopInView + currentScroll - HASH_SCROLL_OFFSET_PX);
}
