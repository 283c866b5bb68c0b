import { expect, type Browser, type Page } from '@playwright/test';
import { HERO_PICTURE_ROUTES, READING_ROUTES, ROUTE_TYPES } from './routeTypes.ts';
import { readyForVisitor } from './visit.ts';
import { webFontsIn } from './webFonts.ts';
import { hostUnderTest, test } from './fixtures.ts';
import {
  LCP_PICTURE_BUDGET,
  OVERSIZE_ALLOWANCE,
  lcpPicture,
  oversizedPictures,
  refuseThirdParties,
  report,
  scrollThrough,
} from './pictureBudgets.ts';

/** A mid-range phone, as Lighthouse's mobile preset emulates: 412 px wide at 1.75 dppx. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;

/**
 * A visitor on a phone sees the page before the site's scripts and web fonts compete with it:
 * both are asked for only once the browser has painted the page, which it can read as sent. Then
 * the scripts make it interactive and the fonts swap in. Orders of events are checked, never
 * times, so a busy machine cannot pass or fail these for the wrong reason.
 */
async function firstVisit(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, isMobile: true, hasTouch: true });
  return context.newPage();
}

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/** When the first contentful paint came, and when the first script and font were asked for. */
function startTimes(page: Page) {
  return page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const resources = performance.getEntriesByType('resource');
    const first = (pattern: RegExp) =>
      Math.min(
        ...resources
          .filter((entry) => pattern.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime),
      );
    return { paint, script: first(/\.m?js$/), font: first(/\.woff2$/) };
  });
}

/** When the browser reported the page's first picture (its hero) painted, through element timing. */
function heroPainted(page: Page): Promise<number | undefined> {
  return page.evaluate(
    () =>
      new Promise<number | undefined>((resolve) => {
        new PerformanceObserver((list) => {
          const [hero] = list.getEntries() as (PerformanceEntry & { renderTime: number })[];
          resolve(hero?.renderTime);
        }).observe({ type: 'element', buffered: true });
      }),
  );
}

/** When the page's load event came, and when the picture at `selector` was asked for (-1: never). */
function pictureAskedFor(page: Page, selector: string) {
  return page.locator(selector).evaluate((img: HTMLImageElement) => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const asked = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name === img.currentSrc)?.startTime;
    return { loaded: navigation?.loadEventStart ?? Infinity, asked: asked ?? -1 };
  });
}

/**
 * One first visit per kind of page measures what it paints first and what its pictures cost:
 * both need the empty cache of a first visit on the same phone, so they share it.
 */
