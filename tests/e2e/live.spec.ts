import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { visit } from './visit.ts';

/**
 * The page each screen's run changes, one with a callback form: a page of its own, so the two
 * runs, which go on at the same time, never put back a title the other is about to check. Each
 * new title takes as many lines as the old, so the page's height, and so its scroll, hold.
 */
const PAGES = {
  desktop: {
    type: 'journey',
    path: '/journeys/zimbabwe-victoria-falls-wild-rivers',
    titles: ['Zimbabwe, Unhurried', 'Zimbabwe, Wild and Slow'],
  },
  phone: {
    type: 'holidayType',
    path: '/holiday-types/all-inclusive',
    titles: ['All Included', 'All Arranged'],
  },
};

/** The page's heading as it shows it, in whatever case its design sets. */
const shown = (title: string) => new RegExp(`^${title}$`, 'i');

test.describe('live pages for visitors @publishes', () => {
  test('after a publish the open page shows the change in place, keeping scroll, input and popups', async ({
    page,
    isMobile,
  }) => {
    const changed = isMobile ? PAGES.phone : PAGES.desktop;
    const [firstTitle = '', secondTitle = ''] = changed.titles;
    const api = contentApi();
    const id = await api.fetch<string>('*[_type == $type && slug.current == $slug][0]._id', {
      type: changed.type,
      slug: changed.path.split('/').at(-1),
    });
    const { heroTitle } = (await api.getDocument<{ heroTitle: string }>(id)) ?? { heroTitle: '' };
    const stream = page.waitForResponse((response) =>
      response.url().includes('/data/live/events/'),
    );
    await visit(page, changed.path);
    await stream;

    try {
      // A visitor part-way down the page, half-way through the callback form.
      const callback = page.getByRole('region', { name: /call/i }).first();
      const name = callback.getByLabel('Name');
      await name.fill('Ada Lovelace');
      const scrolled = await page.evaluate(() => window.scrollY);

      await api.patch(id).set({ heroTitle: firstTitle }).commit();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown(firstTitle));
      await expect(name).toHaveValue('Ada Lovelace');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

      // An open popup stays open, with what was typed in it, while the page behind changes.
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('banner').getByRole('button', { name: 'Talk to an expert' }).click();
      const popup = page.getByRole('dialog', { name: 'Talk to an expert' });
      await popup.getByLabel('Name', { exact: true }).fill('Grace');
      await api.patch(id).set({ heroTitle: secondTitle }).commit();
      // The page behind a modal popup is inert, out of the accessibility tree: read it directly.
      await expect(page.locator('h1')).toHaveText(shown(secondTitle));
      await expect(popup).toBeVisible();
      await expect(popup.getByLabel('Name', { exact: true })).toHaveValue('Grace');
    } finally {
      await api.patch(id).set({ heroTitle }).commit();
    }
  });
});
