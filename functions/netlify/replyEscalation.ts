/**
 * Netlify entry for overdue replies: a scheduled function, every five minutes, that escalates
 * each routed trip request past its promised reply once (see functions/replyEscalation.ts). No
 * public address.
 */
import replyEscalation from '../replyEscalation.ts';

// Netlify reads the schedule from the entry as written (a literal, not an import).
export const config = { schedule: '*/5 * * * *' };

export default replyEscalation;
