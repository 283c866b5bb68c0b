/**
 * Netlify entry for enquiries at /api/enquiries. Netlify passes `context.ip`, which the
 * per-address rate limit reads.
 */
import enquiries from '../enquiries.ts';

export const config = { path: '/api/enquiries' };

export default enquiries;
