import { expect, type Locator, type Page } from '@playwright/test';
import { contentApi, siteSettings, test } from './fixtures.ts';
import { EXPERT_ROUTES, menuGroup, talkToAnExpert, useMenu, whatWorks } from './menu.ts';
import { inRuns, PAGE_BUDGET, runName } from './routeRuns.ts';
import { CRUISE_ROUTE, ROUTE_TYPES } from './routeTypes.ts';
import { holdScripts, visit } from './visit.ts';
import { axe } from './axe.ts';

/**
 * Every control a visitor can see works the moment it is painted: the platform works the header
 * menu (a popover) and its groups (`<details>`) before the site's scripts run, if they never do,
 * and React takes the same markup over. These tests press them with the scripts held back
 * entirely, after hydration, and with scripts that fail to download.
 */

/** A run's title: the pages it opens in turn, and what works on each of them. */
const runTitle = (routes: readonly string[]) =>
  `${runName(routes)}: the menu and its groups work, and Talk to an expert`;

/** Lists cut short behind a button, on the pages that have them, and what the button says. */
const CUT_SHORT = [
  { route: '/picks', more: 'Show more', less: 'Show less' },
  { route: '/', more: 'Show more', less: 'Show less' },
  {
    route: '/journeys/thailand-in-style',
    more: 'Discover all signature itineraries',
    less: 'Hide',
  },
  { route: '/journeys/thailand-in-style', more: 'See full itinerary', less: 'Hide full itinerary' },
  { route: '/picks/maldives', more: 'Explore all destinations', less: 'Hide' },
  { route: CRUISE_ROUTE, more: 'See full itinerary', less: 'Hide' },
];

/** How many items of a list a visitor can see (a hidden list shows none). */
async function shownItems(list: Locator): Promise<number> {
  if (!(await list.isVisible())) return 0;
  return list.getByRole('listitem').filter({ visible: true }).count();
}

/**
 * Presses a list's 'Show more' (by whatever name), sees more of the list, and cuts it short again,
 * on a page whose scripts will not take the toggle over.
 */
async function showInFullAndBack(page: Page, more: string, less: string): Promise<void> {
  const opener = page.getByRole('button', { name: more, exact: true });
  // The document can be parsed before the stylesheet is in, and until then the home page shows
  // both views of its offers (a phone's and a wider screen's), each with a toggle: a visitor taps
  // once the page is painted, in its screen's view alone.
  await expect(opener).toHaveCount(1);
  const list = page.locator(`#${await opener.getAttribute('aria-controls')}`);
  const before = await shownItems(list);
  await opener.click();
  const closer = page.getByRole('button', { name: less, exact: true });
  await expect(closer).toHaveAttribute('aria-expanded', 'true');
  expect(await shownItems(list)).toBeGreaterThan(before);
  await closer.click();
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  expect(await shownItems(list)).toBe(before);
}

/** A name no other test or run uses, to find the enquiry this test stored. */
const uniqueName = (what: string) => `${what} ${test.info().project.name} ${Date.now()}`;

async function storedEnquiry(name: string) {
  return contentApi().fetch<{
    formKind: string;
    source: string;
    phone?: string;
    regions?: string[];
  } | null>('*[_type == "enquiry" && firstName == $name][0]{formKind, source, phone, regions}', {
    name,
  });
}

/** Sends the callback form of a holiday-type page and checks the answer page and the lake. */
async function sendCallbackRequest(page: Page): Promise<void> {
  const form = page.getByRole('region', { name: 'Request a callback' });
  const name = uniqueName('Callback');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Contact number').fill('+44 20 7946 0992');
  await form.getByRole('button', { name: 'Request a callback' }).click();
  await expect(page).toHaveURL(/\/request-a-callback$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'We will call you back shortly',
  );
  expect(await storedEnquiry(name)).toMatchObject({
    formKind: 'callback',
    source: '/holiday-types/honeymoons',
    phone: '+44 20 7946 0992',
  });
}

