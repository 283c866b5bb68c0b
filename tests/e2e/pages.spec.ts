import { expect, type Page } from '@playwright/test';
import { siteSettings, test } from './fixtures.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';
import { axe } from './axe.ts';

const HOLIDAY_TYPES: readonly [string, ...string[]] = [
  'family-holidays',
  'honeymoons',
  'all-inclusive',
  'multi-destinations-holidays',
  'safaris',
  'luxury-beach-holidays',
];

test.describe('holiday types', () => {
  const [firstType, ...otherTypes] = HOLIDAY_TYPES;
  const heroToContact = 'hero, breadcrumbs, overview with callback form and contact';

  /** Opens a holiday type's page and checks what every one of them shows. */
  async function showsItsParts(page: Page, id: string): Promise<void> {
    await visit(page, `/holiday-types/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(breadcrumb.locator('[aria-current="page"]')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Request a callback' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chat' })).toBeVisible();
  }

  // The rule seen once on a phone; the other types one after another in one tab of the desktop.
  test(`${firstType}: ${heroToContact}`, async ({ page }) => {
    await showsItsParts(page, firstType);
  });

  test(`every other holiday type: ${heroToContact} ${ONE_SCREEN}`, async ({ page }) => {
    for (const id of otherTypes) {
      await test.step(`${id}: ${heroToContact}`, () => showsItsParts(page, id));
    }
  });

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

  // Three pages' dates and links, one after another in one tab.
  test(`the privacy policy's and the terms' dates, and the booking-conditions hub ${ONE_SCREEN}`, async ({
    page,
  }) => {
    await test.step('the privacy policy has 15 sections, last updated 19 April 2025', async () => {
      await visit(page, '/privacy-policy');
      await expect(page.locator('.static-page__body h2')).toHaveCount(15);
      await expect(page.getByText('Last updated: 19 April 2025')).toBeVisible();
    });

    await test.step('the website terms were last updated 19-Apr-2025', async () => {
      await visit(page, '/terms');
      await expect(page.getByText('Last updated: 19-Apr-2025')).toBeVisible();
    });

    await test.step('the booking-conditions hub leads to both sets of terms', async () => {
      await visit(page, '/booking-conditions');
      const body = page.locator('.static-page__body');
      await expect(
        body.locator('a[href="/booking-conditions-tour-operator"]').first(),
      ).toBeVisible();
      await expect(
        body.locator('a[href="/booking-conditions-travel-agent"]').first(),
      ).toBeVisible();
      await body.locator('a[href="/booking-conditions-travel-agent"]').first().click();
      await expect(page).toHaveURL(/\/booking-conditions-travel-agent$/);
    });
  });

  // One visit of the home page for its footer and header, each step on the screens it was
  // written for: the licence and the scheduler's tab on the desktop, the phone's call on a phone.
  test("the home page's footer and header: social links, licence, and a call or the scheduler", async ({
    page,
    isMobile,
  }) => {
    const settings = await siteSettings();
    await visit(page, '/');

    await test.step('social links: the photo-sharing link works, the others are disabled', async () => {
      const social = page.getByRole('list', { name: 'Social media' });
      await expect(social.getByRole('link')).toHaveCount(1);
      await expect(social.getByRole('link')).toHaveAttribute('href', /^https:\/\//);
      await expect(social.locator('[aria-disabled="true"]')).toHaveCount(4);
    });

    if (!isMobile) {
      await test.step('the footer shows the air travel licence number from settings', async () => {
        await expect(page.getByRole('contentinfo')).toContainText(settings.aviationLicence);
      });

      await test.step('elsewhere the header opens the scheduler in a new tab', async () => {
        const link = page.getByRole('banner').getByRole('link', { name: 'Book a discovery call' });
        await expect(link).toHaveAttribute('target', '_blank');
        expect(await link.getAttribute('href')).toContain(new URL(settings.scheduling.url).host);
      });
    } else {
      await test.step('on a phone the header calls the agency', async () => {
        await expect(
          page.getByRole('link', { name: `Call us on ${settings.phone}` }),
        ).toHaveAttribute('href', `tel:${settings.phone.replace(/\s+/g, '')}`);
      });
    }
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

  // One visit of the page for its fallback and its header: neither changes the page.
  test('offers the direct link and the phone, and the header hides its call and expert buttons', async ({
    page,
    isMobile,
  }) => {
    const settings = await siteSettings();
    await visit(page, '/book-an-appointment');

    await test.step('offers the direct link and the phone number when the scheduler is unreachable', async () => {
      const fallback = page.getByText('Calendar not showing?');
      await expect(
        fallback.getByRole('link', { name: /Open the scheduling page/ }),
      ).toHaveAttribute('target', '_blank');
      await expect(fallback.getByRole('link', { name: settings.phone })).toHaveAttribute(
        'href',
        `tel:${settings.phone.replace(/\s+/g, '')}`,
      );
    });

    await test.step('the header hides its discovery call and expert buttons here', async () => {
      if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Talk to an expert' })).toHaveCount(0);
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Book a discovery call' }),
      ).toHaveCount(0);
    });
  });
});

test.describe('accessibility', () => {
  // Every route type is swept with WCAG 2.2's rules in accessibility.spec.ts; these legal pages
  // share the privacy policy's template but not its content.
  const paths = ['/booking-conditions', '/terms'];
  for (const path of paths) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await visit(page, path);
      const results = await axe(page).exclude('iframe').analyze();
      const problems = results.violations.flatMap((violation) =>
        violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
      );
      expect(problems).toEqual([]);
    });
  }
});
