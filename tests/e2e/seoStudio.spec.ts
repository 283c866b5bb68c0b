/**
 * The Studio's 'Search and sharing' fields show the page as a search result would, and warn
 * about a missing sharing picture. Read only, and desktop only: one editor session is enough.
 */
import { expect } from '@playwright/test';
import { signInToStudio } from './studioSignIn.ts';
import { test } from './fixtures.ts';

test('a journey shows its search-result preview and a sharing-picture warning @desktop', async ({
  page,
}) => {
  // The Studio is a large application: its first load on a busy machine takes a while.
  test.setTimeout(180_000);
  await signInToStudio(page);
  await page.getByRole('link', { name: 'Signature itineraries', exact: true }).click();
  await page.getByRole('link', { name: 'Asia', exact: true }).click();
  await page.getByRole('link', { name: 'Thailand in Style' }).click();
  await page.getByRole('tab', { name: 'Search and sharing' }).click({ timeout: 30_000 });
  const fieldset = page.getByRole('button', { name: 'Search and sharing' }).last();
  // The fields start folded away; one click opens them.
  await fieldset.click();
  const preview = page.getByRole('region', { name: 'Search result preview' });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview.getByText('Thailand in Style | Signature itinerary')).toBeVisible();
  await expect(preview.getByText(/› journeys › thailand-in-style$/)).toBeVisible();
  await page.getByRole('button', { name: 'Validation' }).click();
  await expect(
    page
      .getByText(/No sharing picture/)
      .filter({ visible: true })
      .first(),
  ).toBeVisible();
});
