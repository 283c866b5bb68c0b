import { randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { contentApi, test } from './fixtures.ts';
import { visit } from './visit.ts';
import { firstCaseOnBothScreens, ONE_SCREEN } from './screens.ts';

test.describe('test form (/form) posts to the payment callback', () => {
  test('Send lands on the home page with the status and reference', async ({ page }) => {
    await visit(page, '/form');
    await page.getByRole('spinbutton', { name: 'Status' }).fill('0');
    await page.getByRole('textbox', { name: 'Transaction ID' }).fill('TX-E2E_12');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/\?status=0&ref=TX-E2E_12$/);
  });

  test(`a transaction id that is not shaped like one does not travel ${ONE_SCREEN}`, async ({
    page,
  }) => {
    await visit(page, '/form');
    await page.getByRole('spinbutton', { name: 'Status' }).fill('0');
    await page.getByRole('textbox', { name: 'Transaction ID' }).fill('Pay 12-34-56 now');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/\?status=0$/);
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).not.toContainText(
      'Ref:',
    );
  });

  test(`a declined status travels home too ${ONE_SCREEN}`, async ({ page }) => {
    await visit(page, '/form');
    await page.getByRole('spinbutton', { name: 'Status' }).fill('3');
    await page.getByRole('textbox', { name: 'Transaction ID' }).fill('DECLINED-7');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/\?status=3&ref=DECLINED-7$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form still sends and follows the redirect', async ({ page }) => {
      await page.goto('/form');
      await page.getByRole('spinbutton', { name: 'Status' }).fill('5');
      await page.getByRole('textbox', { name: 'Transaction ID' }).fill('NOJS-1');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/\?status=5&ref=NOJS-1$/);
    });
  });
});

test.describe('payment callback (POST /submit) @desktop', () => {
  test('answers 302 to the home page with the status and a gateway id', async ({ request }) => {
    const response = await request.post('/submit', {
      form: { responseStatus: '0', transactionID: 'TX_2041-a' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/?status=0&ref=TX_2041-a');
  });

  test('leaves out a reference that is not shaped like a gateway id', async ({ request }) => {
    const response = await request.post('/submit', {
      form: { responseStatus: '0', transactionID: 'a b/c?d' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/?status=0');
  });

  test('refuses a status that is not a whole number, with its own message', async ({ request }) => {
    const response = await request.post('/submit', {
      form: { responseStatus: 'paid', transactionID: 'T' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toBe(
      'Error in submit function: responseStatus must be a whole number',
    );
  });

  test('a line break in the reference never reaches a header', async ({ request }) => {
    const response = await request.post('/submit', {
      form: { responseStatus: '0', transactionID: 'T\r\nSet-Cookie: stolen=1' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe('/?status=0');
    expect(response.headers()['set-cookie']).toBeUndefined();
  });

  test('the home page a result lands on is kept by no cache', async ({ request }) => {
    const response = await request.get('/?status=0&ref=TX-NOSTORE');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const plain = await request.get('/');
    expect(plain.headers()['cache-control']).not.toContain('no-store');
  });

  test('other methods get 405', async ({ request }) => {
    const response = await request.get('/submit', { maxRedirects: 0 });
    expect(response.status()).toBe(405);
  });
});

test.describe('payment status page (/paystatus)', () => {
  const cases = [
    ['success', 'Your payment was successful!'],
    ['failed', 'Payment failed. Please try again.'],
    ['pending', 'Payment status is unknown. Please contact support.'],
    ['', 'Payment status is unknown. Please contact support.'],
  ] as const;

  for (const [index, [status, message]] of cases.entries()) {
    test(`status '${status}' reads '${message}'${firstCaseOnBothScreens(index)}`, async ({
      page,
    }) => {
      await visit(page, status === '' ? '/paystatus' : `/paystatus?status=${status}`);
      await expect(page.getByRole('status')).toHaveText(message);
    });
  }

  test(`the first HTML already carries the message ${ONE_SCREEN}`, async ({ request }) => {
    const response = await request.get('/paystatus?status=failed');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('Payment failed. Please try again.');
  });
});

test.describe('enquiries (POST /api/enquiries) @desktop', () => {
  test('a stored enquiry can be read back through the content API, once', async ({ request }) => {
    const key = `e2e-${randomUUID()}`;
    const enquiry = {
      formKind: 'callback',
      source: '/journeys',
      firstName: 'Playwright',
      email: 'playwright@example.com',
      regions: ['Asia'],
      consent: true,
    };
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await request.post('/api/enquiries', {
        data: enquiry,
        headers: { 'idempotency-key': key },
      });
      expect(response.status()).toBe(201);
    }
    const stored = await contentApi().fetch<Record<string, unknown>[]>(
      '*[_type == "enquiry" && idempotencyKey == $key]',
      { key },
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...enquiry, status: 'new' });
  });

  test('field errors come back as JSON the forms can show', async ({ request }) => {
    const response = await request.post('/api/enquiries', {
      data: { formKind: 'booking', source: '/', firstName: '' },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please check the highlighted fields.',
      fieldErrors: {
        firstName: 'Please tell us your name.',
        email: 'An e-mail or a phone number, please.',
        phone: 'An e-mail or a phone number, please.',
      },
    });
  });

  test('visitors’ details are not readable without a token', async ({ request }) => {
    const query = encodeURIComponent('count(*[_type == "enquiry"])');
    const response = await request.get(`/v2025-02-19/data/query/production?query=${query}`);
    expect(response.status()).toBe(200);
    expect((await response.json()).result).toBe(0);
  });
});
