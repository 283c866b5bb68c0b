import { expect, type Page } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { startScripts, visit } from './visit.ts';

/**
 * Visitors' pages on the Live Content API (decision 130): a publish reloads the data of the open
 * pages that show the changed document, once each, and of no other; a hidden tab holds no
 * stream; no visitor page opens a query listener. The tests that count reloads run alone, after
 * every other publishing test (`@counts-reloads`, tests/testHosts.ts); to run this file by itself,
 * add `--no-deps` (else the publishing tests it waits for run first).
 */

// A journey without a shown price, so its page carries the callback form.
const JOURNEY_SLUG = 'zimbabwe-victoria-falls-wild-rivers';
const JOURNEY_PATH = `/journeys/${JOURNEY_SLUG}`;
/** A page that shows no journey: its own document and the site's settings. */
const NOT_SHOWING_PATH = '/picks';

/** The page's heading as it shows it, in whatever case its design sets. */
const shown = (title: string) => new RegExp(`^${title}$`, 'i');

/** Counts the page's data requests from now on: a navigation's, or a reload of its data. */
function dataRequests(page: Page, addresses: URL[] = []): () => number {
  let count = 0;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith('.data')) return;
    count += 1;
    addresses.push(url);
  });
  return () => count;
}

/** Resolves once the page has opened its stream on the Live Content API. */
const liveStream = (page: Page) =>
  page.waitForResponse((response) => response.url().includes('/data/live/events/'));

async function journey() {
  const api = contentApi();
  const id = await api.fetch<string>('*[_type == "journey" && slug.current == $slug][0]._id', {
    slug: JOURNEY_SLUG,
  });
  const { heroTitle } = (await api.getDocument<{ heroTitle: string }>(id)) ?? { heroTitle: '' };
  return {
    publish: (title: string) => api.patch(id).set({ heroTitle: title }).commit(),
    restore: () => api.patch(id).set({ heroTitle }).commit(),
  };
}

test.describe('a publish reloads only the pages that show it @publishes @counts-reloads', () => {
  test.describe.configure({ mode: 'serial' });

  test('the page showing the journey reloads once, keeping scroll, input and popup; a page that does not, never', async ({
    page,
    context,
  }) => {
    const changed = await journey();
    const other = await context.newPage();
    const reloadAddresses: URL[] = [];
    const showingReloads = dataRequests(page, reloadAddresses);
    const otherReloads = dataRequests(other);
    const streams = [liveStream(page), liveStream(other)];
    await visit(page, JOURNEY_PATH);
    await visit(other, NOT_SHOWING_PATH);
    await Promise.all(streams);

    try {
      // A visitor part-way down the page, half-way through the callback form, with a popup open.
      const name = page.getByRole('region', { name: /call/i }).first().getByLabel('Name');
      await name.fill('Ada Lovelace');
      const scrolled = await page.evaluate(() => window.scrollY);
      await page.getByRole('banner').getByRole('button', { name: 'Talk to an expert' }).click();
      const popup = page.getByRole('dialog', { name: 'Talk to an expert' });
      await popup.getByLabel('Name', { exact: true }).fill('Grace');

      await changed.publish('Zimbabwe, Unhurried');
      // The page behind a modal popup is inert, out of the accessibility tree: read it directly.
      await expect(page.locator('h1')).toHaveText(shown('Zimbabwe, Unhurried'));
      await expect(popup).toBeVisible();
      await expect(popup.getByLabel('Name', { exact: true })).toHaveValue('Grace');
      await expect(name).toHaveValue('Ada Lovelace');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      expect(showingReloads()).toBe(1);
      // Keyed by the event that prompted it, so no CDN copy older than the publish answers it.
      expect(reloadAddresses[0]?.searchParams.get('lastLiveEventId')).toMatch(/^\d+$/);
      // The other page heard the same event at the same moment, and has let it pass.
      expect(otherReloads()).toBe(0);
      await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await changed.restore();
    }
  });

  test('a hidden tab holds no stream, and checks once on its return', async ({ page, context }) => {
    const changed = await journey();
    // Every stream the page opens, so the test can see which are still open.
    await page.addInitScript(() => {
      const streams: EventSource[] = [];
      const Native = window.EventSource;
      window.EventSource = class extends Native {
        constructor(...args: ConstructorParameters<typeof EventSource>) {
          super(...args);
          streams.push(this);
        }
      };
      Reflect.set(window, 'liveStreams', streams);
    });
    const openStreams = () =>
      page.evaluate(
        () =>
          (Reflect.get(window, 'liveStreams') as EventSource[]).filter(
            (stream) => stream.readyState !== EventSource.CLOSED,
          ).length,
      );
    const setVisibility = (state: DocumentVisibilityState) =>
      page.evaluate((visibility) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => visibility,
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);

    // A second visitor's tab on the same page, left in view: it shows when the publish arrived.
    const witness = await context.newPage();
    const streams = [liveStream(page), liveStream(witness)];
    await visit(page, JOURNEY_PATH);
    await visit(witness, JOURNEY_PATH);
    await Promise.all(streams);
    await expect.poll(openStreams).toBe(1);
    const reloads = dataRequests(page);

    try {
      await setVisibility('hidden');
      expect(await openStreams()).toBe(0);
      await changed.publish('Zimbabwe, While You Were Away');
      await expect(witness.locator('h1')).toHaveText(shown('Zimbabwe, While You Were Away'));
      await expect(page.locator('h1')).not.toHaveText(shown('Zimbabwe, While You Were Away'));
      expect(reloads()).toBe(0);

      await setVisibility('visible');
      await expect(page.locator('h1')).toHaveText(shown('Zimbabwe, While You Were Away'));
      await expect.poll(openStreams).toBe(1);
      expect(reloads()).toBe(1);
    } finally {
      await changed.restore();
    }
  });
});

test.describe('visitor pages and the content API', () => {
  test('no visitor page opens a query listener; each listens on the Live Content API', async ({
    page,
  }) => {
    const listeners: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/data/listen/')) listeners.push(request.url());
    });
    for (const path of ['/', JOURNEY_PATH, '/holiday-types/safaris', NOT_SHOWING_PATH]) {
      const stream = liveStream(page);
      await visit(page, path);
      await stream;
    }
    // A page made for reading listens through its starter, then through the site once started.
    const starterStream = liveStream(page);
    await visit(page, '/about-us');
    await starterStream;
    const siteStream = liveStream(page);
    await startScripts(page);
    await siteStream;
    expect(listeners).toEqual([]);
  });
});
