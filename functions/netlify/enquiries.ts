/**
 * Netlify entry for enquiries; netlify.toml routes /api/enquiries here. Netlify passes
 * `context.ip`, which the per-address rate limit reads.
 */
import enquiries from '../enquiries.ts';

export default enquiries;