test.describe('with the scripts held back entirely', () => {
  test.use({ javaScriptEnabled: false });

  for (const routes of inRuns(ROUTE_TYPES)) {
    test(runTitle(routes), async ({ page, isMobile }) => {
      test.setTimeout(routes.length * PAGE_BUDGET);
      for (const route of routes) {
        await test.step(`${route}: ${whatWorks(route)}`, async () => {
          // Pressed once the document is parsed, as a visitor taps what is painted: without
          // script the browser fetches every picture at once (lazy loading needs scripting), and
          // the last of them says nothing about the controls.
          await page.goto(route, { waitUntil: 'domcontentloaded' });
          await useMenu(page, isMobile);
          if (!EXPERT_ROUTES.includes(route)) return;
          await (await talkToAnExpert(page, isMobile)).click();
          await expect(page).toHaveURL(/\/talk-to-an-expert\?from=/);
          await expect(
            page.getByRole('heading', { level: 1, name: 'Talk to an expert' }),
          ).toBeVisible();
          await expect(page.getByLabel('Surname')).toBeVisible();
        });
      }
    });
  }

  // A page's lists in one test, each pressed on a fresh load of the page in the same tab.
  for (const route of new Set(CUT_SHORT.map((list) => list.route))) {
    test(`${route}: its lists cut short show in full, and cut short again`, async ({ page }) => {
      for (const { more, less } of CUT_SHORT.filter((list) => list.route === route)) {
        await test.step(`'${more}' shows the list in full, and '${less}' cuts it short again`, async () => {
          await page.goto(route, { waitUntil: 'domcontentloaded' });
          await showInFullAndBack(page, more, less);
        });
      }
      if (route !== '/journeys/thailand-in-style') return;

      await test.step('opening a second list on a page keeps the first one open', async () => {
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        await page.getByRole('button', { name: 'See full itinerary', exact: true }).click();
        await expect(page.getByRole('button', { name: 'Hide full itinerary' })).toBeVisible();
        await page.getByRole('button', { name: 'Discover all signature itineraries' }).click();
        await expect(page.getByRole('button', { name: 'Hide', exact: true })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
        await expect(page.getByRole('button', { name: 'Hide full itinerary' })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      });

      await test.step('a carousel brings its last cards into view with a sideways scroll', async () => {
        await page.goto(route, { waitUntil: 'domcontentloaded' });
        const carousel = page.getByRole('region', { name: 'Signature itineraries' });
        const last = carousel.getByRole('group').last();
        await expect(last).not.toBeInViewport();
        await carousel.getByRole('group').first().hover();
        // A trackpad's or a finger's sideways scroll, a stroke at a time until the row's end
        // shows: each stroke is looked at once its scroll has had a moment to settle.
        await expect(async () => {
          await page.mouse.wheel(600, 0);
          await expect(last).toBeInViewport({ timeout: 250 });
        }).toPass({ intervals: [100] });
      });
    });
  }

  test('a booking request sent from a journey is stored and answered', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/journeys/thailand-in-style');
    await (await talkToAnExpert(page, isMobile)).click();
    const name = uniqueName('Booking');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill('traveller@example.com');
    await page.getByRole('checkbox', { name: 'Asia', exact: true }).check();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'A travel designer will be in touch',
    );
    expect(await storedEnquiry(name)).toMatchObject({
      formKind: 'booking',
      source: '/journeys/thailand-in-style',
      regions: ['Asia'],
    });
  });

  test('a callback request is stored and answered', async ({ page }) => {
    await page.goto('/holiday-types/honeymoons');
    await sendCallbackRequest(page);
  });

  test('a callback request without a way to reply comes back with what was typed', async ({
    page,
  }) => {
    await page.goto('/holiday-types/honeymoons');
    const form = page.getByRole('region', { name: 'Request a callback' });
    await form.getByLabel('Name').fill('Ada');
    await form.getByLabel('Notes').fill('Mornings suit me best.');
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(page).toHaveURL(/\/request-a-callback$/);
    const answered = page.getByRole('region', { name: 'Your details' });
    await expect(answered.getByRole('alert')).toHaveText('Please check the highlighted fields.');
    await expect(answered.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'An e-mail or a phone number, please.',
    );
    await expect(answered.getByLabel('Name')).toHaveValue('Ada');
    await expect(answered.getByLabel('Notes')).toHaveValue('Mornings suit me best.');
    // Corrected, it is sent from the answer page, still naming the page it came from.
    const name = uniqueName('Corrected');
    await answered.getByLabel('Name').fill(name);
    await answered.getByLabel('Contact number').fill('+44 20 7946 0993');
    await answered.getByRole('button', { name: 'Request a callback' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you' })).toBeVisible();
    expect(await storedEnquiry(name)).toMatchObject({
      formKind: 'callback',
      source: '/holiday-types/honeymoons',
      phone: '+44 20 7946 0993',
    });
  });

  test('Chat says it needs the scripts and offers phone and e-mail', async ({ page }) => {
    const { phone, email } = await siteSettings();
    await page.goto('/holiday-types/safaris');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    const note = page.getByText('Our live chat needs this page’s scripts');
    await expect(note).toBeVisible();
    await expect(note.getByRole('link', { name: phone })).toBeVisible();
    await expect(note.getByRole('link', { name: email })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(note).toBeHidden();
  });

  test('the open drawer closes with Escape and with a tap outside it @mobile', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Open menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await burger.click();
    await expect(nav).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await burger.click();
    await expect(nav).toBeVisible();
    await page.mouse.click(10, 400);
    await expect(nav).toBeHidden();
  });
});

test.describe('once the page has hydrated', () => {
  // The menu and 'Talk to an expert' on every kind of hydrated page are pressed in the
  // accessibility sweep's visit of it (accessibility.spec.ts).
  test('Chat opens the chat rather than the note for pages without script', async ({ page }) => {
    await page.route('https://embed.tawk.to/**', (route) => route.abort());
    await visit(page, '/holiday-types/safaris');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Live chat is resting' })).toBeVisible();
    await expect(page.getByText('Our live chat needs this page’s scripts')).toBeHidden();
  });

  test('the open drawer is a named modal dialog that keeps focus inside @mobile', async ({
    page,
  }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Site menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // Backwards from the first control comes round to the last, inside the drawer.
    await page.keyboard.press('Shift+Tab');
    await expect(menu.getByRole('button', { name: 'Talk to an expert' })).toBeFocused();
    const results = await axe(page).include('.site-header').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('an open dropdown folds on a press elsewhere and on Escape @desktop', async ({ page }) => {
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const { group, toggle } = menuGroup(nav, 'Holiday Types');
    await toggle.click();
    await expect(group).toHaveJSProperty('open', true);
    await page.mouse.click(2, 500);
    await expect(group).toHaveJSProperty('open', false);
    await toggle.click();
    await expect(group).toHaveJSProperty('open', true);
    await page.keyboard.press('Escape');
    await expect(group).toHaveJSProperty('open', false);
    await expect(toggle).toBeFocused();
    // One group open at a time.
    await toggle.click();
    await menuGroup(nav, 'Destinations').toggle.click();
    await expect(group).toHaveJSProperty('open', false);
  });
});

/**
 * How much the test slows the page's processor while it hydrates, so its taps land in hydration
 * rather than after it (Chromium's own throttling, as the benchmarks' phone has, five times over
 * and more). A page of few slices can still finish within a frame of its header on a quick
 * machine; the page is then loaded again on a slower processor, so the taps' moment is a state
 * the test waits for, never a matter of luck.
 */
const HYDRATING_CPU_SLOWDOWNS = [20, 40, 80];

/**
 * Loads `route` with its scripts held, lets them run on a slowed processor and waits until React
 * has hydrated the page's frame (the header) while the rest of the page is still being hydrated,
 * slice by slice. React's mark on a hydrated element is read here only to know the moment; what
 * the test asserts is what the visitor sees. Returns what puts the processor back to speed.
 */
async function loadHydrating(page: Page, route: string): Promise<() => Promise<void>> {
  for (const rate of HYDRATING_CPU_SLOWDOWNS) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    const release = await holdScripts(page);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    const session = await page.context().newCDPSession(page);
    await session.send('Emulation.setCPUThrottlingRate', { rate });
    release();
    const state = await page.waitForFunction(
      () => {
        const button = document.querySelector('.site-header button[type="button"]');
        const frame =
          button !== null && Object.keys(button).some((key) => key.startsWith('__react'));
        return frame && { whole: document.documentElement.hasAttribute('data-hydrated') };
      },
      undefined,
      // Read between React's slices by a timer, not in an animation frame: React yields to the
      // browser between slices, where a timer runs, but the browser draws a frame only when it
      // finds time for one, and a busy machine has drawn none until the whole page had hydrated
      // (a fresh clone's retry: 'hydrated whole' at all three slowdowns).
      { polling: 5, timeout: 60_000 },
    );
    const { whole } = (await state.jsonValue()) as { whole: boolean };
    const restore = async () => {
      await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      await session.detach();
    };
    if (!whole) return restore;
    await restore();
  }
  throw new Error(
    `${route} had hydrated whole before its taps, even on a processor slowed ${HYDRATING_CPU_SLOWDOWNS.at(-1)}x`,
  );
}

test.describe('while the page hydrates, slice by slice', () => {
  // A card list and a journey's days: each in a slice of its own, shown on every screen.
  const lists = [
    { route: '/picks', more: 'Show more', less: 'Show less' },
    {
      route: '/journeys/thailand-in-style',
      more: 'See full itinerary',
      less: 'Hide full itinerary',
    },
  ];
  for (const { route, more, less } of lists) {
    test(`${route}: '${more}', the menu and a group act once, at once, and stay so`, async ({
      page,
      isMobile,
    }) => {
      const restore = await loadHydrating(page, route);
      const url = page.url();

      // A list below the fold, in a slice React has not reached yet: it opens in place.
      const opener = page.getByRole('button', { name: more, exact: true });
      await expect(opener).toHaveCount(1);
      const list = page.locator(`#${await opener.getAttribute('aria-controls')}`);
      const before = await shownItems(list);
      await opener.click();
      const closer = page.getByRole('button', { name: less, exact: true });
      await expect(closer).toHaveAttribute('aria-expanded', 'true');
      expect(await shownItems(list)).toBeGreaterThan(before);
      expect(page.url(), 'opened in place, not asked of the server').toBe(url);

      // The header's menu (a phone's drawer) and one of its groups.
      const close = page.getByRole('button', { name: 'Close menu' });
      if (isMobile) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(close).toBeVisible();
      }
      const nav = page.getByRole('navigation', { name: 'Main' });
      const { group, toggle } = menuGroup(nav, 'Destinations');
      await toggle.click();
      await expect(group.getByRole('link', { name: 'Maldives' })).toBeVisible();

      // Each press acted once, and hydration undid none of them. The presses were made while
      // the page hydrated; the rest of hydration runs at the processor's own speed, as slowing
      // it further would only lengthen the wait, not change what React does to the page.
      await restore();
      await expect(page.locator('html[data-hydrated="true"]')).toBeAttached({ timeout: 60_000 });
      if (isMobile) await expect(close).toBeVisible();
      await expect(group).toHaveJSProperty('open', true);
      await expect(closer).toHaveAttribute('aria-expanded', 'true');
      expect(await shownItems(list)).toBeGreaterThan(before);
      expect(page.url()).toBe(url);
    });
  }
});

test.describe('a page whose scripts fail to download', () => {
  test('still opens its menu and navigates from it', async ({ page, isMobile }) => {
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await page.goto('/');
    await useMenu(page, isMobile);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menuGroup(nav, 'Signature Itineraries').toggle.click();
    await nav.getByRole('link', { name: 'Asia' }).click();
    await expect(page).toHaveURL(/\/journeys\/asia$/);
    await useMenu(page, isMobile);
  });

  test("still shows the home page's offers in full and cuts them short again", async ({ page }) => {
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await showInFullAndBack(page, 'Show more', 'Show less');
  });

  test('still sends a callback request', async ({ page }) => {
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await page.goto('/holiday-types/honeymoons');
    await sendCallbackRequest(page);
  });

  test('still reaches the booking form from Talk to an expert', async ({ page, isMobile }) => {
    await page.route(/\.m?js(\?.*)?$/, (route) => route.abort());
    await page.goto('/picks');
    await (await talkToAnExpert(page, isMobile)).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Talk to an expert' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Europe' })).toBeVisible();
  });
});
