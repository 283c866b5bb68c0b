import { expect } from '@playwright/test';
import { menuGroup } from './menu.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';
import { test } from './fixtures.ts';

const footerLinks = [
  ['About Us', '/about-us'],
  ['Financial Protection', '/financial-protection'],
  ['Privacy & Cookies Policy', '/privacy-policy'],
  ['Booking Conditions', '/booking-conditions'],
  ['Website Terms', '/terms'],
] as const;

test.describe('shared header and footer', () => {
  test(`the first HTML already carries the header and footer links ${ONE_SCREEN}`, async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const href of ['/journeys', '/picks', '/journeys/asia', '/picks/seychelles']) {
      expect(html).toContain(`href="${href}"`);
    }
    for (const [, href] of footerLinks) expect(html).toContain(`href="${href}"`);
  });

  test(`tabs, home screens and /favicon.ico all show the brand mark ${ONE_SCREEN}`, async ({
    request,
  }) => {
    const html = await (await request.get('/privacy-policy')).text();
    const declared = (rel: string) =>
      new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1] ?? `no ${rel} link`;
    const icons = [
      [declared('icon'), 'image/svg+xml'],
      [declared('apple-touch-icon'), 'image/png'],
      ['/favicon.ico', 'image/'],
    ] as const;
    for (const [href, type] of icons) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()['content-type'], href).toContain(type);
    }
    // An ICO file starts with its reserved word and type 1 (icon).
    const ico = await (await request.get('/favicon.ico')).body();
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('logo leads home from any page', async ({ page }) => {
    await visit(page, '/no-such-page');
    await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('menu groups', () => {
  test('groups start collapsed and toggle on click', async ({ page, isMobile }) => {
    await visit(page, '/');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Signature Itineraries', 'Holiday Types', 'Destinations']) {
      const { group, toggle } = menuGroup(nav, name);
      await expect(group).toHaveJSProperty('open', false);
      await toggle.click();
      await expect(group).toHaveJSProperty('open', true);
      await toggle.click();
      await expect(group).toHaveJSProperty('open', false);
    }
    await menuGroup(nav, 'Destinations').toggle.click();
    await expect(nav.getByRole('link', { name: 'Maldives' })).toHaveAttribute(
      'href',
      '/picks/maldives',
    );
  });
});

// The drawer exists on narrow screens only: @mobile tests run in the mobile project alone.
test.describe('mobile menu @mobile', () => {
  // One visit of the home page: the drawer is opened and closed three ways, then left by a link.
  test('opens and closes three ways, and choosing a link closes it', async ({ page }) => {
    await visit(page, '/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const menu = page.getByRole('dialog', { name: 'Site menu' });

    await test.step('opens from the burger, closes with its button, the overlay and Escape', async () => {
      await burger.click();
      await expect(menu).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();

      await burger.click();
      await page.mouse.click(10, 400);
      await expect(menu).toBeHidden();

      await burger.click();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    });

    await test.step('choosing a link closes the menu', async () => {
      await burger.click();
      await menuGroup(menu, 'Signature Itineraries').toggle.click();
      await menu.getByRole('link', { name: 'Asia' }).click();
      await expect(page).toHaveURL(/\/journeys\/asia$/);
      await expect(menu).toBeHidden();
    });
  });
});

test.describe('not-found page', () => {
  test(`an unknown path answers 404 with the spec text ${ONE_SCREEN}`, async ({ request }) => {
    const response = await request.get('/no-such-page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Page can not be found');
  });

  test('a visitor sees the not-found page and a way home', async ({ page }) => {
    await visit(page, '/somewhere/else/entirely');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page can not be found');
    await page.getByRole('link', { name: 'Return to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('footer and scrolling', () => {
  // One visit of the home page: its footer is read, then left from its foot.
  test('footer links to every legal page, and leaving from it starts the next page at the top', async ({
    page,
  }) => {
    await visit(page, '/');

    await test.step('footer links to every legal page with its label', async () => {
      const footer = page.getByRole('contentinfo');
      for (const [label, href] of footerLinks) {
        await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          href,
        );
      }
    });

    await test.step('restoration is manual and every path change starts at the top', async () => {
      await expect.poll(() => page.evaluate(() => history.scrollRestoration)).toBe('manual');
      // Make the page tall enough to scroll, then leave it from the footer.
      await page.evaluate(() => (document.body.style.minHeight = '4000px'));
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Website Terms' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
