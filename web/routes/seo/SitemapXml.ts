import { sitemapQuery } from './sitemapQuery.ts';
import { fetchContent } from '../../data/sanityClient.server.ts';
import { loadTravelCards } from '../../data/travelCards.server.ts';
import { sitemapEntries, sitemapXml } from '../../lib/seo/sitemap.ts';
import { siteUrl } from '../../lib/seo/siteUrl.server.ts';
import type { Route } from './+types/SitemapXml';

/** /sitemap.xml: built on request from the published content and the travel-cards feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [content, feed] = await Promise.all([
    fetchContent(sitemapQuery, {}, { request, context }),
    loadTravelCards(request, context),
  ]);
  const entries = sitemapEntries(content.documents, feed.cards, content.settingsUpdatedAt);
  return new Response(sitemapXml(entries, siteUrl(request)), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      // Crawlers read it rarely; a few minutes keeps a publish visible soon after.
      'Cache-Control': 'public, max-age=300',
    },
  });
}
