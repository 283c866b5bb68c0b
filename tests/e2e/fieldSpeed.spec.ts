import { brotliCompressSync, constants } from 'node:zlib';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { signInToStudio } from './studioSignIn.ts';

/**
 * The site's own field data (issue 51): a counted page view sends one report to /api/vitals
 * when the page is hidden, with the five figures and no address; a bot sends none.
 */

interface Report {
  routeType: string;
  device: string;
  metrics: Record<string, { value: number; target?: string; phase?: string }>;
}

/** The sentence that tells an editor what LCP means. */
const METRIC_EXPLANATION = /largest picture or block of text on the page is shown/;

const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]');

/** Every report the context sends from now on, as the endpoint receives it. */
async function reports(context: BrowserContext): Promise<Report[]> {
  const sent: Report[] = [];
  await context.route('**/api/vitals', async (route) => {
    sent.push(route.request().postDataJSON() as Report);
    await route.continue();
  });
  return sent;
}

/** The endpoint's answer to the next report. */
function answered(context: BrowserContext) {
  return context.waitForEvent('response', (response) => response.url().endsWith('/api/vitals'));
}

/**
 * Hides the page, as switching tabs or locking the phone does: the moment a counted page view
 * reports. (A beacon sent while a page unloads is not shown to the test, so the test hides it.)
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    Object.defineProperty(document, 'hidden', { value: true, configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}

/**
 * Waits until the browser has recorded the page's first paint and a largest paint. A busy
 * machine can fire `load` before the first frame is drawn, and a page hidden before it has
 * painted has no paint figures to report, as for a visitor who switched away that soon.
 */
async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const seen = new Set<string>();
        const note = (kind: string) => {
          seen.add(kind);
          if (seen.has('FCP') && seen.has('LCP')) resolve();
        };
        new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint'))
            note('FCP');
        }).observe({ type: 'paint', buffered: true });
        new PerformanceObserver(() => note('LCP')).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
      }),
  );
}

test.describe('field speed reports', () => {
  test('a page view on a phone sends one report with the five figures once hidden @mobile', async ({
    page,
    context,
  }) => {
    const sent = await reports(context);
    await page.goto('/journeys/thailand-in-style');
    await expect(hydrated(page)).toBeAttached();
    // A tap gives an INP (the first input counts however short).
    await page.getByRole('heading', { level: 1 }).tap();
    expect(sent).toHaveLength(0);

    const answer = answered(context);
    await hide(page);
    expect((await answer).status()).toBe(204);
    const [report] = sent;
    expect(report).toMatchObject({ routeType: 'journey', device: 'phone' });
    expect(Object.keys(report?.metrics ?? {}).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    expect(report?.metrics.INP?.target).toBeTruthy();
    expect(report?.metrics.LCP?.phase).toBeTruthy();
    // Nothing names the visitor or the address.
    expect(JSON.stringify(report)).not.toContain('thailand');
    for (const key of Object.keys(report ?? {})) {
      expect(['connection', 'device', 'metrics', 'routeType', 'sentAt']).toContain(key);
    }
    // Hidden again, the page view has already reported.
    await hide(page);
    await page.getByRole('heading', { level: 1 }).tap();
    expect(sent).toHaveLength(1);
  });

  test('a reading page that loads no script sends one report of its own', async ({
    page,
    context,
  }) => {
    const sent = await reports(context);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (/\.m?js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('load');
    await painted(page);

    const answer = answered(context);
    await hide(page);
    expect((await answer).status()).toBe(204);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.routeType).toBe('reading');
    expect(Object.keys(sent[0]?.metrics ?? {})).toEqual(
      expect.arrayContaining(['FCP', 'LCP', 'TTFB', 'CLS']),
    );
    expect(scripts).toEqual([]);
  });
});

test.describe('a bot', () => {
  test.use({
    userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  });

  test('sends no report', async ({ page, context }) => {
    const sent = await reports(context);
    await page.goto('/journeys/thailand-in-style');
    await expect(hydrated(page)).toBeAttached();
    await page.getByRole('heading', { level: 1 }).click();
    await hide(page);
    // A report, had there been one, would be on its way before the next page's request.
    await page.goto('/journeys');
    await expect(hydrated(page)).toBeAttached();
    expect(sent).toEqual([]);
  });
});

/** The site's own script files a page has fetched so far, with their compressed sizes. */
function scriptFiles(page: Page): Promise<Map<string, number>> {
  return page
    .evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname))
        .map(
          (entry) => [entry.name, (entry as PerformanceResourceTiming).encodedBodySize] as const,
        ),
    )
    .then((entries) => new Map(entries));
}

