import { expect, type Page } from '@playwright/test';
import { hostUnderTest, test } from './fixtures.ts';
import { animationsSettled, axeViolations, focusShows, tabTo } from './accessibility.ts';
import { menuGroup } from './menu.ts';
import { ONE_SCREEN } from './screens.ts';
import { visit } from './visit.ts';
import { silentWav } from '../tripRequests/silentWav.ts';

/**
 * Whole journeys without a mouse: each starts at the page's first Tab and goes on by keyboard
 * alone. On the way every stop must be in sight with a visible indicator (see `tabTo`); after a
 * failed send, focus must land on the first field in error; a popup closed gives focus back to
 * the control that opened it. Each state a journey reaches is scanned by axe with WCAG 2.2 in,
 * so the journeys are also the scan of those states (menus, popups, forms in error).
 */

/** A name no other test or run uses. */
const unique = (what: string) => `${what} ${test.info().project.name} ${Date.now()}`;

/** Types into the focused field, key by key, as a visitor does. */
const type = (page: Page, text: string) => page.keyboard.type(text);

test.describe('by keyboard alone', () => {
  test('a visitor opens the menu and each of its groups, and Escape gives focus back', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/');
    const faults: string[] = [];
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isMobile) {
      const opener = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
      faults.push(...(await axeViolations(page, '.site-header')));
    }
    const groups = nav.getByRole('group');
    for (const name of await groups.evaluateAll((all) =>
      all.map((group) => group.querySelector('summary')?.textContent?.trim() ?? ''),
    )) {
      const { group, toggle } = menuGroup(nav, name);
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await expect(group).toHaveJSProperty('open', true);
      await page.keyboard.press('Tab');
      await expect(group.getByRole('link').first()).toBeFocused();
      faults.push(...(await axeViolations(page, '.site-header')).map((f) => `${name}: ${f}`));
      if (!isMobile) {
        await page.keyboard.press('Escape');
        await expect(group).toHaveJSProperty('open', false);
        await expect(toggle).toBeFocused();
      } else {
        // In the drawer the groups stay open until folded: fold this one with its toggle.
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Enter');
        await expect(group).toHaveJSProperty('open', false);
      }
    }
    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }
    expect(faults, faults.join('\n')).toEqual([]);
  });

  test('a visitor sends an enquiry from Talk to an expert', async ({ page, isMobile }) => {
    await visit(page, '/');
    if (isMobile) {
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
      await page.keyboard.press('Enter');
      // The drawer slides in: its links are measured where they come to rest.
      await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeVisible();
      await animationsSettled(page);
    }
    const opener = page.getByRole('banner').getByRole('button', { name: 'Talk to an expert' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Talk to an expert' });
    const name = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name).toBeFocused();
    const faults = await axeViolations(page, '[role="dialog"], dialog');

    // Sent empty: focus goes to the first field in error, not left on the button.
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Please tell us your name.')).toBeVisible();
    await expect(name).toBeFocused();
    faults.push(...(await focusShows(page)));
    faults.push(
      ...(await axeViolations(page, '[role="dialog"], dialog')).map((f) => `in error: ${f}`),
    );

    await type(page, unique('Keyboard'));
    await tabTo(page, dialog.getByRole('textbox', { name: 'Email' }));
    await type(page, 'keyboard.traveller@example.com');
    await tabTo(page, dialog.getByRole('checkbox', { name: 'Asia', exact: true }));
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status')).toContainText('A travel designer will be in touch');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // On a phone the opener lived in the drawer, which closed as the popup opened: focus goes
    // back to the drawer's own opener.
    await expect(isMobile ? page.getByRole('button', { name: 'Open menu' }) : opener).toBeFocused();
    expect(faults, faults.join('\n')).toEqual([]);
  });

  test('a visitor books a callback from a holiday type', async ({ page }) => {
    await visit(page, '/holiday-types/honeymoons');
    const form = page.getByRole('region', { name: 'Request a callback' });
    const send = form.getByRole('button', { name: 'Request a callback' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('alert')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    const faults = [...(await focusShows(page)), ...(await axeViolations(page, '.callback-form'))];

    await type(page, unique('Callback'));
    await tabTo(page, form.getByRole('textbox', { name: 'Contact number' }));
    await type(page, '+44 20 7946 0994');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText('We will call you back shortly');
    expect(faults, faults.join('\n')).toEqual([]);
  });

  test('a visitor sends a trip request in words, and reaches the recording field', async ({
    page,
  }) => {
    await visit(page, '/plan-my-trip');
    const send = page.getByRole('button', { name: 'Send my request' });
    const message = page.getByRole('textbox', { name: 'Tell us about the trip you have in mind' });
    // The recording's own field is a stop on the way, for a visitor who would rather speak.
    await tabTo(page, page.getByLabel(/^Attach a recording/));
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(message).toBeFocused();
    const faults = [
      ...(await focusShows(page)),
      ...(await axeViolations(page, '.plan-trip__form')).map((f) => `in error: ${f}`),
    ];

    await type(page, 'Ten nights in Botswana in August for two adults, on safari.');
    const name = unique('Traveller');
    await tabTo(page, page.getByRole('textbox', { name: 'Your name' }));
    await type(page, name);
    await tabTo(page, page.getByRole('textbox', { name: 'E-mail address' }));
    await type(page, `keyboard-${Date.now()}@example.org`);
    await tabTo(
      page,
      page.getByRole('checkbox', { name: 'I agree to be contacted about this trip.' }),
    );
    await page.keyboard.press('Space');
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: `Thank you, ${name}` })).toBeVisible();
    expect(faults, faults.join('\n')).toEqual([]);
  });

  test('a visitor narrows the trip finder and reaches a result', async ({ page }) => {
    await visit(page, '/find-a-trip');
    const filters = page.getByRole('group', { name: /^Filters/ }).locator(':scope > summary');
    if (await filters.isVisible()) {
      await tabTo(page, filters);
      await page.keyboard.press('Enter');
    }
    const safari = page.getByRole('checkbox', { name: 'Safari', exact: true });
    await tabTo(page, safari);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/find-a-trip\?type=safaris$/);
    await expect(safari).toBeFocused();
    const results = page.getByRole('region', { name: /trips? found$/ });
    await tabTo(page, results.getByRole('link').first(), 400);
    expect(await focusShows(page)).toEqual([]);
  });
});

