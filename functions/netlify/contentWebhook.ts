/**
 * Netlify entry for Sanity's content webhook: purges the CDN's copies of the pages a published
 * or deleted document touches, by the cache tags those pages carry.
 */
import { purgeCache } from '@netlify/functions';
import { environment } from '../../shared/environment.ts';
import { createContentWebhook } from '../contentWebhook.ts';

// Netlify reads a function's route from its entry as written (a literal, not an import), so the
// path is spelt out here; server/netlify/prepareDeploy.test.ts checks it is the handler's own.
export const config = { path: '/api/content-webhook' };

export default createContentWebhook({
  secret: environment().SANITY_WEBHOOK_SECRET,
  purge: (tags) => purgeCache({ tags }),
});
