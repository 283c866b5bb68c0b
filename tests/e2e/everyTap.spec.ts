import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { menuGroup } from './menu.ts';
import { ROUTE_TYPES } from './routeTypes.ts';
import { visit } from './visit.ts';

/**
 * Every control a visitor can see works the moment it is painted: the platform works the header
 * menu (a popover) and its groups (`<details>`) before the site's scripts run, if they never do,
 * and React takes the same markup over. These tests press them with the scripts held back
 * entirely, after hydration, and with scripts that fail to download.
 */

/** Opens the menu where it is a drawer (a phone), then a group; checks what each shows. */
async function useMenu(page: Page, isMobile: boolean): Promise<void> {
  const close = page.getByRole('button', { name: 'Close menu' });
  if (isMobile) {
    await expect(close).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(close).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const { group, toggle } = menuGroup(nav, 'Destinations');
  await expect(group.getByRole('link', { name: 'Maldives' })).toBeHidden();
  await toggle.click();
  await expect(group).toHaveJSProperty('open', true);
  await expect(group.getByRole('link', { name: 'Maldives' })).toBeVisible();
  if (isMobile) {
    await close.click();
    await expect(nav).toBeHidden();
  }
}

test.describe('with the scripts held back entirely', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTE_TYPES) {
    test(`${route}: the menu and its groups work`, async ({ page, isMobile }) => {
      await page.goto(route);
      await useMenu(page, isMobile);
    });
  }

  test('the open drawer closes with Escape and with a tap outside it @mobile', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await burger.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await burger.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(nav).toBeHidden();
  });
});

test.describe('once the page has hydrated', () => {
  for (const route of ROUTE_TYPES) {
    test(`${route}: the menu and its groups work`, async ({ page, isMobile }) => {
      await visit(page, route);
      await useMenu(page, isMobile);
    });
  }

  test('the open drawer is a named modal dialog that keeps focus inside @mobile', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Backwards from the first control comes round to the last, inside the drawer.
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('button', { name: 'Talk to an expert' })).toBeFocused();
    const results = await new AxeBuilder({ page }).include('.site-header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('an open dropdown folds on a press elsewhere and on Escape @desktop', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const { group, toggle } = menuGroup(nav, 'Holiday Types');
    await toggle.click();
    await expect(group).toHaveJSProperty('open', true);
    await page.mouse.click(2, 500);
    await expect(group).toHaveJSProperty('open', false);
    await toggle.click();
    await expect(group).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(group).toHaveJSProperty('open', false);
    await expect(toggle).toBeFocused();
    // One group open at a time.
    await toggle.click();
    await menuGroup(nav, 'Destinations').toggle.click();
    await expect(group).toHaveJSProperty('open', false);
  });
});

test.describe('a page whose scripts fail to download', () => {
  test('still opens its menu and navigates from it', async ({ page, isMobile }) => {
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    await useMenu(page, isMobile);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menuGroup(nav, 'Signature Itineraries').toggle.click();
    await nav.getByRole('link', { name: 'Asia' }).click();
    await expect(page).toHaveURL(/\/journeys\/asia$/);
    await useMenu(page, isMobile);
  });
});
