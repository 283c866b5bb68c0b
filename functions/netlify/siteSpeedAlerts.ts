/**
 * Netlify entry for the speed alert: a scheduled function, once a day, that mails the team when a
 * route type's 28-day figure leaves "good" (see functions/siteSpeedAlerts.ts). No public address.
 */
import speedAlerts from '../siteSpeedAlerts.ts';

// Netlify reads the schedule from the entry as written (a literal, not an import).
export const config = { schedule: '@daily' };

export default speedAlerts;
