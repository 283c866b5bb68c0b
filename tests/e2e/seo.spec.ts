import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contentApi, hostUnderTest, test } from './fixtures.ts';
import { pounds, snapshotCards } from './travelCardsSnapshot.ts';
import { inRuns, PAGE_BUDGET, runName } from './routeRuns.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';

const cards = snapshotCards();
const hotelOffer = cards.find((card) => card.ttiCode !== undefined && card.offer?.price);
const cruiseOffer = cards.find((card) => card.shipId !== undefined);
if (!hotelOffer || !cruiseOffer) throw new Error('The snapshot has a hotel offer and a cruise');

/** One page of every kind the site has. */
const routeTypes = [
  '/',
  '/journeys',
  '/journeys/thailand-in-style',
  '/journeys/asia',
  '/picks',
  '/picks/maldives',
  `/picks/${hotelOffer.slug}`,
  `/picks/${cruiseOffer.slug}`,
  '/holiday-types/safaris',
  '/privacy-policy',
  '/about-us',
  '/book-an-appointment',
];

async function sitemapPaths(request: APIRequestContext) {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) =>
    (match[1] ?? '').replace(hostUnderTest().origin, ''),
  );
}

type JsonLdBlock = Record<string, unknown> & { '@type': string };

async function structuredData(page: Page): Promise<JsonLdBlock[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdBlock);
}

function ofType(blocks: JsonLdBlock[], type: string): JsonLdBlock {
  const found = blocks.filter((block) => block['@type'] === type);
  expect(found, `one ${type} block`).toHaveLength(1);
  return found[0] as JsonLdBlock;
}

test.describe('robots and sitemap', () => {
  test('robots.txt keeps crawlers out of the Studio and the APIs and names the sitemap @desktop', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    for (const rule of [
      'User-agent: *',
      'Disallow: /studio',
      'Disallow: /api/',
      'Disallow: /v20',
    ]) {
      expect(text).toContain(rule);
    }
    expect(text).toContain(`Sitemap: ${hostUnderTest().origin}/sitemap.xml`);
    expect(text).not.toMatch(/Disallow: \/(form|paystatus)/);
  });

  test('the sitemap lists every published page and only those @desktop', async ({ request }) => {
    const paths = await sitemapPaths(request);
    for (const path of routeTypes) expect(paths).toContain(path);
    for (const path of ['/form', '/paystatus', '/studio', '/journeys/africa-unknown']) {
      expect(paths).not.toContain(path);
    }
    expect(new Set(paths).size).toBe(paths.length);
    const documents = await contentApi().fetch<{ type: string; slug: string }[]>(
      `*[_type in ["journey", "journeyRegion", "destination", "holidayType", "specialistProfile", "page"]
         && !(_id in path("drafts.**")) && seo.noIndex != true]{"type": _type, "slug": slug.current}`,
    );
    const prefix: Record<string, string> = {
      journey: '/journeys/',
      journeyRegion: '/journeys/',
      destination: '/picks/',
      holidayType: '/holiday-types/',
      specialistProfile: '/specialists/',
      page: '/',
    };
    const documentPaths = documents.map((doc) => `${prefix[doc.type]}${doc.slug}`);
    const cardPaths = cards.map((card) => `/picks/${card.slug}`);
    const expected = new Set([
      '/',
      '/journeys',
      '/picks',
      '/book-an-appointment',
      '/find-a-trip',
      '/specialists',
      ...documentPaths,
      ...cardPaths,
    ]);
    expect(new Set(paths)).toEqual(expected);
  });

  test('each entry carries its last change as a date @desktop', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const home = /<loc>[^<]+\/<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/.exec(xml);
    expect(Number.isNaN(Date.parse(home?.[1] ?? ''))).toBe(false);
  });
});

