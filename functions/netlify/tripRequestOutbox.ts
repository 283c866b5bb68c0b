/**
 * Netlify entry for the trip-request outbox: a scheduled function, every five minutes, that
 * sends what is still unsent (see functions/tripRequestOutbox.ts). No public address.
 */
import outbox from '../tripRequestOutbox.ts';

// Netlify reads the schedule from the entry as written (a literal, not an import).
export const config = { schedule: '*/5 * * * *' };

export default outbox;
