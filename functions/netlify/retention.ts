/**
 * Netlify entry for the enquiry retention run: a scheduled function, once a day, against the
 * hosted project (see functions/retention.ts). Scheduled functions have no public address.
 */
import { configuredRetentionClient, createRetentionHandler } from '../retention.ts';

// Netlify reads the schedule from the entry as written (a literal, not an import).
export const config = { schedule: '@daily' };

export default createRetentionHandler({ client: configuredRetentionClient });
