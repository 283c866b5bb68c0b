import { expect, type Page } from '@playwright/test';
import { CLOCK_CONTEXT, contentApi, test } from './fixtures.ts';
import { refuseFirstDownload } from './lostSignal.ts';
import { holdScripts, visit } from './visit.ts';
import { firstCaseOnBothScreens } from './screens.ts';

async function openBookingPopup(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Talk to an expert' }).click();
  // The form's code may still be on its way: the popup opens once it is in.
  const dialog = page.getByRole('dialog', { name: 'Talk to an expert' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('launch notice', () => {
  test.use({ firstVisit: true });

  test('greets a first visit once, and Continue closes it', async ({ page }) => {
    await visit(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog).toBeHidden();
    await visit(page, '/about-us');
    // Whatever the page would do on arrival is done within two frames of it being ready.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  const closers = {
    Escape: async (page: Page) => page.keyboard.press('Escape'),
    'the close button': async (page: Page) =>
      page.getByRole('button', { name: 'Close', exact: true }).click(),
    'the overlay': async (page: Page) => page.mouse.click(5, 5),
  };
  for (const [how, close] of Object.entries(closers)) {
    test(`closes with ${how}`, async ({ page }) => {
      await visit(page, '/');
      const dialog = page.getByRole('dialog', { name: 'Our story starts soon' });
      await expect(dialog).toBeVisible();
      await close(page);
      await expect(dialog).toBeHidden();
    });
  }
});

test.describe('launch notice before the site scripts arrive', () => {
  test.use({ firstVisit: true });

  test('a first visit sees the notice with the page, without waiting for the scripts', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/journeys', { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(notice).toBeVisible();
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('dismissed with Escape before the scripts ran, it stays closed and seen', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(notice).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(notice).toBeHidden();
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await visit(page, '/about-us');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a returning visitor never sees it, before or after the scripts', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('launch-notice:seen', 'true'));
    const release = await holdScripts(page);
    await page.goto('/journeys', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    release();
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('booking popup', () => {
  // A test here sets the clock (see CLOCK_CONTEXT).
  test.use(CLOCK_CONTEXT);
  // One visit of the home page: each step closes the popup it opened, and the last sends it.
  test('moves focus in and keeps it there, closes three ways, and sends what is asked', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/');

    await test.step('moves focus in, keeps it inside, closes with Escape and gives focus back', async () => {
      const dialog = await openBookingPopup(page, isMobile);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // On a phone the button lived in the menu drawer, which closed as the popup opened.
      if (!isMobile) {
        await expect(page.getByRole('button', { name: 'Talk to an expert' })).toBeFocused();
      }
    });

    await test.step('closes with the close button and with a click on the overlay', async () => {
      let dialog = await openBookingPopup(page, isMobile);
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toBeHidden();
      dialog = await openBookingPopup(page, isMobile);
      await page.mouse.click(5, 5);
      await expect(dialog).toBeHidden();
    });

    await test.step('shows what is missing, then sends the request to the business', async () => {
      const dialog = await openBookingPopup(page, isMobile);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText('Please tell us your name.')).toBeVisible();

      const surname = `Ashcombe-${test.info().project.name}-${Date.now()}`;
      await dialog.getByLabel('Name', { exact: true }).fill('Eleanor');
      await dialog.getByLabel('Surname').fill(surname);
      await dialog.getByLabel('Email').fill('eleanor@example.com');
      await dialog.getByRole('checkbox', { name: 'Indian Ocean' }).check();
      await dialog
        .getByRole('group', { name: /When would you like/ })
        .getByRole('checkbox')
        .nth(2)
        .check();
      await dialog.getByLabel(/Notes/).fill('A quiet villa, and a spa for my mother.');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByRole('status')).toContainText(
        "You'll hear from us soon by email with confirmation of your appointment.",
      );

      const stored = await contentApi().fetch<{ regions: string[]; months: string[] } | null>(
        '*[_type == "enquiry" && lastName == $surname][0]{regions, months, formKind, status}',
        { surname },
      );
      expect(stored).toMatchObject({
        regions: ['Indian Ocean'],
        formKind: 'booking',
        status: 'new',
      });
      expect(stored?.months).toHaveLength(1);
    });
  });

  test('a form that cannot be fetched offers the phone, and the next press tries again', async ({
    page,
    isMobile,
  }) => {
    const phone: string = await contentApi().fetch('*[_id == "siteSettings"][0].phone');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const refused = await refuseFirstDownload(page, 'BookingRequestForm');
    await visit(page, '/');
    let dialog = await openBookingPopup(page, isMobile);
    await expect(dialog).toContainText('The enquiry form could not be loaded just now');
    await expect(dialog.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\d+$/);
    expect(errors.some((text) => text.startsWith('Booking form could not be loaded:'))).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    dialog = await openBookingPopup(page, isMobile);
    await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();
    expect(refused()).toBe(1);
  });

  test('offers the ten regions and eighteen months from this month', async ({ page, isMobile }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
    await visit(page, '/');
    const dialog = await openBookingPopup(page, isMobile);
    const regions = dialog.getByRole('group', { name: /Destinations/ }).getByRole('checkbox');
    await expect(regions).toHaveCount(10);
    const months = dialog.getByRole('group', { name: /When would you like to travel/ });
    await expect(months.getByRole('checkbox')).toHaveCount(18);
    await expect(months.getByRole('checkbox').first()).toHaveAccessibleName('Nov 2026');
    await expect(months.getByRole('checkbox').last()).toHaveAccessibleName('Apr 2028');
    await expect(dialog.getByPlaceholder('Add any notes here')).toHaveAttribute('rows', '5');
  });

  test('keeps the input after a failed send, and a retry goes through', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/');
    const dialog = await openBookingPopup(page, isMobile);
    await page.route('**/api/enquiries', (route) => route.fulfill({ status: 503, body: '{}' }));
    await dialog.getByLabel('Name', { exact: true }).fill('Rupert');
    await dialog.getByLabel('Contact number').fill('020 7946 0182');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('alert')).toContainText('please try again');
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue('Rupert');
    await expect(dialog.getByLabel('Contact number')).toHaveValue('020 7946 0182');

    await page.unroute('**/api/enquiries');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByRole('status')).toContainText('Thank you');
  });
});

test.describe('callback form', () => {
  test('a holiday-type page sends a callback request', async ({ page }) => {
    await visit(page, '/holiday-types/honeymoons');
    const form = page.getByRole('region', { name: 'Request a callback' });
    const name = `Callback ${test.info().project.name} ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Contact number').fill('+44 20 7946 0991');
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(form.getByRole('status')).toContainText('We will call you back shortly');
    const stored = await contentApi().fetch<{ source: string; formKind: string } | null>(
      '*[_type == "enquiry" && firstName == $name][0]{source, formKind}',
      { name },
    );
    expect(stored).toEqual({ source: '/holiday-types/honeymoons', formKind: 'callback' });
  });
});

test.describe('a payment result on a first visit', () => {
  // A first visit: the gateway often opens the site in a fresh context that has not seen the
  // launch notice yet.
  test.use({ firstVisit: true });

  // A success and a decline: which status is which is the parser's table of cases, in its unit
  // tests; what the visitor sees differs only between the two outcomes.
  const outcomes = [
    ['0', 'Payment Successful'],
    ['1', 'Payment Declined'],
  ] as const;
  for (const [index, [status, title]] of outcomes.entries()) {
    test(`status ${status} shows '${title}' first, then the launch notice${firstCaseOnBothScreens(index)}`, async ({
      page,
    }) => {
      await visit(page, `/?status=${status}&ref=TX123`);
      const result = page.getByRole('dialog', { name: title });
      await expect(result).toBeVisible();
      await expect(result).toContainText('TX123');
      await expect(page.getByRole('dialog')).toHaveCount(1);

      await result.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(result).toBeHidden();
      const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
      await expect(notice).toBeVisible();
      await expect(page).not.toHaveURL(/status=/);
      await notice.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});

test.describe('one Escape, one popup', () => {
  // A first visit with a payment result: the result shows and the launch notice waits behind it.
  test.use({ firstVisit: true });

  test('Escape closes the payment result only; the queued launch notice then shows', async ({
    page,
  }) => {
    await visit(page, '/?status=0&ref=TX456');
    const result = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(result).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(result).toBeHidden();
    const notice = page.getByRole('dialog', { name: 'Our story starts soon' });
    await expect(notice).toBeVisible();
    await expect(page).not.toHaveURL(/status=/);
    // Not seen yet: the one Escape did not reach it.
    expect(await page.evaluate(() => localStorage.getItem('launch-notice:seen'))).toBeNull();

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('launch-notice:seen'))).toBe('true');
  });
});
