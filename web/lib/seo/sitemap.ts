/**
 * The sitemap: every page a search engine should know, from the published content and the
 * travel-cards feed. A page its editor hides from search engines is left out, and a path is
 * listed once even when two sources would give it (a feed offer sharing a destination's slug is
 * shadowed by the destination on the site, so it is by the destination here too).
 */

import { documentPath } from '../../../shared/seo/documentPath.ts';

export interface SitemapEntry {
  /** Path on the site, beginning with '/'. */
  path: string;
  /** When the page's content last changed (ISO 8601), when known. */
  lastmod: string | null;
}

/** A published document as the sitemap query returns it. */
export interface SitemapDocument {
  _type: string;
  _id: string;
  slug: string | null;
  _updatedAt: string | null;
  hidden: boolean | null;
}

export interface SitemapCard {
  slug: string;
  offer?: { updatedAt?: string | null } | null;
}

/** The pages that are not documents of their own but are worth finding. */
const ROUTE_PAGES = ['/book-an-appointment', '/find-a-trip'];

/**
 * Listing pages with no document of their own, by the type of document they list: as fresh as
 * the newest of those, and left out while they list nobody.
 */
const LISTING_PAGES: Readonly<Record<string, string>> = { '/specialists': 'specialistProfile' };

/** A date the sitemap accepts (W3C datetime), or null for anything unreadable. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function sitemapEntries(
  documents: readonly SitemapDocument[],
  cards: readonly SitemapCard[],
  settingsUpdatedAt: string | null = null,
): SitemapEntry[] {
  const entries = new Map<string, SitemapEntry>();
  const add = (path: string | null, lastmod: string | null) => {
    if (path && !entries.has(path)) entries.set(path, { path, lastmod: lastmodOf(lastmod) });
  };
  const hidden = new Set<string>();
  for (const document of documents) {
    const path = documentPath(document);
    if (!path) continue;
    if (document.hidden) hidden.add(path);
    else add(path, document._updatedAt);
  }
  for (const path of ROUTE_PAGES) add(path, settingsUpdatedAt);
  for (const [path, type] of Object.entries(LISTING_PAGES)) {
    const listed = documents.filter(
      (document) => document._type === type && !document.hidden && documentPath(document),
    );
    const newest = listed
      .map((document) => lastmodOf(document._updatedAt))
      .reduce<string | null>((latest, at) => (at && (!latest || at > latest) ? at : latest), null);
    if (listed.length > 0) add(path, newest);
  }
  for (const card of cards) {
    const path = `/picks/${encodeURIComponent(card.slug)}`;
    // A hidden destination still owns its path: the offer behind it cannot be reached.
    if (!hidden.has(path)) add(path, card.offer?.updatedAt ?? null);
  }
  return [...entries.values()].sort((a, b) => pathOrder(a.path, b.path));
}

/** Home first, then the listing pages before their children, alphabetically otherwise. */
function pathOrder(a: string, b: string): number {
  if (a === '/') return -1;
  if (b === '/') return 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemaps.org XML document for the entries, with absolute URLs on the origin. */
export function sitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const urls = entries.map((entry) => {
    const loc = `    <loc>${escapeXml(`${origin}${entry.path}`)}</loc>`;
    const lastmod = entry.lastmod ? `\n    <lastmod>${entry.lastmod}</lastmod>` : '';
    return `  <url>\n${loc}${lastmod}\n  </url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: crawl the site, not the editing tools or the content API, and find the sitemap. */
export function robotsTxt(origin: string, privatePaths: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
