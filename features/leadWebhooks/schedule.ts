/**
 * When a message that was not acknowledged is tried again: after 30 seconds, doubling each
 * time, at most six hours apart, and given up (a dead letter for an editor) after the
 * fourteenth attempt, some 26 hours after the first, as the specification's
 * example schedule spans days.
 */

export const MAX_ATTEMPTS = 14;
const SECOND = 1000;
const FIRST_DELAY_MS = 30 * SECOND;
const LONGEST_DELAY_MS = 6 * 60 * 60 * SECOND;

/** How long a sender holds a message it claimed: far longer than one attempt may take. */
export const CLAIM_MS = 2 * 60 * SECOND;

/** How long one attempt waits for an answer (the specification suggests 15 to 30 seconds). */
export const REQUEST_TIMEOUT_MS = 15 * SECOND;

/** The pause after `attempts` failed attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}
