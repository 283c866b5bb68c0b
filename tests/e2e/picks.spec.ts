import { expect, type Page } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { cardsIn, pounds, snapshotCards, type SnapshotCard } from './travelCardsSnapshot.ts';
import { navigateInApp, visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';
import { webFontsIn } from './webFonts.ts';
import { axe } from './axe.ts';

const DESTINATIONS = [
  'maldives',
  'dubai',
  'mauritius',
  'thailand',
  'sri-lanka',
  'south-africa',
  'seychelles',
];

const cards = snapshotCards();
const cruiseWithLongItinerary = cards.find(
  (card) => card.shipId !== undefined && (card.offer?.itinerary?.length ?? 0) > 5,
) as SnapshotCard;
const maldivesHotel = cardsIn(cards, 'maldives')[0] as SnapshotCard;

function offerList(page: Page) {
  return page.locator('.card-list__grid').first();
}

test.describe('premium picks page', () => {
  test(`the first HTML already carries the snapshot cards, linking to their pages ${ONE_SCREEN}`, async ({
    request,
  }) => {
    const html = await (await request.get('/picks')).text();
    for (const card of cards.slice(0, 6)) expect(html).toContain(`href="/picks/${card.slug}"`);
  });

  // One visit of the page for what a visitor reads and presses on it. The jump to 'Show more'
  // comes first, while the cards near the button are still to be drawn; the list shown in full
  // comes last, as it leaves every card drawn.
  test('the jump to Show more, hero and intro, card pictures, and the list in full and short', async ({
    page,
  }) => {
    const intro: string = await contentApi().fetch('*[_id == "picksPage"][0].overview.text');
    await visit(page, '/picks');

    await test.step('jumping to Show more draws the cards above it without moving the button', async () => {
      const more = page.getByRole('button', { name: 'Show more' });
      // The web fonts' swap is measured on its own (fontSwap.spec.ts), and can still move a line
      // by a fraction of a pixel: it is over before the jump, so what moves here is the cards.
      await expect.poll(() => webFontsIn(page)).toBe(true);
      // Where the button lands the moment the page jumps there, before the cards near it are drawn.
      const landed = await more.evaluate((button) => {
        button.scrollIntoView({ block: 'center' });
        return button.getBoundingClientRect().top;
      });
      const lastPicture = offerList(page).locator('.offer-card img').nth(5);
      await expect
        .poll(() =>
          lastPicture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
        )
        .toBeGreaterThan(0);
      // Less than half a pixel: what a screen can draw as a move.
      expect(await more.evaluate((button) => button.getBoundingClientRect().top)).toBeCloseTo(
        landed,
        0,
      );
    });

    await test.step('hero, intro, callback form and breadcrumbs, with no price or duration', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Premium travel picks' }),
      ).toBeVisible();
      const overview = page.locator('.overview');
      await expect(overview).toContainText(intro.slice(0, 60));
      await expect(overview.getByRole('heading', { name: 'Request a callback' })).toBeVisible();
      await expect(overview.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(overview).not.toContainText('per person');
      await expect(overview).not.toContainText(/\d+ nights/);
    });

    await test.step('card pictures load lazily with WebP and JPG sources', async () => {
      const first = cards[0] as SnapshotCard;
      const picture = offerList(page).locator('.offer-card picture').first();
      const code = String(first.ttiCode ?? first.skiHotelId);
      // The picture itself and the content host's narrower widths of it, for phones.
      const webp = `/travel-pack/${code}/${code}_hero.webp`;
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
        'srcset',
        `${webp}?w=480 480w, ${webp}?w=800 800w, ${webp} 1200w`,
      );
      await expect(picture.locator('img')).toHaveAttribute(
        'src',
        `/travel-pack/${code}/${code}_hero.jpg`,
      );
      await expect(picture.locator('img')).toHaveAttribute(
        'srcset',
        new RegExp(`/travel-pack/${code}/${code}_hero\\.jpg\\?w=480 480w, .* 1200w$`),
      );
      await expect(picture.locator('img')).toHaveAttribute('loading', 'lazy');
    });

    await test.step('Show more lists every offer; Show less collapses and brings the list back into view', async () => {
      const list = offerList(page);
      await expect(
        list.getByRole('listitem').filter({ has: page.locator('.offer-card') }),
      ).toHaveCount(6);
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect(list.locator('.offer-card')).toHaveCount(cards.length);
      const last = cards.at(-1) as SnapshotCard;
      await expect(list.locator(`a[href="/picks/${last.slug}"]`)).toHaveCount(1);

      await page.getByRole('button', { name: 'Show less' }).click();
      await expect(list.locator('.offer-card')).toHaveCount(6);
      const container = page.locator('.card-list').first();
      await expect
        .poll(async () => {
          const box = await container.boundingBox();
          const viewport = page.viewportSize();
          if (!box || !viewport) return Infinity;
          return Math.abs(box.y + box.height / 2 - viewport.height / 2);
        })
        .toBeLessThan(30);
    });
  });

  test('a picture that fails is replaced by a grey placeholder and logged', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route('**/travel-pack/**', (route) => route.fulfill({ status: 404, body: '' }));
    await visit(page, '/picks');
    const first = cards[0] as SnapshotCard;
    const card = offerList(page).locator('.offer-card').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('.image-placeholder')).toBeVisible();
    await expect(card.getByRole('img', { name: first.heroTitle ?? '' })).toBeVisible();
    expect(errors.some((text) => text.startsWith('Image not found:'))).toBe(true);
  });
});

