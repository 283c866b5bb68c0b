import { expect, type Browser, type Page } from '@playwright/test';
import { HERO_PICTURE_ROUTES, ROUTE_TYPES } from './routeTypes.ts';
import { hostUnderTest, test } from './fixtures.ts';
import { visit } from './visit.ts';

/**
 * Picture budgets on a mid-range phone (412 px wide at 1.75 device pixels per CSS pixel, as
 * Lighthouse's mobile preset emulates): what a page's pictures cost to download, never how long
 * they take. Sizes are the compressed bodies the browser received, from resource timing once the
 * page and its idle work have settled. Script is budgeted by what a visitor feels (first-tap
 * INP, hydration time, total blocking time), which `npm run bench:web` measures on a throttled
 * phone beside each page's script bytes (decision 086): a byte count says nothing about a tap.
 */
const PHONE = { width: 412, height: 823 } as const;
const DPR = 1.75;
const KB = 1024;
const LCP_PICTURE_BUDGET = 60 * KB;
/** A picture may carry at most this much more detail than its slot shows. */
const OVERSIZE_ALLOWANCE = 1.5;

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: DPR,
    isMobile: true,
    hasTouch: true,
  });
  // The budgets are the site's own bytes. A third party's address (the scheduler's frame) is
  // refused at once: offline, its name lookup could keep the network busy for as long as the
  // machine's resolver waits, and the page would never settle.
  await context.route(
    (url) => url.hostname !== new URL(hostUnderTest().origin).hostname,
    (route) => route.abort(),
  );
  return context.newPage();
}

/** Opens a page, lets it finish what it does when idle, and waits for the network to settle. */
async function settle(page: Page, url: string): Promise<void> {
  await visit(page, url);
  await page.waitForLoadState('networkidle');
}

/** Records a measured figure in the test report. */
function report(name: string, bytes: number): void {
  test.info().annotations.push({ type: name, description: `${(bytes / KB).toFixed(1)} KB` });
}

/**
 * Scrolls to the end a screen at a time, and waits until every picture the visitor has had on
 * screen has loaded (or failed). Pictures never on screen (the later slides of a carousel, off to
 * the side) are not waited for: a lazy picture there is rightly never asked for.
 */
async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const seen = new Set<HTMLImageElement>();
    const onScreen = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return (
        box.width >= 2 &&
        box.height >= 2 &&
        box.bottom > 0 &&
        box.right > 0 &&
        box.top < window.innerHeight &&
        box.left < window.innerWidth
      );
    };
    const step = window.innerHeight;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      for (const img of document.querySelectorAll('img')) if (onScreen(img)) seen.add(img);
    }
    await Promise.all(
      [...seen].map((img) => {
        if (img.complete) return null;
        // Scrolled past before its turn came: the browser may have let a lazy one wait.
        img.loading = 'eager';
        return new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
        });
      }),
    );
  });
}

interface Oversized {
  src: string;
  file: string;
  slot: string;
}

/**
 * Pictures whose file could be shrunk by the allowance in both directions and still cover its
 * slot at this density. The file's own pixels are read from a fresh image, since an `<img>`
 * with a `srcset` reports its size divided by the density it chose.
 */
function oversizedPictures(page: Page, dpr: number, allowance: number): Promise<Oversized[]> {
  return page.evaluate(
    async ({ dpr, allowance }) => {
      const found: Oversized[] = [];
      for (const img of document.querySelectorAll('img')) {
        const box = img.getBoundingClientRect();
        if (!img.complete || img.naturalWidth === 0 || box.width < 2 || box.height < 2) continue;
        const probe = new Image();
        probe.src = img.currentSrc;
        await probe.decode();
        const tooWide = probe.naturalWidth > box.width * dpr * allowance;
        const tooTall = probe.naturalHeight > box.height * dpr * allowance;
        if (tooWide && tooTall) {
          found.push({
            src: img.currentSrc,
            file: `${probe.naturalWidth}x${probe.naturalHeight}`,
            slot: `${Math.round(box.width)}x${Math.round(box.height)}`,
          });
        }
      }
      return found;
    },
    { dpr, allowance },
  );
}

/** The largest contentful paint's picture and its compressed size, or null when it is text. */
function lcpPicture(page: Page): Promise<{ url: string; bytes: number } | null> {
  return page.evaluate(
    () =>
      new Promise<{ url: string; bytes: number } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { url: string }) | undefined;
          if (!last?.url) return resolve(null);
          const timing = performance.getEntriesByName(last.url)[0] as
            PerformanceResourceTiming | undefined;
          resolve({ url: last.url, bytes: timing?.encodedBodySize ?? Infinity });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test.describe('picture budgets on a phone @mobile', () => {
  for (const route of ROUTE_TYPES) {
    const hero = HERO_PICTURE_ROUTES.includes(route);
    const title = hero
      ? `${route} paints its hero picture first, from at most 60 KB, and none larger than its slot`
      : `${route} sends no picture larger than its slot needs`;
    test(title, async ({ browser }) => {
      const page = await phonePage(browser);
      await settle(page, route);
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
      expect(await oversizedPictures(page, DPR, OVERSIZE_ALLOWANCE)).toEqual([]);
    });
  }
});
