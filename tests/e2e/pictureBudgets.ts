import type { BrowserContext, Page } from '@playwright/test';
import { test } from './fixtures.ts';

/**
 * Picture budgets on a mid-range phone: what a page's pictures cost to download, never how long
 * they take. Sizes are the compressed bodies the browser received, from resource timing once the
 * page and its idle work have settled. Script is budgeted by what a visitor feels (first-tap
 * INP, hydration time, total blocking time), which `npm run bench:web` measures on a throttled
 * phone beside each page's script bytes (decision 086): a byte count says nothing about a tap.
 */

const KB = 1024;
export const LCP_PICTURE_BUDGET = 60 * KB;
/** A picture may carry at most this much more detail than its slot shows. */
export const OVERSIZE_ALLOWANCE = 1.5;

/** Records a measured figure in the test report. */
export function report(name: string, bytes: number): void {
  test.info().annotations.push({ type: name, description: `${(bytes / KB).toFixed(1)} KB` });
}

/**
 * Scrolls to the end a screen at a time, and waits until every picture the visitor has had on
 * screen has loaded (or failed). Pictures never on screen (the later slides of a carousel, off to
 * the side) are not waited for: a lazy picture there is rightly never asked for.
 */
export async function scrollThrough(page: Page): Promise<void> {
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
export function oversizedPictures(
  page: Page,
  dpr: number,
  allowance: number,
): Promise<Oversized[]> {
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
export function lcpPicture(page: Page): Promise<{ url: string; bytes: number } | null> {
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

/**
 * The budgets are the site's own bytes. A third party's address (the scheduler's frame) is
 * refused at once: offline, its name lookup could keep the network busy for as long as the
 * machine's resolver waits, and the page would never settle.
 */
export async function refuseThirdParties(context: BrowserContext, origin: string): Promise<void> {
  const site = new URL(origin).hostname;
  await context.route(
    (url) => url.hostname !== site,
    (route) => route.abort(),
  );
}
