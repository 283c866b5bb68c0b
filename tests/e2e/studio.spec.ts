/**
 * The Studio, driven the way an editor uses it: sign in with the local account, find an
 * itinerary through the desk, change its price, publish, and see the new price served by the
 * content API and on the journey page; create a page with an uploaded picture, publish it and
 * unpublish it. Desktop only: one editor session per run is enough, and both projects would
 * otherwise edit the same documents at once.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { contentApi, test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';
import { visit } from './visit.ts';

// An itinerary no other browser test reads, so the edit cannot race their assertions.
const JOURNEY_SLUG = 'cambodian-discovery';
const QUERY_PATH = '/v2025-02-19/data/query/production';
const poundsFormat = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

interface PublishedJourney {
  heroTitle: string;
  price: number | null;
}

/**
 * The journey as visitors get it: the public, published perspective of the content API. A query
 * the lake cannot start in time is refused with 429 and the seconds to wait (its bounded query
 * pool, busy while the Studio and the other tests query it): asked again after them, as a client
 * told to come back does, a few times at most.
 */
async function publishedJourney(request: APIRequestContext): Promise<PublishedJourney> {
  const query = '*[_type == "journey" && slug.current == $slug][0]{heroTitle, price}';
  const ask = () =>
    request.get(QUERY_PATH, {
      params: { query, $slug: JSON.stringify(JOURNEY_SLUG), perspective: 'published' },
    });
  let response = await ask();
  for (let attempt = 1; response.status() === 429 && attempt < 5; attempt += 1) {
    const seconds = Number(response.headers()['retry-after'] ?? 1);
    await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 5) * 1000));
    response = await ask();
  }
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: PublishedJourney | null };
  if (!result) throw new Error(`The seed has no published journey '${JOURNEY_SLUG}'`);
  return result;
}

interface PublishedPage {
  kind: string;
  slug: string;
  heroImage: { alt: string; asset: { _ref: string } } | null;
}

async function publishedPage(request: APIRequestContext, title: string) {
  const query = '*[_type == "page" && title == $title][0]{kind, "slug": slug.current, heroImage}';
  const response = await request.get(QUERY_PATH, {
    params: { query, $title: JSON.stringify(title), perspective: 'published' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { result: PublishedPage | null }).result;
}

/**
 * A value from the editor's draft, read through the content API with the local token (drafts
 * are private). Waiting for it means the Studio has saved what was typed before Publish.
 */
function draftValue<T>(query: string, params: Record<string, string>): Promise<T | null> {
  return contentApi().fetch<T | null>(query, params);
}

test.describe('Studio editing @desktop @publishes', () => {
  // The journey page test checks the price the editing test published.
  test.describe.configure({ mode: 'serial' });
  let publishedPrice: number | undefined;
  let seededPrice: number | null | undefined;

  // Put the seed's price back, so the rest of the run sees the dataset as seeded.
  test.afterAll(async () => {
    if (seededPrice === undefined) return;
    const api = contentApi();
    const ids = await api.fetch<string[]>('*[_type == "journey" && slug.current == $slug]._id', {
      slug: JOURNEY_SLUG,
    });
    await ids
      .reduce((tx, id) => tx.patch(id, { set: { price: seededPrice } }), api.transaction())
      .commit();
  });

  test('an editor changes an itinerary price in the Studio and publishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const before = await publishedJourney(request);
    seededPrice = before.price;
    const newPrice = (before.price ?? 2000) + 125;

    await signInToStudio(page);
    await page.getByRole('link', { name: 'Signature itineraries', exact: true }).click();
    await page.getByRole('link', { name: 'Asia', exact: true }).click();
    await page.getByRole('link', { name: before.heroTitle }).click();

    // The form's fields render after its tabs; on a busy machine that takes a while.
    const price = page.getByRole('spinbutton', { name: 'Price from (£ per person)' });
    await expect(price).toHaveValue(String(before.price ?? ''), { timeout: 90_000 });
    await price.fill(String(newPrice));
    await expect
      .poll(
        () =>
          draftValue<number>('*[_id in path("drafts.**") && slug.current == $slug][0].price', {
            slug: JOURNEY_SLUG,
          }),
        { timeout: 30_000 },
      )
      .toBe(newPrice);
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeEnabled({ timeout: 30_000 });
    await publish.click();

    await expect
      .poll(async () => (await publishedJourney(request)).price, { timeout: 30_000 })
      .toBe(newPrice);
    publishedPrice = newPrice;
  });

  test('the journey page shows the price the editor published', async ({ page }) => {
    expect(publishedPrice, 'set by the editing test above').toBeDefined();
    await visit(page, `/journeys/${JOURNEY_SLUG}`);
    await expect(
      page.getByText(`from ${poundsFormat.format(publishedPrice ?? 0)} pp`).first(),
    ).toBeVisible();
  });
});

test.describe('Studio pages @desktop @publishes', () => {
  test('an editor creates a page with a picture, publishes it, then unpublishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A title of its own per run, so a page left by an earlier run cannot hold its address.
    const run = Date.now().toString(36);
    const title = `Travelling Lightly ${run}`;
    const picture = await sharp({
      create: { width: 240, height: 160, channels: 3, background: '#1f3a3d' },
    })
      .png()
      .toBuffer();

    await signInToStudio(page);
    await page.getByRole('link', { name: 'Information pages', exact: true }).click();
    await page.getByRole('button', { name: 'Create new document' }).click();
    await page.getByRole('link', { name: 'Information page', exact: true }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('button', { name: 'Generate' }).click();
    await page
      .getByRole('textbox', { name: 'Introduction' })
      .fill('How we plan journeys that tread lightly.');
    // The picture field's own (visually hidden) file input, as the Upload button uses it.
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'lagoon.png', mimeType: 'image/png', buffer: picture });
    await page
      .getByRole('textbox', { name: 'Description for screen readers' })
      .fill('A still lagoon at dusk');
    const draftPicture = '*[_id in path("drafts.**") && title == $title][0].heroImage';
    await expect
      .poll(() => draftValue(draftPicture, { title }), { timeout: 30_000 })
      .toMatchObject({
        alt: 'A still lagoon at dusk',
        asset: { _ref: expect.stringMatching(/^image-/) },
      });

    // A Publish clicked while the Studio is still validating the upload's in-between states can
    // end in 'Please fix the validation errors before publishing' although the finished draft is
    // valid; an editor then clicks again, and so does this test, until the page is published.
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(async () => {
      await expect(publish).toBeEnabled();
      await publish.click();
      await expect.poll(() => publishedPage(request, title), { timeout: 8_000 }).not.toBeNull();
    }).toPass({ timeout: 60_000 });
    await expect
      .poll(() => publishedPage(request, title), { timeout: 30_000 })
      .toMatchObject({
        kind: 'static',
        slug: `travelling-lightly-${run}`,
        heroImage: {
          alt: 'A still lagoon at dusk',
          asset: { _ref: expect.stringMatching(/^image-/) },
        },
      });

    await page.getByRole('button', { name: 'Published', exact: true }).first().click();
    await page.getByRole('button', { name: 'Unpublish', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish now' }).click();
    await expect.poll(() => publishedPage(request, title), { timeout: 30_000 }).toBeNull();
  });
});
