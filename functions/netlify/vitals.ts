/**
 * Netlify entry for the field-data reports at /api/vitals. Each report is one small transaction
 * against hosted Sanity; docs/field-speed.md says how that scales and when to batch.
 */
import vitals from '../vitals.ts';

export const config = { path: '/api/vitals' };

export default vitals;
