import { expect } from '@playwright/test';
import { menuGroup } from './menu.ts';
import { test } from './fixtures.ts';

/**
 * A tap made before the site's scripts have run is never lost: the visitor opens the menu (a
 * phone's drawer) and one of its groups while the scripts are still on their way, and both are
 * still open once the page has hydrated. The scripts are held back until the taps are made.
 */
for (const route of ['/', '/journeys/thailand-in-style']) {
  test(`${route}: the menu opened before hydration stays open after it`, async ({
    page,
    isMobile,
  }) => {
    let release = () => {};
    const scriptsMayArrive = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\.m?js$/.test(url.pathname),
      async (route) => {
        await scriptsMayArrive;
        await route.continue();
      },
    );
    await page.goto(route, { waitUntil: 'commit' });

    const hydrated = page.locator('html[data-hydrated="true"]');
    const close = page.getByRole('button', { name: 'Close menu' });
    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(close).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    const { group, toggle } = menuGroup(nav, 'Destinations');
    await toggle.click();
    await expect(group.getByRole('link', { name: 'Maldives' })).toBeVisible();
    await expect(hydrated).toHaveCount(0);

    release();
    await expect(hydrated).toHaveCount(1, { timeout: 60_000 });
    if (isMobile) await expect(close).toBeVisible();
    await expect(group).toHaveJSProperty('open', true);
    await expect(group.getByRole('link', { name: 'Maldives' })).toBeVisible();
  });
}