test.describe('states a visitor reaches, on a first visit', () => {
  // A first visit: the launch notice greets it.
  test.use({ firstVisit: true });

  test('the launch notice and the chat popup pass axe, and give focus back', async ({ page }) => {
    await page.route('https://embed.tawk.to/**', (route) => route.abort());
    await visit(page, '/holiday-types/safaris');
    const faults: string[] = [];
    const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(notice).toBeVisible();
    faults.push(
      ...(await axeViolations(page, '[role="dialog"], dialog')).map((f) => `notice: ${f}`),
    );
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();

    const chat = page.getByRole('button', { name: 'Chat' }).first();
    await chat.focus();
    await page.keyboard.press('Enter');
    const resting = page.getByRole('dialog', { name: 'Live chat is resting' });
    await expect(resting).toBeVisible();
    faults.push(...(await axeViolations(page, '[role="dialog"], dialog')).map((f) => `chat: ${f}`));
    await page.keyboard.press('Escape');
    await expect(resting).toBeHidden();
    await expect(chat).toBeFocused();
    expect(faults, faults.join('\n')).toEqual([]);
  });
});

test.describe('states a visitor reaches', () => {
  test('lists shown in full, and a trip request with a recording attached, pass axe', async ({
    page,
  }) => {
    const faults: string[] = [];
    await visit(page, '/journeys/thailand-in-style');
    await page.getByRole('button', { name: 'See full itinerary', exact: true }).click();
    await page.getByRole('button', { name: 'Discover all signature itineraries' }).click();
    await expect(page.getByRole('button', { name: 'Hide full itinerary' })).toBeVisible();
    faults.push(...(await axeViolations(page, 'main')).map((f) => `journey: ${f}`));

    await visit(page, '/picks/maldives');
    await page.getByRole('button', { name: 'Explore all destinations' }).click();
    await expect(page.getByRole('button', { name: 'Hide', exact: true })).toBeVisible();
    faults.push(...(await axeViolations(page, 'main')).map((f) => `pick: ${f}`));

    await visit(page, '/plan-my-trip');
    await page.getByLabel(/^Attach a recording/).setInputFiles({
      name: 'our-trip.wav',
      mimeType: 'audio/wav',
      buffer: silentWav(),
    });
    faults.push(...(await axeViolations(page, 'main')).map((f) => `recording: ${f}`));
    expect(faults, faults.join('\n')).toEqual([]);
  });
});

test(`3.3.8: the Studio's sign-in code can be pasted, and is offered for autofill ${ONE_SCREEN}`, async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The worker's context outlives the test (decision 174) and would keep the grant for the next.
  try {
    await page.goto(
      `/v1/auth/login/local?origin=${encodeURIComponent(`${hostUnderTest().origin}/studio`)}`,
    );
    const code = page.getByRole('textbox', { name: 'Sign-in code' });
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await page.evaluate(() => navigator.clipboard.writeText('pasted-sign-in-code'));
    await code.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(code).toHaveValue('pasted-sign-in-code');
  } finally {
    await context.clearPermissions();
  }
});
