/**
 * Chromium keeps a module whose download failed in its module map: importing the same address
 * again fails at once, without asking the network, for as long as the page lives. So a phone
 * that lost its signal for one download could never fetch that code again without a reload.
 * A retry therefore asks for the same file under a fresh address (a query the host ignores).
 */

/** The address the browser names in a failed dynamic import's message, if it names one. */
export function failedModuleUrl(failure: unknown): string | null {
  const message = failure instanceof Error ? failure.message : String(failure);
  const match = /\b(https?:\/\/[^\s'"]+?\.m?js)(?:\?[^\s'"]*)?(?=['"\s]|$)/.exec(message);
  return match?.[1] ?? null;
}

/** The same module file under an address the browser has not tried yet. */
export function freshModuleUrl(url: string, attempt: number): string {
  const address = new URL(url);
  address.searchParams.set('retry', String(attempt));
  return address.href;
}