/**
 * What the inline beacon adds to a page's compressed HTML: the page brotli-compressed as the
 * host sends it (level 5 per answer, the highest for a cached page; the larger cost counts), less
 * the same page without the beacon's source.
 */
function inlineBeaconBytes(html: string): number {
  const beacon = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((source) => source.includes('"/api/vitals"'));
  expect(beacon, 'the page carries the inline beacon').toBeTruthy();
  const size = (text: string, quality: number) =>
    brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }).byteLength;
  const without = html.replace(beacon ?? '', '');
  return Math.max(
    ...[5, constants.BROTLI_MAX_QUALITY].map(
      (quality) => size(html, quality) - size(without, quality),
    ),
  );
}

test.describe('what the beacon costs @mobile', () => {
  test('it adds at most 3 KB compressed to a page’s scripts', async ({ browser, page }) => {
    const route = '/journeys/thailand-in-style';
    // A bot's page view of the same page, hydrated and idle: every script file but any the
    // measuring would add (today none: the beacon is inline, decision 120).
    const bot = await browser.newContext({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    const botPage = await bot.newPage();
    await botPage.goto(route);
    await expect(hydrated(botPage)).toBeAttached();
    await botPage.waitForLoadState('networkidle');
    const withoutMeasuring = await scriptFiles(botPage);
    await bot.close();

    const answer = await page.goto(route);
    await expect(hydrated(page)).toBeAttached();
    await page.waitForLoadState('networkidle');
    const measuring = [...(await scriptFiles(page))].filter(
      ([name]) => !withoutMeasuring.has(name),
    );
    const chunkBytes = measuring.reduce((sum, [, bytes]) => sum + bytes, 0);
    expect(
      measuring.every(([, bytes]) => bytes > 0),
      'sizes as sent, compressed',
    ).toBe(true);
    const beaconBytes = inlineBeaconBytes((await answer?.text()) ?? '');

    test.info().annotations.push({
      type: 'field beacon',
      description: `inline ${beaconBytes} B + ${measuring.length} file(s) ${chunkBytes} B`,
    });
    expect(beaconBytes + chunkBytes).toBeLessThanOrEqual(3 * 1024);
  });
});

test.describe('the Site speed tool @desktop', () => {
  test('shows an editor the figures of the visits just made, in words', async ({
    page,
    context,
  }) => {
    // The Studio's first screens can take minutes on a busy two-core machine (as in studio.spec).
    test.setTimeout(300_000);
    const sent = await reports(context);
    await page.goto('/picks');
    await expect(hydrated(page)).toBeAttached();
    const answer = answered(context);
    await hide(page);
    expect((await answer).status()).toBe(204);
    expect(sent[0]).toMatchObject({ routeType: 'picks', device: 'desktop' });

    await signInToStudio(page);
    await page.getByRole('link', { name: 'Site speed' }).click();
    await expect(page.getByRole('heading', { name: 'Site speed', level: 1 })).toBeVisible();
    const desktops = page.getByRole('table', { name: /Desktops and laptops: p75/ });
    const picks = desktops.getByRole('row', { name: /Picks list/ });
    await expect(picks).toBeVisible();
    await expect(picks.getByRole('rowheader')).toContainText(/\d+ page views/);
    // Each figure is judged in words, and a handful of views is marked as too few.
    await expect(picks.getByRole('cell').first()).toContainText(/good|needs work|poor/);
    await expect(picks.getByRole('cell').first()).toContainText('too few to judge');
    await expect(page.getByText(METRIC_EXPLANATION)).toBeVisible();
  });
});
