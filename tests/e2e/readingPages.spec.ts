import { expect, type Page } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { menuGroup } from './menu.ts';
import { READING_ROUTES } from './routeTypes.ts';
import { holdScripts, visit } from './visit.ts';
import { webFontsIn } from './webFonts.ts';

/**
 * Pages made for reading (About Us, the legal pages, editors' pages, the not-found page) start
 * the site's scripts only when a visitor reaches for something that needs them; everything else
 * on them works without script.
 */

/**
 * Every script address the page asks for from now on. No other test publishes on this host, so
 * nothing but the visitor starts them.
 */
async function scriptRequests(page: Page): Promise<string[]> {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\.m?js$/.test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/**
 * Waits for the web fonts, which arrive after the first paint. A line above the visitor may wrap
 * differently in them, and the browser then keeps the text in view by moving the scroll position
 * (scroll anchoring): a test of where the page stays scrolls once they are in.
 */
async function fontsSwappedIn(page: Page): Promise<void> {
  await expect.poll(() => webFontsIn(page)).toBe(true);
}

test.describe('a page made for reading', () => {
  for (const path of READING_ROUTES) {
    test(`${path} is read, and its links followed, without a single script`, async ({ page }) => {
      const scripts = await scriptRequests(page);
      await visit(page, path);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(scripts).toEqual([]);

      await page.getByRole('contentinfo').getByRole('link', { name: 'Website Terms' }).click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Terms');
      await page.waitForLoadState('networkidle');
      expect(scripts).toEqual([]);
    });
  }

  test('its contents links go to their section without script @desktop', async ({ page }) => {
    const scripts = await scriptRequests(page);
    await visit(page, '/privacy-policy');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    const link = contents.getByRole('link').nth(9);
    const heading = (await link.textContent()) ?? '';
    await link.click();
    const section = page.getByRole('heading', { level: 2, name: heading });
    await expect(section).toBeInViewport();
    // Clear of the header that stays at the top of the screen.
    const top = await section.evaluate((node) => node.getBoundingClientRect().top);
    const header = await page
      .getByRole('banner')
      .evaluate((node) => node.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(header);
    expect(scripts).toEqual([]);
  });
});

test.describe('its scripts start when a visitor reaches for a button', () => {
  test('the first tap on the menu opens it, where the visitor has scrolled to @mobile', async ({
    page,
  }) => {
    const scripts = await scriptRequests(page);
    await visit(page, '/privacy-policy');
    await fontsSwappedIn(page);
    await page.mouse.wheel(0, 1500);
    // The wheel's scroll may be animated: wait until it has come to rest.
    let scrolled = -1;
    await expect
      .poll(async () => {
        const now = await page.evaluate(() => window.scrollY);
        const atRest = now > 1000 && now === scrolled;
        scrolled = now;
        return atRest;
      })
      .toBe(true);
    expect(scripts).toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('the first press of a menu group opens it, without script @desktop', async ({ page }) => {
    const scripts = await scriptRequests(page);
    await visit(page, '/about-us');
    const { group, toggle } = menuGroup(
      page.getByRole('navigation', { name: 'Main' }),
      'Holiday Types',
    );
    await toggle.click();
    await expect(group).toHaveJSProperty('open', true);
    await expect(group.getByRole('link', { name: 'Safaris' })).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test('a keyboard visitor reaches the menu and opens a group with Enter @desktop', async ({
    page,
  }) => {
    await visit(page, '/terms');
    const { group, toggle } = menuGroup(
      page.getByRole('navigation', { name: 'Main' }),
      'Signature Itineraries',
    );
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(group).toHaveJSProperty('open', true);
  });

  test('a press made while the scripts are on their way is answered at once, and kept @mobile', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await visit(page, '/about-us');
    const close = page.getByRole('button', { name: 'Close menu' });
    await page.getByRole('button', { name: 'Open menu' }).tap();
    // The browser opens the drawer itself: nothing waits for the scripts the tap sent for.
    await expect(close).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(hydrated(page)).toHaveCount(0);
    release();
    await expect(hydrated(page)).toHaveCount(1);
    // Hydrated, the drawer the tap opened is still open, now a named modal dialog.
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
    await close.click();
    await expect(close).toBeHidden();
  });
});

test.describe('a publish reaches a reading page nobody has touched @publishes', () => {
  test('the page shows the change in place, where the visitor was reading', async ({
    page,
    isMobile,
  }) => {
    // Each screen's run changes a page of its own: the two go on at the same time.
    const { slug, newTitle } = isMobile
      ? { slug: 'financial-protection', newTitle: 'Financial Safeguards' }
      : { slug: 'about-us', newTitle: 'About Halcyon Vale' };
    const api = contentApi();
    const id = await api.fetch<string>('*[_type == "page" && slug.current == $slug][0]._id', {
      slug,
    });
    const { title } = (await api.getDocument<{ title: string }>(id)) ?? { title: '' };
    const stream = page.waitForResponse((response) =>
      response.url().includes('/data/live/events/'),
    );
    await visit(page, `/${slug}`);
    await stream;
    await expect(hydrated(page)).toHaveCount(0);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    try {
      await api.patch(id).set({ title: newTitle }).commit();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newTitle);
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    } finally {
      await api.patch(id).set({ title }).commit();
    }
  });
});

test.describe('the launch notice on a reading page', () => {
  test.use({ firstVisit: true });

  test('Continue closes it without the scripts, and the next page does not bring it back', async ({
    page,
  }) => {
    const scripts = await scriptRequests(page);
    await visit(page, '/privacy-policy');
    const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(notice).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Website Terms' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Website Terms');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(scripts).toEqual([]);
  });
});
