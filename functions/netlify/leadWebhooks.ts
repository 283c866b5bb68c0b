/**
 * Netlify entry for the lead webhook: a scheduled function, every minute, that queues and sends
 * the messages about leads (see functions/leadWebhooks.ts). No public address.
 */
import leadWebhooks from '../leadWebhooks.ts';

// Netlify reads the schedule from the entry as written (a literal, not an import).
export const config = { schedule: '* * * * *' };

export default leadWebhooks;
