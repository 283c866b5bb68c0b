import { expect, type Page } from '@playwright/test';
import { siteSettings, test } from './fixtures.ts';
import { pounds, snapshotCards, type SnapshotCard } from './travelCardsSnapshot.ts';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';

const snapshot = snapshotCards();
const FEED = '**/travelcards.json';

function hotel(slug: string, heroTitle: string, location: string[], price: number | null) {
  return {
    link: `/picks/${slug}`,
    title: heroTitle,
    location,
    offerMessage: null,
    offer: {
      price,
      departureDate: '2026-05-01T00:00:00Z',
      updatedAt: '2026-01-01T00:00:00Z',
      partnerName: 'Partner',
    },
    ttiCode: '118397',
    duration: 7,
    heroTitle,
    heroBrand: 'A pinch of indulgence',
    heroSubtitle: 'A fresh offer from the feed',
    heroImage: null,
    contentTitle: heroTitle,
    contentText: 'Text',
    itiniraries: [],
    slug,
    id: slug,
  };
}

const fresh = [
  hotel('fresh-lagoon-house', 'Fresh Lagoon House', ['Maldives', 'Baa Atoll'], 1234),
  hotel('fresh-desert-palace', 'Fresh Desert Palace', ['United Arab Emirates', 'Dubai'], 2345),
];

