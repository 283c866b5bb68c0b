/**
 * The payment results the home page has shown, by id, so each signed result shows once: a
 * second load of the same address (a reload, a shared link, the back button) shows nothing.
 * An id is kept only while its token could still be read; after that the token's own expiry
 * refuses it. Kept in this process's memory, so each instance of a serverless platform
 * remembers on its own (decision 091).
 */
export interface ShownPaymentResults {
  /** True the first time an id is offered (it is then remembered), false ever after. */
  firstShowing(id: string, expiresAt: number, now: number): boolean;
}

export function createShownPaymentResults(maxRemembered = 10_000): ShownPaymentResults {
  const shown = new Map<string, number>();

  function forgetExpired(now: number): void {
    for (const [id, expiresAt] of shown) {
      if (expiresAt < now) shown.delete(id);
    }
    // Still full of live ids (a flood of genuine callbacks): the oldest go first.
    for (const id of shown.keys()) {
      if (shown.size < maxRemembered) break;
      shown.delete(id);
    }
  }

  return {
    firstShowing(id, expiresAt, now) {
      if (shown.has(id)) return false;
      if (shown.size >= maxRemembered) forgetExpired(now);
      shown.set(id, expiresAt);
      return true;
    },
  };
}
