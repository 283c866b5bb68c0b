/**
 * The draft-mode bar (issue 46): it says "You are seeing unpublished changes" only on a page
 * whose drafts make it differ from what visitors are served, and it sits above the header in
 * the page's flow, never over the hero. Draft mode is entered as the Studio enters it, through a
 * preview secret written to the dataset. On one project only: the test writes a draft.
 */
import { expect } from '@playwright/test';
import { contentApi, hostUnderTest, test } from './fixtures.ts';

// A journey no other browser test reads or drafts.
const SLUG = 'sri-lanka-grand-tour';
const JOURNEY_ID = `journey-${SLUG}`;

/** Draft mode's cookie, from a secret the test writes as Presentation would. */
async function draftModeCookie(): Promise<{ name: string; value: string }> {
  const secret = `secret-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  await contentApi().createOrReplace({
    _id: `drafts.preview-bar-${Date.now()}`,
    _type: 'sanity.previewUrlSecret',
    secret,
    studioUrl: `${hostUnderTest().origin}/studio`,
  });
  const started = await fetch(
    `${hostUnderTest().origin}/api/preview-mode/enable?sanity-preview-secret=${secret}&sanity-preview-pathname=/`,
    { redirect: 'manual' },
  );
  expect(started.status).toBe(307);
  const [pair = ''] = (started.headers.get('set-cookie') ?? '').split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1) };
}

test.describe('The draft-mode bar @desktop @publishes', () => {
  test.afterAll(async () => {
    await contentApi().delete(`drafts.${JOURNEY_ID}`);
  });

  test('it tells of unpublished changes only where the page shows them, above the hero', async ({
    page,
    context,
  }) => {
    const cookie = await draftModeCookie();
    await context.addCookies([{ ...cookie, url: hostUnderTest().origin }]);

    await page.goto('/');
    const bar = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(bar.getByRole('link', { name: 'Preview mode: exit' })).toBeVisible();
    await expect(bar).toContainText('This page shows only published content.');
    await expect(bar).not.toContainText('unpublished');

    // The bar ends where the page begins: nothing of the hero lies under it.
    const barBox = await bar.boundingBox();
    const heroBox = await page.locator('main').boundingBox();
    expect(barBox && heroBox && barBox.y + barBox.height <= heroBox.y).toBe(true);

    const published = await contentApi().getDocument<Record<string, unknown> & { _id: string }>(
      JOURNEY_ID,
    );
    if (!published) throw new Error(`The seed has no journey '${JOURNEY_ID}'`);
    await contentApi().createOrReplace({
      ...published,
      _id: `drafts.${JOURNEY_ID}`,
      heroTitle: 'Sri Lanka, Slowly and in Style',
    });
    await page.goto(`/journeys/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /Sri Lanka, Slowly and in Style/i,
    );
    await expect(bar).toContainText('You are seeing unpublished changes.');
  });
});
