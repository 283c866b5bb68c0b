/**
 * Netlify entry for trip requests at /api/trip-requests. Netlify passes `context.ip`, which the
 * per-address rate limit reads.
 */
import tripRequests from '../tripRequests.ts';

export const config = { path: '/api/trip-requests' };

export default tripRequests;
