import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { refuseFirstDownload } from './lostSignal.ts';
import { navigateInApp, visit } from './visit.ts';
import { firstCaseOnBothScreens, ONE_SCREEN } from './screens.ts';
import { axe } from './axe.ts';

interface JourneyFacts {
  id: string;
  heroTitle: string;
  tags: string[];
  price: number | null;
}

const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;
const normalise = (tag: string) => tag.trim().toLowerCase().replace(/\s+/g, '-');

async function journeyFacts(): Promise<JourneyFacts[]> {
  return contentApi().fetch(
    '*[_type == "journey" && !(_id in path("drafts.**"))]{"id": slug.current, heroTitle, tags, price}',
  );
}

function taggedWith(journeys: JourneyFacts[], id: string): JourneyFacts[] {
  return journeys.filter((journey) => journey.tags.some((tag) => normalise(tag) === id));
}

/** Navigates inside the running app, as a click on a link would. */
test.describe('Signature Itineraries list', () => {
  // What each step checks is read from one visit of the page: none of them changes it.
  test('hero, overview with callback form, cards at their lowest price, and hero pictures', async ({
    page,
  }) => {
    const journeys = await journeyFacts();
    await visit(page, '/journeys');

    await test.step('hero, overview with callback form, and each card at the lowest price of its tag', async () => {
      await expect(
        page.getByRole('heading', { level: 1, name: 'Signature Itineraries' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Request a callback' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Journeys');

      const list = page.getByRole('region', { name: 'Itineraries by destination' });
      for (const [id, title] of [
        ['thailand', 'Thailand'],
        ['sri-lanka', 'Sri Lanka'],
        ['africa', 'Africa'],
      ] as const) {
        const prices = taggedWith(journeys, id)
          .map((journey) => journey.price)
          .filter((price): price is number => typeof price === 'number' && price > 0);
        const card = list.getByRole('listitem').filter({ hasText: title }).first();
        await expect(card).toContainText(`From ${pounds(Math.min(...prices))} per person`);
      }
    });

    await test.step('hero has desktop and mobile pictures', async () => {
      const hero = page.locator('.page-hero picture');
      await expect(hero.locator('source[media]')).toHaveCount(1);
      await expect(hero.locator('img')).toHaveAttribute('src', /.+/);
    });
  });
});

test.describe('journey page', () => {
  // One visit of the page for what a visitor reads and presses on it: each step leaves the page
  // as a visitor found it (a list shown in full is cut short again) or, last, only moves the
  // carousel's row, which none of the steps before it looks at.
  test('hero, overview, gallery, its two lists and a slide link reached with Tab', async ({
    page,
  }) => {
    const others = (await journeyFacts()).filter((journey) => journey.id !== 'thailand-in-style');
    await visit(page, '/journeys/thailand-in-style');

    await test.step('hero: sub-title, upper-cased title, description, price and footnote', async () => {
      const hero = page.locator('.page-hero');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('THAILAND IN STYLE');
      await expect(hero).toContainText('Bangkok, the Golden Triangle and Krabi');
      await expect(hero).toContainText('from £5,150 pp *');
      await expect(hero).toContainText(
        '* Prices are per person, based on two adults sharing and travelling from London',
      );
    });

    await test.step('overview: breadcrumb from the path, content and the from-price box', async () => {
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Journeys' })).toHaveAttribute(
        'href',
        '/journeys',
      );
      await expect(crumbs.getByText('Thailand In Style')).toHaveAttribute('aria-current', 'page');
      await expect(crumbs.getByRole('link', { name: 'Thailand In Style' })).toHaveCount(0);
      const aside = page.getByRole('complementary');
      await expect(aside).toContainText('From £5,150 per person');
      await expect(aside.getByRole('button', { name: 'Talk to an expert' })).toBeVisible();
      await expect(aside.getByRole('link', { name: 'Book a discovery call' })).toBeVisible();
    });

    await test.step('a gallery grid of pictures', async () => {
      const gallery = page.getByRole('region', { name: 'Pictures of Thailand in Style' });
      await expect(gallery.getByRole('listitem')).not.toHaveCount(0);
    });

    await test.step("'See full itinerary' reveals the day-by-day cards", async () => {
      await expect(
        page.getByRole('heading', { level: 2, name: 'A Journey Designed Around You' }),
      ).toBeVisible();
      const days = page.locator('#itinerary-days');
      await expect(days).toBeHidden();
      const toggle = page.getByRole('button', { name: 'See full itinerary' });
      await toggle.click();
      await expect(days).toBeVisible();
      await expect(days.getByRole('listitem').first()).toContainText('Day 1');
      await expect(days.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Hide full itinerary' }).click();
      await expect(days).toBeHidden();
    });

    await test.step("'Unforgettable. Unrepeatable. Yours.' switches between carousel and full grid", async () => {
      const section = page.locator('.signature-itineraries');
      await expect(
        section.getByRole('heading', { level: 2, name: 'Unforgettable. Unrepeatable. Yours.' }),
      ).toBeVisible();
      const carousel = section.getByRole('region', { name: 'Signature itineraries' });
      await expect(carousel).toBeVisible();
      const first = others[0] as JourneyFacts;
      const card = section.getByRole('link', { name: first.heroTitle, exact: true });
      await expect(card).toHaveAttribute('href', `/journeys/${first.id}`);
      if (typeof first.price === 'number' && first.price > 0) {
        const named = page.getByRole('link', { name: first.heroTitle, exact: true });
        await expect(section.locator('.journey-card').filter({ has: named })).toContainText(
          `From ${pounds(first.price)} per person`,
        );
      }

      await section.getByRole('button', { name: 'Discover all signature itineraries' }).click();
      await expect(carousel).toHaveCount(0);
      await expect(section.locator('.journey-card')).toHaveCount(others.length);
      await section.getByRole('button', { name: 'Hide' }).click();
      await expect(section.getByRole('region', { name: 'Signature itineraries' })).toBeVisible();
    });

    await test.step('a slide link reached with Tab is scrolled into view', async () => {
      const carousel = page.getByRole('region', { name: 'Signature itineraries' });
      const links = carousel.getByRole('link');
      const last = links.nth((await links.count()) - 1);
      await last.focus();
      await expect(last).toBeFocused();
      await expect(last).toBeInViewport();
    });
  });

  test('a journey without a price shows no price and offers a callback instead', async ({
    page,
  }) => {
    await visit(page, '/journeys/zimbabwe-victoria-falls-wild-rivers');
    await expect(page.locator('.page-hero')).not.toContainText('pp *');
    await expect(
      page.getByRole('complementary').getByRole('heading', { name: 'Request a callback' }),
    ).toBeVisible();
  });

  test('day text taller than 100 px is faded until expanded @mobile', async ({ page }) => {
    await visit(page, '/journeys/luxury-thailand-cities-culture-beaches');
    await page.getByRole('button', { name: 'See full itinerary' }).click();
    const texts = page.locator('.day-card__text');
    await expect(texts.first()).toBeVisible();
    // The web fonts change how tall a text is: measure once they are in, as the page itself does.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const heights = await texts.evaluateAll((elements) => elements.map((e) => e.scrollHeight));
    expect(heights.some((height) => height > 100)).toBe(true);
    for (const [index, height] of heights.entries()) {
      await expect(texts.nth(index)).toHaveAttribute('data-faded', String(height > 100));
    }
    const faded = page.locator('.day-card__text[data-faded="true"]');
    const box = await faded.first().boundingBox();
    expect(box?.height).toBeLessThanOrEqual(101);
    const textId = await faded.first().getAttribute('id');
    const card = page.locator('.day-card').filter({ has: page.locator(`[id="${textId}"]`) });
    await card.getByRole('button', { name: 'Read more' }).click();
    await expect(card.locator('.day-card__text')).toHaveAttribute('data-faded', 'false');
    await expect(card.getByRole('button', { name: 'Read less' })).toBeVisible();
  });

  test('carousel arrows move it and arrow keys work too @desktop', async ({ page }) => {
    await visit(page, '/journeys/thailand-in-style');
    const carousel = page.getByRole('region', { name: 'Signature itineraries' });
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(previous).toBeEnabled();
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^2 of/);
    await page.keyboard.press('ArrowRight');
    await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute('aria-label', /^3 of/);
  });

  test('after a failed download of the slider code, pressing the arrow tries again @desktop', async ({
    page,
  }) => {
    const refused = await refuseFirstDownload(page, 'swiperEngine');
    await visit(page, '/journeys/thailand-in-style');
    const carousel = page.getByRole('region', { name: 'Signature itineraries' });
    await carousel.hover();
    await expect.poll(refused).toBe(1);
    // The failure reaches the page a moment after the network refuses it: a press before then
    // shares the failed attempt, and the next one tries again.
    await expect(async () => {
      await carousel.getByRole('button', { name: 'Next slide' }).click();
      await expect(carousel.locator('.swiper-slide-active')).toHaveAttribute(
        'aria-label',
        /^[2-9] of/,
        { timeout: 1_000 },
      );
    }).toPass();
  });
});

test.describe('regional parent pages', () => {
  for (const [index, region] of ['asia', 'indian-ocean', 'africa'].entries()) {
    test(`${region} lists every journey tagged with it, without a price${firstCaseOnBothScreens(index)}`, async ({
      page,
    }) => {
      const tagged = taggedWith(await journeyFacts(), region);
      await visit(page, `/journeys/${region}`);
      await expect(page.locator('.page-hero')).not.toContainText('pp *');
      await expect(page.locator('.price-box')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Request a callback' })).toBeVisible();
      const section = page.locator('.signature-itineraries');
      if (tagged.length > 3) {
        await section.getByRole('button', { name: 'Discover all signature itineraries' }).click();
      } else {
        await expect(section.getByRole('button', { name: /Discover all/ })).toHaveCount(0);
      }
      const links = section.locator('.journey-card .card__link');
      await expect(links).toHaveCount(tagged.length);
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs.sort()).toEqual(tagged.map((journey) => `/journeys/${journey.id}`).sort());
    });
  }

  test('three cards fit on a wide screen: no arrows @desktop', async ({ page }) => {
    const tagged = taggedWith(await journeyFacts(), 'africa');
    expect(tagged.length).toBeLessThanOrEqual(3);
    await visit(page, '/journeys/africa');
    const carousel = page.getByRole('region', { name: 'Signature itineraries' });
    // Swiper starts as the row nears the screen; once it has measured, there are still no arrows.
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toHaveCount(0);
  });

  test('one card per view on a phone: arrows shown @mobile', async ({ page }) => {
    await visit(page, '/journeys/africa');
    const carousel = page.getByRole('region', { name: 'Signature itineraries' });
    await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible();
  });
});

test.describe('unknown journeys', () => {
  test(`the server answers an unknown id with a 302 to the home page ${ONE_SCREEN}`, async ({
    request,
  }) => {
    const response = await request.get('/journeys/no-such-journey', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/');
  });

  test('opening an unknown id lands on the home page', async ({ page }) => {
    await page.goto('/journeys/no-such-journey');
    await expect(page).toHaveURL(/\/$/);
  });

  test('in-app navigation to an unknown id replaces the history entry', async ({ page }) => {
    await visit(page, '/about-us');
    await visit(page, '/journeys');
    await navigateInApp(page, '/journeys/no-such-journey');
    await expect(page).toHaveURL(/\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test.describe('accessibility', () => {
  // The list, a region and a journey are swept with WCAG 2.2's rules in accessibility.spec.ts;
  // here a journey with its full itinerary shown, and a second journey's content.
  for (const path of [
    '/journeys/thailand-in-style',
    '/journeys/zimbabwe-victoria-falls-wild-rivers',
  ]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await visit(page, path);
      const itinerary = page.getByRole('button', { name: 'See full itinerary' });
      if (await itinerary.count()) await itinerary.click();
      const results = await axe(page).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual(
        [],
      );
    });
  }
});
