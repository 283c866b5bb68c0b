import { expect, type Locator, type Page } from '@playwright/test';
import { visit } from './visit.ts';
import { firstCaseOnBothScreens, ONE_SCREEN } from './screens.ts';
import { CLOCK_CONTEXT, test } from './fixtures.ts';
import { axe } from './axe.ts';

const HERO_TITLES: readonly [string, string, ...string[]] = [
  'A PINCH OF EXCELLENCE',
  'ADVENTURE',
  'CALM',
  'SERENITY',
  'RARE JOURNEYS',
  'OPULENCE',
  'INDULGENCE',
] as const;

const TILES = [
  ['Family Time, Redefined', '/holiday-types/family-holidays'],
  ['Forever Starts Here', '/holiday-types/honeymoons'],
  ['Everything, Beautifully Covered', '/holiday-types/all-inclusive'],
  ['Freestyle your journey', '/holiday-types/multi-destinations-holidays'],
  ['Adventure, Unscripted', '/holiday-types/safaris'],
  ['Barefoot Elegance Awaits', '/holiday-types/luxury-beach-holidays'],
] as const;

test.describe('home hero', () => {
  // The tests here set the clock (see CLOCK_CONTEXT).
  test.use(CLOCK_CONTEXT);
  test(`the first HTML carries the seven slides in order ${ONE_SCREEN}`, async ({ request }) => {
    const html = await (await request.get('/')).text();
    const positions = HERO_TITLES.map((title) => html.indexOf(`>${title}</h2>`));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  test('autoplays every 5 seconds with a 1.2 s cross-fade', async ({ page }) => {
    // Time stands still until the test moves it, however slowly the page loads.
    // A fixed start, so the pause is always ahead of the clock whatever the day of the run.
    await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01'));
    await visit(page, '/');
    const active = page.locator('.hero-carousel .swiper-slide-active h2');
    await expect(active).toHaveText(HERO_TITLES[0]);
    await page.clock.runFor(4_000);
    await expect(active).toHaveText(HERO_TITLES[0]);
    await page.clock.runFor(2_500);
    await expect(active).toHaveText(HERO_TITLES[1]);
  });

  test('its slider code is sent only when the first cross-fade is due', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
    await page.clock.pauseAt(new Date('2026-01-05T10:00:01'));
    const slider: string[] = [];
    page.on('request', (request) => {
      if (/swiperEngine/.test(request.url())) slider.push(request.url());
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    expect(slider).toEqual([]);
    await page.clock.runFor(5_500);
    await expect(page.locator('.hero-carousel .swiper-slide-active h2')).toHaveText(HERO_TITLES[1]);
    expect(slider).toHaveLength(1);
  });

  test('its dots go to any slide, and the last slide moves on to the first', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured journeys' });
    await carousel.hover();
    await carousel.getByRole('button', { name: `Go to slide ${HERO_TITLES.length}` }).click();
    const active = page.locator('.hero-carousel .swiper-slide-active h2');
    await expect(active).toHaveText(HERO_TITLES.at(-1) ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(active).toHaveText(HERO_TITLES[0]);
  });

  test('stays still for visitors who prefer less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await visit(page, '/');
    await page.clock.runFor(12_000);
    await expect(page.locator('.hero-carousel .swiper-slide-active h2')).toHaveText(HERO_TITLES[0]);
  });

  test('pauses while keyboard focus is inside it', async ({ page }) => {
    await page.clock.install();
    await visit(page, '/');
    await page.locator('.hero-carousel .swiper-slide-active').getByRole('link').focus();
    await page.clock.runFor(12_000);
    await expect(page.locator('.hero-carousel .swiper-slide-active h2')).toHaveText(HERO_TITLES[0]);
  });
});

/** Time stands still until the test moves it, however slowly the page loads. */
async function stillClock(page: Page): Promise<void> {
  // A fixed start, so the pause is always ahead of the clock whatever the day of the run.
  await page.clock.install({ time: new Date('2026-01-05T10:00:00') });
  await page.clock.pauseAt(new Date('2026-01-05T10:00:01'));
}

/** The hero's parts a visitor and a screen reader meet. */
function heroParts(page: Page) {
  const carousel = page.getByRole('region', { name: 'Featured journeys' });
  return {
    carousel,
    pause: carousel.getByRole('button', { name: 'Pause slideshow' }),
    play: carousel.getByRole('button', { name: 'Play slideshow' }),
    active: carousel.locator('.swiper-slide-active h2'),
    // The slides' container, which the control names as the one it starts and stops.
    slides: carousel.locator('.swiper-wrapper'),
  };
}

/** No rotation for a good while: the first slide (or `title`) is still showing. */
async function staysOn(page: Page, active: Locator, title: string): Promise<void> {
  await page.clock.runFor(12_000);
  await expect(active).toHaveText(title);
}

async function axeViolations(page: Page): Promise<string[]> {
  const results = await axe(page).include('.hero-carousel').analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.help}`);
}

test.describe('hero rotation control', () => {
  // The tests here set the clock (see CLOCK_CONTEXT).
  test.use(CLOCK_CONTEXT);
  test('a click (a tap on a phone) stops rotation and starts it again', async ({
    page,
    isMobile,
  }) => {
    await stillClock(page);
    await visit(page, '/');
    const { pause, play, active, slides } = heroParts(page);
    const press = (button: Locator) => (isMobile ? button.tap() : button.click());
    await expect(pause).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await expect(slides).toHaveAttribute('id', (await pause.getAttribute('aria-controls')) ?? '');

    await press(pause);
    await expect(play).toBeVisible();
    await expect(pause).toHaveCount(0);
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await staysOn(page, active, HERO_TITLES[0]);

    await press(play);
    await expect(pause).toBeVisible();
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6_500);
    await expect(active).toHaveText(HERO_TITLES[1]);

    // Once the slider has started, the control stops it just the same.
    await press(pause);
    await expect(play).toBeVisible();
    await staysOn(page, active, HERO_TITLES[1]);
  });

  test('comes first in the carousel for the keyboard, and Enter and Space work it', async ({
    page,
  }) => {
    await stillClock(page);
    await visit(page, '/');
    const { carousel, pause, play, active, slides } = heroParts(page);
    await pause.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await carousel.evaluate((node) => node.contains(document.activeElement))).toBe(false);
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(play).toBeFocused();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await staysOn(page, active, HERO_TITLES[0]);

    // Focus stays on the control, which holds nothing: Play starts the slides at once.
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(6_500);
    await expect(active).toHaveText(HERO_TITLES[1]);

    // The next stop is the showing slide's link, after the control.
    await page.keyboard.press('Tab');
    expect(
      await carousel.evaluate((node) =>
        node.querySelector('.swiper')?.contains(document.activeElement),
      ),
    ).toBe(true);
  });

  test('choosing a slide with its dot stops rotation for good', async ({ page, isMobile }) => {
    await stillClock(page);
    await visit(page, '/');
    const { carousel, play, active } = heroParts(page);
    // The dots come with the slider, which the pointer's arrival starts.
    await carousel.hover();
    const dot = carousel.getByRole('button', { name: 'Go to slide 3' });
    await (isMobile ? dot.tap() : dot.click());
    const third = HERO_TITLES.at(2) ?? '';
    await expect(active).toHaveText(third);
    await expect(play).toBeVisible();
    // Neither the pointer leaving nor focus leaving brings rotation back.
    await page.mouse.move(1, 1);
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await staysOn(page, active, third);
  });

  test('visitors who prefer less motion are offered Play, and it works', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await stillClock(page);
    await visit(page, '/');
    const { play, pause, active } = heroParts(page);
    await expect(play).toBeVisible();
    await staysOn(page, active, HERO_TITLES[0]);
    await play.click();
    await expect(pause).toBeVisible();
    await page.clock.runFor(6_500);
    await expect(active).toHaveText(HERO_TITLES[1]);
  });

  test('the hero has no axe violations, playing or paused', async ({ page }) => {
    // Two scans, each of which a busy two-core machine can stretch to most of a minute.
    test.setTimeout(150_000);
    await visit(page, '/');
    const { pause, play } = heroParts(page);
    expect(await axeViolations(page)).toEqual([]);
    await pause.click();
    await expect(play).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Explore now and Travel Collections', () => {
  // One visit of the home page: the showing slide's link is pressed at once, before the slider
  // starts to turn; the tiles are read, and one of them, last, leaves the page.
  test("its slides' Explore now and its Travel Collections tiles", async ({ page }) => {
    await visit(page, '/');

    await test.step('every slide offers Explore now, jumping to the offers', async () => {
      const carousel = page.getByRole('region', { name: 'Featured journeys' });
      await expect(carousel.locator('a', { hasText: 'Explore now' })).toHaveCount(
        HERO_TITLES.length,
      );
      // Slides cross-fade on top of each other: only the one showing can be reached (the others
      // are inert, out of Tab's and a screen reader's way), and the visitor clicks it.
      // (Playwright's role queries still see into an inert subtree, so the slides are asked.)
      await expect(
        carousel.locator('.swiper-slide:not([inert])').getByRole('link', { name: 'Explore now' }),
      ).toHaveCount(1);
      await carousel
        .locator('.swiper-slide-active')
        .getByRole('link', { name: 'Explore now' })
        .click();
      await expect(page).toHaveURL(/#offers$/);
    });

    await test.step('Travel Collections: six tiles in order, the left half rounded up', async () => {
      const section = page.getByRole('region', { name: 'Every Moment, Every Place' });
      await expect(section.getByText('Travel Collections', { exact: true })).toBeVisible();
      const links = section.getByRole('link');
      await expect(links).toHaveCount(6);
      for (const [index, [subtitle, href]] of TILES.entries()) {
        await expect(links.nth(index)).toContainText(subtitle);
        await expect(links.nth(index)).toHaveAttribute('href', href);
      }
      await expect(section.locator('.travel-collections__half--left li')).toHaveCount(3);
      await expect(section.locator('.travel-collections__half--right li')).toHaveCount(3);
    });

    await test.step('Travel Collections: a tile opens its holiday type', async () => {
      await page.getByRole('link', { name: /Adventure, Unscripted/ }).click();
      await expect(page).toHaveURL(/\/holiday-types\/safaris$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  });
});

test.describe('brand story', () => {
  const storyCode = /\/assets\/BrandStory-[\w-]+\.js$/;

  test('is in the first paint, and its code comes only as a visitor nears it', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (storyCode.test(new URL(request.url()).pathname)) asked.push(request.url());
    });
    await visit(page, '/');
    await page.waitForLoadState('networkidle');
    const story = page.getByRole('region', { name: 'Luxury, considered' });
    await expect(story).toContainText('the finest journeys are designed, not assembled');
    expect(asked).toEqual([]);

    await story.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.length).toBe(1);
    await expect(story).toContainText('the finest journeys are designed, not assembled');
    await expect(story.getByRole('img')).toBeVisible();
  });

  test('on a page reached inside the site, it is there without scrolling to it', async ({
    page,
  }) => {
    await visit(page, '/journeys');
    await page.getByRole('link', { name: /home$/ }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Luxury, considered' })).toContainText(
      'the finest journeys are designed, not assembled',
    );
  });
});

test.describe('payment result popup', () => {
  test('status 0 shows the success with its reference; closing tidies the address', async ({
    page,
  }) => {
    await visit(page, '/?status=0&ref=TX-2041');
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Ref: TX-2041');
    // Modal: focus is in the result, as a dialog opened by script puts it.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  // Which statuses are declines, which are ignored and which references are shown is the parser's
  // rule, a table of cases in its unit tests (web/lib/paymentStatus.test.ts); the browser sees
  // each outcome once, through the page a visitor lands on.
  test('status 1 shows the decline with the reference', async ({ page }) => {
    await visit(page, '/?status=1&ref=R-1');
    const dialog = page.getByRole('dialog', { name: 'Payment Declined' });
    await expect(dialog).toContainText('Ref: R-1');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
  });

  test(`the result is in the page as served ${ONE_SCREEN}`, async ({ request }) => {
    const response = await request.get('/?status=0&ref=TX123');
    expect(response.status()).toBe(200);
    const html = await response.text();
    // Open as served, so it is read before (or without) the site's scripts.
    expect(html).toMatch(/<dialog[^>]*\bopen\b[^>]*>(?:(?!<\/dialog>)[\s\S])*Payment Successful/);
    expect(html).toContain('Ref: TX123');
  });

  test('Continue closes the result and tidies the address, without a reload', async ({ page }) => {
    await visit(page, '/?status=0&ref=TX-77');
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    await dialog.getByRole('link', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the result is read, and Continue leaves it behind for good', async ({ page }) => {
      await page.goto('/?status=1&ref=R-9');
      const dialog = page.getByRole('dialog', { name: 'Payment Declined' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('Ref: R-9');
      await expect(dialog).toContainText('nothing has been taken');
      await dialog.getByRole('link', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { name: 'Every Moment, Every Place' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test(`the × closes the result where it stands ${ONE_SCREEN}`, async ({ page }) => {
      await page.goto('/?status=0&ref=R-10');
      const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  for (const [index, status] of ['6', 'abc'].entries()) {
    test(`status '${status}' is ignored${firstCaseOnBothScreens(index)}`, async ({ page }) => {
      await visit(page, `/?status=${encodeURIComponent(status)}&ref=X`);
      await expect(page.getByRole('heading', { name: 'Every Moment, Every Place' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test(`a reference that is no gateway id is not shown ${ONE_SCREEN}`, async ({ page }) => {
    const ref = 'Please pay the balance to sort code 12-34-56, account 12345678';
    await visit(page, `/?status=0&ref=${encodeURIComponent(ref)}`);
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog).not.toContainText('Ref:');
    await expect(dialog).not.toContainText('sort code');
  });

  test('the gateway callback lands on the popup: /form → /submit → home', async ({ page }) => {
    await visit(page, '/form');
    await page.getByLabel('Status').fill('0');
    await page.getByLabel('Transaction ID').fill('GW-7781_A');
    await page.getByRole('button', { name: 'Send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(dialog).toContainText('Ref: GW-7781_A');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
