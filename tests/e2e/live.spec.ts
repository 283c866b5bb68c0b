import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { visit } from './visit.ts';

const JOURNEY = '/journeys/zimbabwe-victoria-falls-wild-rivers';

test.describe('live pages for visitors @publishes', () => {
  test('after a publish the open page shows the change in place, keeping scroll, input and popups', async ({
    page,
    isMobile,
  }) => {
    const api = contentApi();
    const id = await api.fetch<string>(
      '*[_type == "journey" && slug.current == "zimbabwe-victoria-falls-wild-rivers"][0]._id',
    );
    const { heroTitle } = (await api.getDocument<{ heroTitle: string }>(id)) ?? { heroTitle: '' };
    const stream = page.waitForResponse((response) => response.url().includes('/data/listen/'));
    await visit(page, JOURNEY);
    await stream;

    try {
      // A visitor part-way down the page, half-way through the callback form.
      const callback = page.getByRole('region', { name: /call/i }).first();
      const name = callback.getByLabel('Name');
      await name.fill('Ada Lovelace');
      const scrolled = await page.evaluate(() => window.scrollY);

      await api.patch(id).set({ heroTitle: 'Zimbabwe, Unhurried' }).commit();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('ZIMBABWE, UNHURRIED');
      await expect(name).toHaveValue('Ada Lovelace');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // An open popup stays open, with what was typed in it, while the page behind changes.
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Talk to an expert' }).click();
      const popup = page.getByRole('dialog', { name: 'Talk to an expert' });
      await popup.getByLabel('Name', { exact: true }).fill('Grace');
      await api.patch(id).set({ heroTitle: 'Zimbabwe, Wild and Slow' }).commit();
      // The page behind a modal popup is inert, out of the accessibility tree: read it directly.
      await expect(page.locator('h1')).toHaveText('ZIMBABWE, WILD AND SLOW');
      await expect(popup).toBeVisible();
      await expect(popup.getByLabel('Name', { exact: true })).toHaveValue('Grace');
    } finally {
      await api.patch(id).set({ heroTitle }).commit();
    }
  });
});
