import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapEntries, sitemapXml, type SitemapDocument } from './sitemap.ts';

const doc = (
  _type: string,
  _id: string,
  slug: string | null,
  extra: Partial<SitemapDocument> = {},
): SitemapDocument => ({
  _type,
  _id,
  slug,
  _updatedAt: '2026-11-01T10:00:00Z',
  hidden: false,
  ...extra,
});

describe('sitemapEntries', () => {
  it('lists documents, route pages and offers, home first, with their last change', () => {
    const entries = sitemapEntries(
      [doc('journey', 'j1', 'bali'), doc('homePage', 'homePage', null)],
      [{ slug: 'velana', offer: { updatedAt: '2026-10-05T08:30:00.000Z' } }, { slug: 'ship' }],
      '2026-09-01T00:00:00Z',
    );
    expect(entries).toEqual([
      { path: '/', lastmod: '2026-11-01T10:00:00.000Z' },
      { path: '/book-an-appointment', lastmod: '2026-09-01T00:00:00.000Z' },
      { path: '/find-a-trip', lastmod: '2026-09-01T00:00:00.000Z' },
      { path: '/journeys/bali', lastmod: '2026-11-01T10:00:00.000Z' },
      { path: '/picks/ship', lastmod: null },
      { path: '/picks/velana', lastmod: '2026-10-05T08:30:00.000Z' },
    ]);
  });

  it('lists the specialists’ page, as fresh as its newest profile, and each profile’s page', () => {
    const entries = sitemapEntries(
      [
        doc('specialistProfile', 's1', 'priya-hartley'),
        doc('specialistProfile', 's2', 'rupert-ashdown', { _updatedAt: '2026-11-20T09:00:00Z' }),
        doc('specialistProfile', 's3', null, { _updatedAt: '2026-11-25T09:00:00Z' }),
      ],
      [],
    );
    expect(entries).toEqual([
      { path: '/book-an-appointment', lastmod: null },
      { path: '/find-a-trip', lastmod: null },
      { path: '/specialists', lastmod: '2026-11-20T09:00:00.000Z' },
      { path: '/specialists/priya-hartley', lastmod: '2026-11-01T10:00:00.000Z' },
      { path: '/specialists/rupert-ashdown', lastmod: '2026-11-20T09:00:00.000Z' },
    ]);
  });

  it('leaves out the specialists’ page while it lists nobody', () => {
    expect(sitemapEntries([doc('journey', 'j1', 'bali')], []).map((entry) => entry.path)).toEqual([
      '/book-an-appointment',
      '/find-a-trip',
      '/journeys/bali',
    ]);
  });

  it.each([
    ['a hidden document', [doc('page', 'p', 'terms', { hidden: true })], [], '/terms'],
    [
      'an offer behind a hidden destination',
      [doc('destination', 'd', 'maldives', { hidden: true })],
      [{ slug: 'maldives' }],
      '/picks/maldives',
    ],
  ])('leaves out %s', (_case, documents, cards, path) => {
    expect(sitemapEntries(documents, cards).map((entry) => entry.path)).not.toContain(path);
  });

  it('lists a path once, the document winning over a feed offer of the same slug', () => {
    const entries = sitemapEntries(
      [doc('destination', 'd', 'maldives')],
      [{ slug: 'maldives', offer: { updatedAt: '2020-01-01T00:00:00Z' } }],
    );
    expect(entries.filter((entry) => entry.path === '/picks/maldives')).toEqual([
      { path: '/picks/maldives', lastmod: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it.each([
    [null, null],
    ['', null],
    ['not a date', null],
    ['2026-11-22', '2026-11-22T00:00:00.000Z'],
  ])('reads the last change %j as %j', (updatedAt, expected) => {
    const [entry] = sitemapEntries([], [{ slug: 'x', offer: { updatedAt } }]).filter(
      (item) => item.path === '/picks/x',
    );
    expect(entry?.lastmod).toBe(expected);
  });
});

describe('sitemapXml', () => {
  it('writes absolute, escaped locations and leaves out unknown dates', () => {
    const xml = sitemapXml(
      [
        { path: '/', lastmod: '2026-11-01T10:00:00.000Z' },
        { path: "/picks/a&b'", lastmod: null },
      ],
      'https://example.com',
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url>',
        '    <loc>https://example.com/</loc>',
        '    <lastmod>2026-11-01T10:00:00.000Z</lastmod>',
        '  </url>',
        '  <url>',
        '    <loc>https://example.com/picks/a&amp;b&apos;</loc>',
        '  </url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });
});

describe('robotsTxt', () => {
  it('keeps crawlers out of the private paths and names the sitemap', () => {
    expect(robotsTxt('https://example.com', ['/studio', '/api/'])).toBe(
      'User-agent: *\nAllow: /\nDisallow: /studio\nDisallow: /api/\n\nSitemap: https://example.com/sitemap.xml\n',
    );
  });
});
