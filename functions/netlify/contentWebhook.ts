/**
 * Netlify entry for Sanity's content webhook: purges the CDN's copies of the pages a published
 * or deleted document touches, by the cache tags those pages carry.
 */
import { purgeCache } from '@netlify/functions';
import { environment } from '../../shared/environment.ts';
import { config as routeConfig, createContentWebhook } from '../contentWebhook.ts';

export const config = routeConfig;

export default createContentWebhook({
  secret: environment().SANITY_WEBHOOK_SECRET,
  purge: (tags) => purgeCache({ tags }),
});