test('unknown journeys and picks still go home, unknown pages still answer 404 @desktop', async ({
  request,
}) => {
  for (const path of ['/journeys/no-such-journey', '/picks/no-such-pick']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe('/');
  }
  for (const path of ['/holiday-types/no-such-type', '/no-such-page']) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test.describe('a journey published, hidden and unpublished @publishes', () => {
  // A title written to break out of a script element, were it not escaped.
  const hostile = '</script><script>window.__pwned = true</script><!--';

  test('moves in and out of the sitemap and carries noindex while hidden @desktop', async ({
    page,
    request,
  }) => {
    const api = contentApi();
    const slug = `seo-check-${Date.now().toString(36)}`;
    const id = `journey-${slug}`;
    const path = `/journeys/${slug}`;
    await api.createOrReplace({
      _id: id,
      _type: 'journey',
      slug: { _type: 'slug', current: slug },
      heroTitle: hostile,
      price: 4200,
    });
    try {
      await expect.poll(async () => sitemapPaths(request)).toContain(path);

      await visit(page, path);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      // The hostile title stayed inside its JSON-LD block: nothing ran, and the data reads back.
      expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
      const trip = ofType(await structuredData(page), 'TouristTrip');
      expect(trip.name).toBe(hostile);
      await expect(page).toHaveTitle(
        new RegExp(`^${hostile.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );

      await api
        .patch(id)
        .set({ seo: { _type: 'seo', noIndex: true } })
        .commit();
      await expect.poll(async () => sitemapPaths(request)).not.toContain(path);
      await visit(page, path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // Unpublished: only a draft is left.
      await api
        .transaction()
        .createOrReplace({
          _id: `drafts.${id}`,
          _type: 'journey',
          slug: { _type: 'slug', current: slug },
        })
        .delete(id)
        .commit();
      await api
        .patch(`drafts.${id}`)
        .set({ seo: { _type: 'seo', noIndex: false } })
        .commit();
      await expect.poll(async () => sitemapPaths(request)).not.toContain(path);
    } finally {
      await api.transaction().delete(id).delete(`drafts.${id}`).commit();
    }
  });
});

test.describe('canonical address and share card', () => {
  // The head is the server's, the same for every screen: read on the desktop alone, a run of
  // pages one after another in one tab.
  for (const paths of inRuns(routeTypes)) {
    test(`${runName(paths)} name their canonical address and share card, and no questions @desktop`, async ({
      page,
    }) => {
      test.setTimeout(paths.length * PAGE_BUDGET);
      for (const path of paths) {
        await test.step(`${path} names its canonical address and share card, and no questions`, async () => {
          await visit(page, `${path}?utm_source=newsletter`);
          const head = page.locator('head');
          const url = `${hostUnderTest().origin}${path === '/' ? '/' : path}`;
          await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', url);
          await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', url);
          await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
            'content',
            'en_GB',
          );
          await expect(head.locator('meta[property="og:site_name"]')).toHaveAttribute(
            'content',
            /\S/,
          );
          await expect(head.locator('meta[property="og:type"]')).toHaveAttribute(
            'content',
            /^(website|article)$/,
          );
          await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
          await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute(
            'content',
            'summary_large_image',
          );
          await expect(head.locator('meta[name="robots"]')).toHaveCount(0);
          const blocks = await structuredData(page);
          const agency = ofType(blocks, 'TravelAgency');
          expect(agency.name).toBeTruthy();
          expect(agency.url).toBe(`${hostUnderTest().origin}/`);
          // No page claims questions and answers it does not show.
          expect(blocks.map((block) => block['@type'])).not.toContain('FAQPage');
        });
      }
    });
  }

  test('the share picture is 1200x630 through the image pipeline, with alt text @desktop', async ({
    page,
    request,
  }) => {
    await visit(page, '/journeys/thailand-in-style');
    const head = page.locator('head');
    await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute(
      'content',
      '1200',
    );
    await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute(
      'content',
      '630',
    );
    await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${hostUnderTest().origin}/images/.+[?&]w=1200&h=630`));
    const response = await request.get(image ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });

  test('an offer and a cruise share their hero picture at its real size @desktop', async ({
    page,
    request,
  }) => {
    for (const card of [hotelOffer, cruiseOffer]) {
      await visit(page, `/picks/${card.slug}`);
      const head = page.locator('head');
      const image = await head.locator('meta[property="og:image"]').getAttribute('content');
      expect(image).toMatch(new RegExp(`^${hostUnderTest().origin}/travel-pack/.+_hero\\.jpg$`));
      const width = await head.locator('meta[property="og:image:width"]').getAttribute('content');
      const height = await head.locator('meta[property="og:image:height"]').getAttribute('content');
      const response = await request.get(image ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/jpeg');
      const served = await sharp(await response.body()).metadata();
      expect([String(served.width), String(served.height)]).toEqual([width, height]);
      expect(Number(width)).toBeGreaterThanOrEqual(1200);
      await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
    }
  });

  test('the agency names its logo, a square picture the site serves @desktop', async ({
    page,
    request,
  }) => {
    await visit(page, '/');
    const agency = ofType(await structuredData(page), 'TravelAgency');
    expect(agency.logo).toBe(`${hostUnderTest().origin}/brand-logo.png`);
    const response = await request.get(String(agency.logo));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height } = await sharp(await response.body()).metadata();
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(112);
  });

  test('the payment pages are kept out of search results @desktop', async ({ page }) => {
    for (const path of ['/form', '/paystatus?status=success']) {
      await visit(page, path);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    }
  });
});

test.describe('structured data matches the page', () => {
  test('a journey is a TouristTrip with its days and the price it shows', async ({ page }) => {
    const journey = await contentApi().fetch<{ price: number; days: number }>(
      `*[_type == "journey" && slug.current == "thailand-in-style" && !(_id in path("drafts.**"))][0]{
        price, "days": count(itinerary)}`,
    );
    await visit(page, '/journeys/thailand-in-style');
    await expect(page.getByText(pounds(journey.price)).first()).toBeVisible();
    const trip = ofType(await structuredData(page), 'TouristTrip');
    expect(trip.url).toBe(`${hostUnderTest().origin}/journeys/thailand-in-style`);
    expect(trip.offers).toMatchObject({
      '@type': 'Offer',
      price: journey.price,
      priceCurrency: 'GBP',
      priceSpecification: { price: journey.price, priceCurrency: 'GBP' },
    });
    const itinerary = trip.itinerary as { '@type': string; itemListElement: unknown[] };
    expect(itinerary['@type']).toBe('ItemList');
    expect(itinerary.itemListElement).toHaveLength(journey.days);
  });

  test(`the breadcrumbs of three kinds of page are their BreadcrumbLists ${ONE_SCREEN}`, async ({
    page,
  }) => {
    for (const path of ['/journeys/asia', '/picks/maldives', '/holiday-types/safaris']) {
      await test.step(`the breadcrumb of ${path} is the BreadcrumbList`, async () => {
        await visit(page, path);
        const crumbs = await page
          .getByRole('navigation', { name: 'Breadcrumb' })
          .getByRole('listitem')
          .allInnerTexts();
        const list = ofType(await structuredData(page), 'BreadcrumbList');
        const items = list.itemListElement as { position: number; name: string; item: string }[];
        expect(items.map((item) => item.name)).toEqual(crumbs.map((crumb) => crumb.trim()));
        expect(items.map((item) => item.position)).toEqual(crumbs.map((_, index) => index + 1));
        expect(items.at(-1)?.item).toBe(`${hostUnderTest().origin}${path}`);
      });
    }
  });

  test('a hotel offer is a Hotel with its offer price; a cruise is a Product @desktop', async ({
    page,
  }) => {
    await visit(page, `/picks/${hotelOffer.slug}`);
    const hotel = ofType(await structuredData(page), 'Hotel');
    expect(hotel.makesOffer).toMatchObject({
      price: hotelOffer.offer?.price,
      priceCurrency: 'GBP',
    });
    await visit(page, `/picks/${cruiseOffer.slug}`);
    const cruise = ofType(await structuredData(page), 'Product');
    expect(cruise.url).toBe(`${hostUnderTest().origin}/picks/${cruiseOffer.slug}`);
  });
});