/** Console errors of the page, collected from the start. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

function titlesOf(page: Page) {
  return page.locator('.card-list .offer-card .card__link').allTextContents();
}

test.describe('travel-cards feed in the browser', () => {
  test('a successful fetch replaces the snapshot the page was rendered with', async ({ page }) => {
    await page.route(FEED, (route) => route.fulfill({ json: fresh }));
    await visit(page, '/picks');
    await expect(page.locator('.card-list .offer-card')).toHaveCount(2);
    expect(await titlesOf(page)).toEqual(['Fresh Lagoon House', 'Fresh Desert Palace']);
  });

  test('the home page asks for the feed once it has loaded and the visitor nears the offers', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    const askedForFeed = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => entry.name.endsWith('/travelcards.json')),
      );
    expect(await askedForFeed()).toBe(false);
    await page.locator('#offers').scrollIntoViewIfNeeded();
    await expect.poll(askedForFeed, { timeout: 15_000 }).toBe(true);
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const feed = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.endsWith('/travelcards.json'));
      return { loaded: navigation?.loadEventEnd ?? Infinity, asked: feed?.startTime ?? -1 };
    });
    expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
  });

  test('on a destination page the fetched cards are filtered by destination', async ({ page }) => {
    await page.route(FEED, (route) => route.fulfill({ json: fresh }));
    await visit(page, '/picks/maldives');
    await expect(page.locator('.card-list .offer-card')).toHaveCount(1);
    expect(await titlesOf(page)).toEqual(['Fresh Lagoon House']);
    // The hero price follows the fresh offers too.
    await expect(page.locator('.page-hero')).toContainText('from £1,234 pp *');
  });

  test(`feed down: logged, the snapshot stays, nothing shown to the visitor ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route(FEED, (route) => route.abort('connectionrefused'));
    await visit(page, '/picks');
    await expect
      .poll(() => errors.some((text) => text.startsWith('Error fetching travel cards:')))
      .toBe(true);
    await expect(page.locator('.card-list .offer-card')).toHaveCount(6);
    expect(await titlesOf(page)).toContain(snapshot[0]?.heroTitle);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/error|network/i);
  });

  test(`a non-OK answer is logged as 'Network response was not ok' ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route(FEED, (route) => route.fulfill({ status: 503, body: 'busy' }));
    await visit(page, '/picks/maldives');
    await expect
      .poll(() => errors.some((text) => text.includes('Network response was not ok')))
      .toBe(true);
    await expect(page.locator('.card-list .offer-card').first()).toBeVisible();
  });

  test(`a malformed card is dropped and logged; the others still show ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    const feed = [fresh[0], { slug: 'broken', location: 'Maldives' }, 'not a card', null, fresh[1]];
    await page.route(FEED, (route) => route.fulfill({ json: feed }));
    await visit(page, '/picks');
    await expect(page.locator('.card-list .offer-card')).toHaveCount(2);
    expect(errors.filter((text) => text.startsWith('Travel card '))).toHaveLength(3);
    // Each error with its stack, so a failure says which script threw it.
    expect(pageErrors.map((error) => error.stack ?? String(error))).toEqual([]);
  });

  test(`a feed that is not JSON is a failure: logged, the snapshot stays ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    await page.route(FEED, (route) =>
      route.fulfill({ body: '<html>oops', contentType: 'application/json' }),
    );
    await visit(page, '/picks');
    await expect
      .poll(() => errors.some((text) => text.startsWith('Error fetching travel cards:')))
      .toBe(true);
    await expect(page.locator('.card-list .offer-card')).toHaveCount(6);
  });

  test(`an offer page logs 'Error fetching deal card:' and keeps its offer ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    const offer = snapshot[0] as SnapshotCard;
    await page.route(FEED, (route) => route.abort('connectionrefused'));
    await visit(page, `/picks/${offer.slug}`);
    await expect
      .poll(() => errors.some((text) => text.startsWith('Error fetching deal card:')))
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offer.heroTitle ?? '');
  });

  test("an offer without a price reads 'Please call' and the phone number", async ({ page }) => {
    const { phone } = await siteSettings();
    await page.route(FEED, (route) =>
      route.fulfill({
        json: [hotel('priceless-retreat', 'Priceless Retreat', ['Maldives'], null)],
      }),
    );
    await visit(page, '/picks');
    // The server's cards show until the browser's fetch of the feed replaces them.
    await expect(page.locator('.card-list .offer-card')).toHaveCount(1);
    await expect(page.locator('.card-list .offer-card')).toHaveText(
      new RegExp(`Please call ${phone.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });
});

test.describe('home offers section', () => {
  test('headings, the first four offers and Show more / Show less @desktop', async ({ page }) => {
    await visit(page, '/');
    const section = page.locator('#offers');
    await expect(section).toContainText('Premium Travel Picks');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(
      'Luxury Finds, Expertly Selected',
    );
    await expect(section).toContainText(
      'Handpicked escapes, chosen for their style, quality, and charm.',
    );
    // The section also holds a phone's carousel, which a wide screen does not show.
    const cardsShown = section.locator('.offer-card').filter({ visible: true });
    await expect(cardsShown).toHaveCount(4);
    await section.getByRole('button', { name: 'Show more' }).click();
    await expect(cardsShown).toHaveCount(snapshot.length);
    await section.getByRole('button', { name: 'Show less' }).click();
    await expect(cardsShown).toHaveCount(4);
  });

  test('cards: labels, price and the offer link', async ({ page }) => {
    await visit(page, '/');
    const section = page.locator('#offers');
    const first = snapshot[0] as SnapshotCard;
    const card = section.locator('.offer-card').filter({ visible: true }).first();
    await expect(card.getByRole('link')).toHaveAttribute('href', `/picks/${first.slug}`);
    await expect(card.getByRole('list', { name: 'Highlights' }).getByRole('listitem')).toHaveText([
      ...(first.location ?? []),
      '5 Stars',
    ]);
    await expect(card).toContainText(`From ${pounds(first.offer?.price ?? 0)} per person`);
  });

  test('a cruise card is labelled by cruise line and ship; 5 Stars only without a line', async ({
    page,
  }) => {
    const withLine = snapshot.find((card) => card.shipId !== undefined && card.cruiseLine);
    const withoutLine = snapshot.find((card) => card.shipId !== undefined && !card.cruiseLine);
    await page.route(FEED, (route) => route.fulfill({ json: [withLine, withoutLine] }));
    await visit(page, '/');
    await page.locator('#offers').scrollIntoViewIfNeeded();
    const labels = page.locator('#offers').getByRole('list', { name: 'Highlights' });
    await expect(labels).toHaveCount(2);
    await expect(labels.first().getByRole('listitem')).toHaveText([
      withLine?.cruiseLine ?? '',
      withLine?.shipName ?? '',
    ]);
    await expect(labels.nth(1).getByRole('listitem')).toHaveText([
      withoutLine?.shipName ?? '',
      '5 Stars',
    ]);
  });

  test('on a phone the offers are a swipeable carousel with arrows @mobile', async ({ page }) => {
    await visit(page, '/');
    const carousel = page.locator('#offers').getByRole('region', { name: 'Premium Travel Picks' });
    await expect(carousel).toBeVisible();
    const active = carousel.locator('.swiper-slide-active');
    await expect(active).toHaveAttribute('aria-label', /^1 of/);
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).toHaveAttribute('aria-label', /^2 of/);
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(active).toHaveAttribute('aria-label', /^1 of/);
    await expect(page.locator('#offers').getByRole('button', { name: 'Show more' })).toHaveCount(0);
  });

  test('on a phone the arrows stay where they were painted when the rest of the offers arrive @mobile', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = page.locator('#offers').getByRole('region', { name: 'Premium Travel Picks' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const slides = carousel.locator('.swiper-slide');
    await expect(slides).toHaveCount(4);
    const pageTop = async () => {
      const box = await next.boundingBox();
      return (box?.y ?? Number.NaN) + (await page.evaluate(() => window.scrollY));
    };
    const painted = await pageTop();
    await next.scrollIntoViewIfNeeded();
    await expect(slides).not.toHaveCount(4);
    // Within half a pixel: scrolling rounds the page's offset to the device's pixels.
    expect(await pageTop()).toBeCloseTo(painted, 0);
  });

  test('on a phone the carousel holds four offers until the visitor nears it, then every one @mobile', async ({
    page,
  }) => {
    await visit(page, '/');
    const carousel = page.locator('#offers').getByRole('region', { name: 'Premium Travel Picks' });
    const slides = carousel.locator('.swiper-slide');
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute('aria-label', '1 of 4');
    await carousel.scrollIntoViewIfNeeded();
    await expect(slides).toHaveCount(snapshot.length);
    await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${snapshot.length}`);
  });
});
