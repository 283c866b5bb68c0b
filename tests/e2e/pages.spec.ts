import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { siteSettings, test } from './fixtures.ts';
import { visit } from './visit.ts';
import { firstCaseOnBothScreens, ONE_SCREEN } from './screens.ts';

const HOLIDAY_TYPES = [
  'family-holidays',
  'honeymoons',
  'all-inclusive',
  'multi-destinations-holidays',
  'safaris',
  'luxury-beach-holidays',
];

test.describe('holiday types', () => {
  for (const [index, id] of HOLIDAY_TYPES.entries()) {
    test(`${id}: hero, breadcrumbs, overview with callback form and contact${firstCaseOnBothScreens(index)}`, async ({
      page,
    }) => {
      await visit(page, `/holiday-types/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(breadcrumb.locator('[aria-current="page"]')).not.toBeEmpty();
      await expect(page.getByRole('region', { name: 'Request a callback' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Chat' })).toBeVisible();
    });
  }

  test(`an unknown holiday type says so, with a 404 for crawlers ${ONE_SCREEN}`, async ({
    page,
    request,
  }) => {
    expect((await request.get('/holiday-types/polar-cruises')).status()).toBe(404);
    await visit(page, '/holiday-types/polar-cruises');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Holiday type not found');
  });
});

test.describe('legal and static pages', () => {
  const pages = [
    ['/about-us', 'About Us'],
    ['/financial-protection', 'Financial Protection'],
    ['/privacy-policy', 'Privacy'],
    ['/booking-conditions', 'Booking Conditions'],
    ['/booking-conditions-tour-operator', 'Booking Conditions'],
    ['/booking-conditions-travel-agent', 'Booking Conditions'],
    ['/terms', 'Website Terms'],
  ] as const;

  for (const [path, title] of pages) {
    test(`${path} is rendered on the server with its sections as h2 ${ONE_SCREEN}`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${title}`));
      expect(html).toMatch(/<h2[^>]*>/);
    });
  }

  test(`the privacy policy has 15 sections, last updated 19 April 2025 ${ONE_SCREEN}`, async ({
    page,
  }) => {
    await visit(page, '/privacy-policy');
    await expect(page.locator('.static-page__body h2')).toHaveCount(15);
    await expect(page.getByText('Last updated: 19 April 2025')).toBeVisible();
  });

  test(`the website terms were last updated 19-Apr-2025 ${ONE_SCREEN}`, async ({ page }) => {
    await visit(page, '/terms');
    await expect(page.getByText('Last updated: 19-Apr-2025')).toBeVisible();
  });

  test(`the booking-conditions hub leads to both sets of terms ${ONE_SCREEN}`, async ({ page }) => {
    await visit(page, '/booking-conditions');
    const body = page.locator('.static-page__body');
    await expect(body.locator('a[href="/booking-conditions-tour-operator"]').first()).toBeVisible();
    await expect(body.locator('a[href="/booking-conditions-travel-agent"]').first()).toBeVisible();
    await body.locator('a[href="/booking-conditions-travel-agent"]').first().click();
    await expect(page).toHaveURL(/\/booking-conditions-travel-agent$/);
  });

  test(`the footer shows the air travel licence number from settings ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const settings = await siteSettings();
    await visit(page, '/');
    await expect(page.getByRole('contentinfo')).toContainText(settings.aviationLicence);
  });

  test('social links: the photo-sharing link works, the others are disabled', async ({ page }) => {
    await visit(page, '/');
    const social = page.getByRole('list', { name: 'Social media' });
    await expect(social.getByRole('link')).toHaveCount(1);
    await expect(social.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
    await expect(social.locator('[aria-disabled="true"]')).toHaveCount(4);
  });
});

test.describe('discovery call', () => {
  test('the page embeds the scheduler, with a spinner until it loads', async ({ page }) => {
    const settings = await siteSettings();
    const schedulerHost = new URL(settings.scheduling.url).host;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`https://${schedulerHost}/**`, async (route) => {
      await held;
      await route.fulfill({ contentType: 'text/html', body: '<h1>Pick a time</h1>' });
    });
    // The held frame keeps the page from finishing its load: wait for hydration, not for load.
    await page.goto('/book-an-appointment', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a discovery call');
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading the calendar' }),
    ).toBeAttached();
    const frame = page.locator('iframe[title="Discovery call scheduling"]');
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.host).toBe(schedulerHost);
    expect(src.searchParams.get('primary_color')).toMatch(/^[0-9a-f]{6}$/);
    const box = await page.locator('.calendly-inline-widget').boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(800);
    release();
    await expect(
      page.frameLocator('iframe[title="Discovery call scheduling"]').getByRole('heading'),
    ).toHaveText('Pick a time');
    await expect(page.getByText('Loading the calendar')).toHaveCount(0);
  });

  test('offers the direct link and the phone number when the scheduler is unreachable', async ({
    page,
  }) => {
    const settings = await siteSettings();
    await visit(page, '/book-an-appointment');
    const fallback = page.getByText('Calendar not showing?');
    await expect(fallback.getByRole('link', { name: /Open the scheduling page/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(fallback.getByRole('link', { name: settings.phone })).toHaveAttribute(
      'href',
      `tel:${settings.phone.replace(/\s+/g, '')}`,
    );
  });

  test('the header hides its discovery call and expert buttons here', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/book-an-appointment');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Talk to an expert' })).toHaveCount(0);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Book a discovery call' }),
    ).toHaveCount(0);
  });

  test('elsewhere the header opens the scheduler in a new tab @desktop', async ({ page }) => {
    const settings = await siteSettings();
    await visit(page, '/');
    const link = page.getByRole('banner').getByRole('link', { name: 'Book a discovery call' });
    await expect(link).toHaveAttribute('target', '_blank');
    expect(await link.getAttribute('href')).toContain(new URL(settings.scheduling.url).host);
  });

  test('on a phone the header calls the agency @mobile', async ({ page }) => {
    const settings = await siteSettings();
    await visit(page, '/');
    await expect(page.getByRole('link', { name: `Call us on ${settings.phone}` })).toHaveAttribute(
      'href',
      `tel:${settings.phone.replace(/\s+/g, '')}`,
    );
  });
});

test.describe('accessibility', () => {
  const paths = [
    '/',
    '/holiday-types/safaris',
    '/about-us',
    '/privacy-policy',
    '/booking-conditions',
    '/terms',
    '/book-an-appointment',
    '/no-such-page',
  ];
  for (const path of paths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await visit(page, path);
      const results = await new AxeBuilder({ page }).exclude('iframe').analyze();
      const problems = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
      expect(problems).toEqual([]);
    });
  }
});
