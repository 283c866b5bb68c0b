import { environment } from '../../../shared/environment.ts';
import { siteOrigin } from './canonicalUrl.ts';

/**
 * The public origin of the site, for canonical links, share cards and the sitemap: SITE_URL when
 * set (the address visitors use, which a proxy or CDN in front may hide from this process),
 * otherwise the origin the request arrived on.
 */
export function siteUrl(request: Request): string {
  return siteOrigin(environment().SITE_URL, request.url);
}
