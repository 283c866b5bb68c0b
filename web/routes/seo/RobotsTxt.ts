import { robotsTxt } from '../../lib/seo/sitemap.ts';
import { siteUrl } from '../../lib/seo/siteUrl.server.ts';
import type { Route } from './+types/RobotsTxt';

/**
 * Crawlers stay out of the Studio, the site's own endpoints and the content API (its versioned
 * paths); /form and /paystatus stay crawlable so their noindex rule can be read.
 */
const PRIVATE_PATHS = ['/studio', '/api/', '/submit', '/vX/', '/v1', '/v20'];

/** /robots.txt */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(robotsTxt(siteUrl(request), PRIVATE_PATHS), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