test.describe('destination pages', () => {
  test(`the page's own offer price wins over the offers @publishes ${ONE_SCREEN}`, async ({
    page,
  }) => {
    const api = contentApi();
    const id: string = await api.fetch(
      '*[_type == "destination" && slug.current == "seychelles"][0]._id',
    );
    await api.patch(id).set({ offerPrice: 9876 }).commit();
    try {
      await expect
        .poll(async () =>
          (await (await page.request.get('/picks/seychelles')).text()).includes('£9,876'),
        )
        .toBe(true);
      await visit(page, '/picks/seychelles');
      await expect(page.locator('.page-hero')).toContainText('from £9,876 pp *');
      await expect(page.locator('.page-hero')).toContainText('7 nights');
    } finally {
      await api.patch(id).set({ offerPrice: null }).commit();
    }
  });

  /** Opens the destination page's list in full, and checks it holds the place's offers alone. */
  async function listsOnlyItsOffers(page: Page, destination: string): Promise<void> {
    const expected = cardsIn(cards, destination);
    expect(expected.length).toBeGreaterThan(0);
    const list = offerList(page);
    const more = page.getByRole('button', { name: 'Show more' });
    if (await more.count()) await more.click();
    const hrefs = await list
      .locator('.offer-card .card__link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort()).toEqual(expected.map((card) => `/picks/${card.slug}`).sort());
  }

  // One visit of the Maldives page: its hero and its destinations read and cut short again
  // before its offers are listed in full, and a destination card, last, leaves the page.
  test('maldives: hero price, its offers, the seven destinations, and a card to Dubai', async ({
    page,
  }) => {
    const prices = cards
      .filter((card) => (card.location ?? []).some((place) => place.toLowerCase() === 'maldives'))
      .map((card) => card.offer?.price)
      .filter((price): price is number => typeof price === 'number' && price > 0);
    await visit(page, '/picks/maldives');

    await test.step('the destination cards keep their places as their carousel starts', async () => {
      // The carousel's code comes as the row nears the screen; until then the row is the
      // server's, spaced by the stylesheet alone, and Swiper's start must move no card.
      const row = page.locator('.destinations .card-carousel .swiper');
      const places = () =>
        row.evaluate((swiper) => {
          const start = swiper.getBoundingClientRect().left;
          return [...swiper.querySelectorAll('.swiper-slide')]
            .slice(0, 3)
            .map((slide) => slide.getBoundingClientRect().left - start);
        });
      await expect(row).not.toHaveClass(/swiper-initialized/);
      const before = await places();
      await row.scrollIntoViewIfNeeded();
      await expect(row).toHaveClass(/swiper-initialized/);
      const after = await places();
      expect(
        after.every((place, index) => Math.abs(place - (before[index] ?? Infinity)) <= 1),
        `cards at ${before.map(Math.round).join(', ')} px, then ${after.map(Math.round).join(', ')} px`,
      ).toBe(true);
    });

    await test.step('the hero price is the lowest offer sharing the page location, for 7 nights', async () => {
      const hero = page.locator('.page-hero');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maldives');
      await expect(hero).toContainText(`from ${pounds(Math.min(...prices))} pp *`);
      await expect(hero).toContainText('7 nights');
      await expect(page.getByRole('complementary')).toContainText(
        `From ${pounds(Math.min(...prices))} per person`,
      );
    });

    await test.step("'Turning Wanderlust Into Reality' shows the seven destinations and expands to the full list", async () => {
      const section = page.locator('.destinations');
      await expect(
        section.getByRole('heading', { level: 2, name: 'Turning Wanderlust Into Reality' }),
      ).toBeVisible();
      const carousel = section.getByRole('region', { name: 'Destinations' });
      for (const slug of DESTINATIONS) {
        await expect(carousel.locator(`a[href="/picks/${slug}"]`)).toHaveCount(1);
      }
      await section.getByRole('button', { name: 'Explore all destinations' }).click();
      await expect(carousel).toHaveCount(0);
      const full = section.locator('.destination-full');
      await expect(full).toHaveCount(DESTINATIONS.length);
      const first = full.first();
      await expect(first.getByRole('heading', { level: 4 }).first()).toContainText('Day 1');
      const hotel = first.locator('.hotel-example').first();
      await expect(hotel.locator('.hotel-example__nights')).toHaveText(/^\d+ nights?$/);
      await expect(hotel.locator('.hotel-example__title')).not.toBeEmpty();
      await expect(hotel.locator('.hotel-example__description')).not.toBeEmpty();
      const pictures = await section
        .locator('.hotel-example__images')
        .evaluateAll((all) => all.map((element) => element.children.length));
      expect(pictures.length).toBeGreaterThan(0);
      expect(Math.max(...pictures)).toBeLessThanOrEqual(2);

      await section.getByRole('button', { name: 'Hide' }).click();
      await expect(section.getByRole('region', { name: 'Destinations' })).toBeVisible();
    });

    await test.step('maldives lists only offers in maldives', async () => {
      await listsOnlyItsOffers(page, 'maldives');
    });

    await test.step('destination cards lead to their pages', async () => {
      await page.locator('.destinations').getByRole('link', { name: 'Dubai' }).click();
      await expect(page).toHaveURL(/\/picks\/dubai$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dubai');
    });
  });

  for (const destination of ['sri-lanka', 'dubai']) {
    test(`${destination} lists only offers in ${destination} ${ONE_SCREEN}`, async ({ page }) => {
      await visit(page, `/picks/${destination}`);
      await listsOnlyItsOffers(page, destination);
    });
  }
});

test.describe('offer pages', () => {
  test('a cruise: heading of ship and nights, itinerary faded after 5 lines, 6 pictures', async ({
    page,
  }) => {
    const cruise = cruiseWithLongItinerary;
    const stops = cruise.offer?.itinerary ?? [];
    await visit(page, `/picks/${cruise.slug}`);
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: `${cruise.shipName} · ${cruise.offer?.duration} nights`,
      }),
    ).toBeVisible();
    const itinerary = page.locator('#offer-itinerary-stops');
    await expect(itinerary.getByRole('listitem')).toHaveCount(5);
    await expect(itinerary).toHaveClass(/faded/);
    await expect(itinerary.getByRole('listitem').first()).toContainText(stops[0]?.Label ?? '');
    await page.getByRole('button', { name: 'See full itinerary' }).click();
    await expect(itinerary.getByRole('listitem')).toHaveCount(stops.length);
    await expect(itinerary).not.toHaveClass(/faded/);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(itinerary.getByRole('listitem')).toHaveCount(5);

    const gallery = page.getByRole('region', { name: /^Pictures of / });
    const sources = await gallery
      .locator('source')
      .evaluateAll((all) => all.map((source) => source.getAttribute('srcset')));
    expect(sources.map((srcset) => srcset?.split(', ').at(-1))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `/ship-${cruise.shipId}/ship-${cruise.shipId}_${n}.webp 1200w`),
    );
  });

  test('a hotel offer: heading of its destination and 7 nights, from price in the panel', async ({
    page,
  }) => {
    const hotel = maldivesHotel;
    await visit(page, `/picks/${hotel.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.heroTitle ?? '');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Maldives · 7 nights' }),
    ).toBeVisible();
    await expect(page.getByRole('complementary')).toContainText(
      `From ${pounds(hotel.offer?.price ?? 0)} per person`,
    );
    await expect(page.locator('#offer-itinerary-stops')).toHaveCount(0);
    const code = String(hotel.ttiCode);
    await expect(page.locator('.offer-gallery source')).toHaveCount(6);
    await expect(page.locator('.offer-gallery source').first()).toHaveAttribute(
      'srcset',
      new RegExp(`^/${code}/${code}_1\\.webp\\?w=480 480w, .*, /${code}/${code}_1\\.webp 1200w$`),
    );
  });

  test('a gallery picture that fails shows the placeholder instead', async ({ page }) => {
    const code = String(maldivesHotel.ttiCode);
    // Whichever width the browser picks from the picture's srcset.
    await page.route(`**/${code}/${code}_3.webp*`, (route) => route.fulfill({ status: 404 }));
    await visit(page, `/picks/${maldivesHotel.slug}`);
    const gallery = page.locator('.offer-gallery');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery.locator('.image-placeholder')).toHaveCount(1);
    await expect(gallery.locator('img')).toHaveCount(5);
  });
});

test.describe('unknown picks', () => {
  test(`the server answers an unknown slug with a 302 to the home page ${ONE_SCREEN}`, async ({
    request,
  }) => {
    const response = await request.get('/picks/no-such-offer', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  });

  test('in-app navigation to an unknown slug replaces the history entry', async ({ page }) => {
    await visit(page, '/about-us');
    await visit(page, '/picks');
    await navigateInApp(page, '/picks/no-such-offer');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('accessibility', () => {
  // The list, a destination, an offer and a cruise are swept with WCAG 2.2's rules in
  // accessibility.spec.ts; a state the sweep does not reach is scanned here.
  test('the expanded destinations list has no axe violations', async ({ page }) => {
    await visit(page, '/picks/dubai');
    await page.getByRole('button', { name: 'Explore all destinations' }).click();
    const results = await axe(page).include('.destinations').analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});
