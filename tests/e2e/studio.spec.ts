/**
 * The Studio, driven the way an editor uses it: sign in with the local account, find an
 * itinerary through the desk, change its price, publish, and see the new price served by the
 * content API and on the journey page. Desktop only: one editor drive per run is enough, and
 * both projects would otherwise edit the same document at once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { visit } from './visit.ts';

const JOURNEY_SLUG = 'thailand-in-style';
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

/** The journey as visitors get it: the public, published perspective of the content API. */
async function publishedJourney(request: APIRequestContext): Promise<PublishedJourney> {
  const query = '*[_type == "journey" && slug.current == $slug][0]{heroTitle, price}';
  const response = await request.get(QUERY_PATH, {
    params: { query, $slug: JSON.stringify(JOURNEY_SLUG), perspective: 'published' },
  });
  expect(response.status()).toBe(200);
  const { result } = (await response.json()) as { result: PublishedJourney | null };
  if (!result) throw new Error(`The seed has no published journey '${JOURNEY_SLUG}'`);
  return result;
}

test.describe.configure({ mode: 'serial' });

test.describe('Studio editing @desktop', () => {
  let publishedPrice: number | undefined;

  test('an editor changes an itinerary price in the Studio and publishes it', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await publishedJourney(request);
    const newPrice = (before.price ?? 2000) + 125;

    await page.goto('/studio');
    await page.getByRole('link', { name: 'Local editor' }).click();

    await page.getByRole('link', { name: 'Signature itineraries', exact: true }).click();
    await page.getByRole('link', { name: 'Asia', exact: true }).click();
    await page.getByRole('link', { name: before.heroTitle }).click();

    const price = page.getByRole('spinbutton', { name: 'Price from (£ per person)' });
    await expect(price).toHaveValue(String(before.price ?? ''), { timeout: 20_000 });
    await price.fill(String(newPrice));
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await expect(publish).toBeEnabled({ timeout: 15_000 });
    await publish.click();
    await expect(page.getByText(`${before.heroTitle} was published`)).toBeVisible({
      timeout: 20_000,
    });

    await expect
      .poll(async () => (await publishedJourney(request)).price, { timeout: 15_000 })
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
