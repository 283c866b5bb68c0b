/**
 * What a page says of itself in a browser tab, a search result and a shared link: its title
 * names the brand exactly once (in <title> and og:title alike), and its share picture is there,
 * answers, and is the size the head declares. Every kind of page, an editor's new page included.
 * The head is the same at every width, so the desktop project reads it once.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { contentApi, test } from './fixtures.ts';
import { ROUTE_TYPES } from './routeTypes.ts';

/**
 * The page as a link preview or a search crawler reads it: the head the server sent, before any
 * script runs (so the check need not wait for the page to hydrate).
 */
async function openServed(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response, path).not.toBeNull();
}

async function brandName(): Promise<string> {
  const brand = await contentApi().fetch<string | null>(
    '*[_id == "siteSettings" && !(_id in path("drafts.**"))][0].brandName',
  );
  if (!brand) throw new Error('The seeded site settings name the brand');
  return brand;
}

/** How often a text names the brand. */
const mentions = (text: string, brand: string) =>
  text.toLowerCase().split(brand.toLowerCase()).length - 1;

async function expectBrandOnce(page: Page, brand: string) {
  const title = await page.title();
  const ogTitle = await page.locator('head meta[property="og:title"]').getAttribute('content');
  expect(mentions(title, brand), title).toBe(1);
  expect(ogTitle).toBe(title);
}

/** The share picture answers with an image of exactly the size the head declares. */
async function expectSharePicture(page: Page, request: APIRequestContext) {
  const head = page.locator('head');
  const src = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(src, 'og:image').toBeTruthy();
  const declared = [
    await head.locator('meta[property="og:image:width"]').getAttribute('content'),
    await head.locator('meta[property="og:image:height"]').getAttribute('content'),
  ];
  expect(
    declared.every((value) => Number(value) > 0),
    `declared size ${declared}`,
  ).toBe(true);
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
  const response = await request.get(src ?? '');
  expect(response.status(), String(src)).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
  const { width, height } = await sharp(await response.body()).metadata();
  expect([String(width), String(height)], String(src)).toEqual(declared);
}

test.describe('every kind of page names the brand once and shares a picture @desktop', () => {
  // A link preview is drawn from the page as served: the scrapers that draw one run no script.
  test.use({ javaScriptEnabled: false });
  for (const path of ROUTE_TYPES) {
    test(path, async ({ page, request }) => {
      const brand = await brandName();
      await openServed(page, path);
      await expectBrandOnce(page, brand);
      await expectSharePicture(page, request);
    });
  }
});

test('an editor’s new page without pictures shares the site’s card, its title branded once @desktop @publishes', async ({
  page,
  request,
}) => {
  const api = contentApi();
  const brand = await brandName();
  const slug = `share-check-${Date.now().toString(36)}`;
  const id = `page-${slug}`;
  const card = await api.fetch<{ asset: { _ref: string } } | null>(
    '*[_id == "siteSettings" && !(_id in path("drafts.**"))][0].shareCard',
  );
  expect(card?.asset._ref, 'the seeded default share card').toMatch(/-1200x630-/);
  try {
    // An editor who typed the brand into the search title anyway: it is used as written.
    await api.createOrReplace({
      _id: id,
      _type: 'page',
      slug: { _type: 'slug', current: slug },
      kind: 'static',
      title: 'Gift Vouchers',
      intro: 'Give the journey of a lifetime: a voucher for any of our holidays.',
      body: [],
      seo: { _type: 'seo', title: `Gift Vouchers from ${brand}`, noIndex: false },
    });
    await expect.poll(async () => (await request.get(`/${slug}`)).status()).toBe(200);
    await openServed(page, `/${slug}`);
    await expect(page).toHaveTitle(`Gift Vouchers from ${brand}`);
    await expectBrandOnce(page, brand);
    const src = await page.locator('head meta[property="og:image"]').getAttribute('content');
    // The card through the image pipeline: its asset's hash names it.
    const hash = card?.asset._ref.split('-')[1] ?? '';
    expect(src).toContain(hash);
    await expectSharePicture(page, request);
  } finally {
    await api.delete(id);
  }
});