test.describe('the page is painted before its scripts and fonts are fetched @mobile', () => {
  for (const path of ROUTE_TYPES) {
    const reading = READING_ROUTES.includes(path);
    const hero = HERO_PICTURE_ROUTES.includes(path);
    const pictures = hero
      ? ', its hero picture first, from at most 60 KB, and none larger than its slot'
      : ', and no picture larger than its slot needs';
    test(`${path}${pictures}`, async ({ browser }) => {
      const page = await firstVisit(browser);
      await refuseThirdParties(page.context(), hostUnderTest().origin);
      await page.goto(path);
      await expect(reading ? readyForVisitor(page) : hydrated(page)).toBeAttached();
      await expect.poll(() => webFontsIn(page)).toBe(true);
      const { paint, script, font } = await startTimes(page);
      expect(paint, 'the browser reported a first contentful paint').toBeDefined();
      if (hero) {
        // A page that opens on a picture paints it before its scripts are fetched.
        const painted = await heroPainted(page);
        expect(painted, 'the browser reported the hero picture painted').toBeGreaterThan(0);
        expect(script, 'the first script was asked for after the hero was painted').toBeGreaterThan(
          painted ?? Infinity,
        );
      }
      if (reading) {
        expect(script, 'a page made for reading asks for no script on its own').toBe(Infinity);
      } else {
        expect(script, 'the first script was asked for after the first paint').toBeGreaterThan(
          paint ?? Infinity,
        );
      }
      expect(font, 'the first font was asked for after the first paint').toBeGreaterThan(
        paint ?? Infinity,
      );

      // The pictures' bytes, once the page and its idle work have settled.
      await page.waitForLoadState('networkidle');
      if (hero) {
        const picture = await lcpPicture(page);
        report('largest picture', picture?.bytes ?? 0);
        const first = await page
          .locator('img[data-first-picture]')
          .evaluate((img: HTMLImageElement) => new URL(img.currentSrc).href);
        expect(picture?.url, 'the largest paint is the hero picture').toBe(first);
        expect(picture?.bytes).toBeLessThanOrEqual(LCP_PICTURE_BUDGET);
      }
      await scrollThrough(page);
      expect(await oversizedPictures(page, PHONE.deviceScaleFactor, OVERSIZE_ALLOWANCE)).toEqual(
        [],
      );
    });
  }

  test('a page whose pictures hang still becomes interactive', async ({ browser }) => {
    const page = await firstVisit(browser);
    // The hero's pictures never arrive, so the load event never comes.
    await page.route('**/images/**', () => {});
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(hydrated(page)).toBeAttached({ timeout: 20_000 });
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
  });

  test('a browser that has the fonts already gets them from its cache as the page loads', async ({
    browser,
  }) => {
    const page = await firstVisit(browser);
    // What the fonts' stylesheet applies to when the page has loaded, before the work that
    // waits for the first paint has run.
    await page.addInitScript(() => {
      addEventListener('load', () => {
        const sheet = document.querySelector<HTMLLinkElement>('link[href*="webFonts"]');
        (window as unknown as { fontMediaOnLoad?: string }).fontMediaOnLoad = sheet?.media;
      });
    });
    const mediaOnLoad = () =>
      page.evaluate(() => (window as unknown as { fontMediaOnLoad?: string }).fontMediaOnLoad);
    await page.goto('/privacy-policy');
    await expect(readyForVisitor(page)).toBeAttached();
    expect(await mediaOnLoad(), 'a first visit waits for the first paint').toBe('print');
    await expect.poll(() => webFontsIn(page)).toBe(true);
    // The next page this browser loads finds the fonts' stylesheet in its cache: on at once.
    await page.goto('/about-us');
    expect(await mediaOnLoad()).toBe('all');
    // With its cache emptied (the fonts gone too), the browser waits like a first visit.
    const session = await page.context().newCDPSession(page);
    await session.send('Network.clearBrowserCache');
    await page.goto('/terms');
    expect(await mediaOnLoad()).toBe('print');
    await expect.poll(() => webFontsIn(page)).toBe(true);
  });
});

test.describe('pictures that can wait leave the connection to the hero @mobile', () => {
  const loadedPicture = (page: Page, selector: string) =>
    page.locator(selector).evaluate((img: HTMLImageElement) => img.naturalWidth);

  test('the Travel Collections pictures are asked for once the hero is painted', async ({
    browser,
  }) => {
    const page = await firstVisit(browser);
    await page.goto('/');
    await expect(hydrated(page)).toBeAttached();
    const tile = '.collection-tile img >> nth=0';
    await expect.poll(() => loadedPicture(page, tile)).toBeGreaterThan(0);
    const painted = await heroPainted(page);
    const { asked } = await pictureAskedFor(page, tile);
    expect(painted, 'the browser reported the hero painted').toBeGreaterThan(0);
    expect(
      asked,
      'the first tile picture was asked for after the hero was painted',
    ).toBeGreaterThan(painted ?? Infinity);
  });

  test("the hero's second slide is asked for once the page has loaded", async ({ browser }) => {
    const page = await firstVisit(browser);
    await page.goto('/');
    await expect(hydrated(page)).toBeAttached();
    const second = '.hero-carousel .swiper-slide:nth-child(2) img';
    await expect.poll(() => loadedPicture(page, second)).toBeGreaterThan(0);
    const { loaded, asked } = await pictureAskedFor(page, second);
    expect(asked, 'the second slide was asked for after the page loaded').toBeGreaterThan(loaded);
  });
});
