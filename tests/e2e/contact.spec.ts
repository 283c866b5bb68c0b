import { expect, type Page } from '@playwright/test';
import { visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';
import { CLOCK_CONTEXT, test } from './fixtures.ts';

/** A stand-in for the chat messenger's embed script, served at the network level only. */
const FAKE_MESSENGER = `
  window.__chatCalls = [];
  const api = window.Tawk_API;
  api.maximize = () => window.__chatCalls.push('maximize');
  api.minimize = () => window.__chatCalls.push('minimize');
  setTimeout(() => api.onLoad && api.onLoad(), 10);
`;

async function stubMessenger(page: Page) {
  await page.route('https://embed.tawk.to/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_MESSENGER }),
  );
}

const chatCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __chatCalls?: string[] }).__chatCalls ?? []);

test.describe('contact block', () => {
  // A test here sets the clock (see CLOCK_CONTEXT).
  test.use(CLOCK_CONTEXT);
  const days = [
    ['Monday', '2026-11-23T10:00:00', 'Available until', '5PM'],
    ['Friday', '2026-11-27T16:00:00', 'Available until', '5PM'],
    ['Saturday', '2026-11-28T10:00:00', 'Open Mon', '9AM'],
    ['Sunday', '2026-11-29T10:00:00', 'Open Mon', '9AM'],
  ] as const;

  // The page opened afresh in one tab on each day, its clock set to the day before it loads.
  test(`on weekdays it reads 'Available until 5PM', at weekends 'Open Mon 9AM' ${ONE_SCREEN}`, async ({
    page,
  }) => {
    for (const [day, when, label, time] of days) {
      await test.step(`on a ${day} it reads '${label} ${time}'`, async () => {
        await page.clock.setFixedTime(new Date(when));
        await visit(page, '/holiday-types/safaris');
        const availability = page.locator('.contact-block__availability').first();
        await expect(availability).toHaveText(`${label} ${time}`);
      });
    }
  });

  test('with the chat unreachable, Chat offers phone and e-mail instead', async ({ page }) => {
    await page.route('https://embed.tawk.to/**', (route) => route.abort());
    await visit(page, '/holiday-types/safaris');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Live chat is resting' });
    await expect(dialog).toContainText('Call us on');
  });

  // One visit: the chat Chat opened is then minimised, and the visitor moves on.
  test('Chat maximises the live chat, and a minimised chat stays so across route changes', async ({
    page,
  }) => {
    await stubMessenger(page);
    await visit(page, '/holiday-types/safaris');

    await test.step('Chat maximises the live chat', async () => {
      await page.getByRole('button', { name: 'Chat' }).first().click();
      await expect.poll(() => chatCalls(page)).toContain('maximize');
    });

    await test.step('a minimised chat stays minimised across route changes', async () => {
      // The step starts from the chat Chat opened, as it did when it was a test of its own.
      await expect.poll(() => chatCalls(page)).toContain('maximize');
      // The visitor minimises the messenger; it reports that through its callback.
      await page.evaluate(() => window.Tawk_API?.onChatMinimized?.());
      await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
      await expect(page).toHaveURL(/\/about-us$/);
      await expect.poll(() => chatCalls(page), { timeout: 4000 }).toContain('minimize');
    });
  });
});

test.describe('the chat messenger waits for the visitor', () => {
  /** Counts the requests for the messenger's script. */
  function countMessengerRequests(page: Page): () => number {
    let requests = 0;
    page.on('request', (request) => {
      if (request.url().startsWith('https://embed.tawk.to/')) requests += 1;
    });
    return () => requests;
  }

  test('a first visit loads no chat until Chat is pressed', async ({ page }) => {
    await stubMessenger(page);
    const requests = countMessengerRequests(page);
    await visit(page, '/holiday-types/safaris');
    // Everything the page does on its own, idle work included, is done once the network settles.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(requests()).toBe(0);
    await page.getByRole('button', { name: 'Chat' }).first().click();
    await expect.poll(() => chatCalls(page)).toContain('maximize');
    expect(requests()).toBe(1);
  });

  test('a visitor who chatted before gets the messenger back without pressing Chat', async ({
    page,
  }) => {
    await stubMessenger(page);
    await visit(page, '/holiday-types/safaris');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    await expect.poll(() => chatCalls(page)).toContain('maximize');
    const requests = countMessengerRequests(page);
    await visit(page, '/about-us');
    await expect.poll(requests).toBe(1);
  });
});

/** An id of a section far down the privacy policy, to link to. */
async function deepSectionId(page: Page): Promise<string> {
  await visit(page, '/privacy-policy');
  const id = await page.locator('.static-page__body h2').nth(8).getAttribute('id');
  // Leave the page, so the next visit is a fresh load of a link with a hash.
  await page.goto('about:blank');
  return id ?? '';
}

test.describe('hash links', () => {
  test('elsewhere a hash scrolls smoothly to 80 px above its element', async ({ page }) => {
    const id = await deepSectionId(page);
    await visit(page, `/privacy-policy#${id}`);
    await expect
      .poll(() =>
        page
          .locator(`[id="${id}"]`)
          .evaluate((node) => Math.round(node.getBoundingClientRect().top)),
      )
      .toBe(80);
  });
});

test.describe('hash links on Apple handhelds', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });

  test('the hash is removed and the page stays at the top', async ({ page }) => {
    const id = await deepSectionId(page);
    await visit(page, `/privacy-policy#${id}`);
    await expect(page).toHaveURL(/\/privacy-policy$/);
    // Whatever the page would do on arrival is done within two frames of it being ready.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
