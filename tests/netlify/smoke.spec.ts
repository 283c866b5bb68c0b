/**
 * A visitor's smoke round of the site as Netlify serves it (tests/netlify/playwright.config.ts):
 * pages rendered by the site function and labelled for the CDN, static pictures, the payment
 * round trip and an enquiry through the project's own functions, the Studio at /studio.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { expect, test, type Page } from '@playwright/test';
import { startScripts } from '../e2e/visit.ts';

/** The lake standing in for hosted Sanity, read with its token as an editor's tools would. */
function contentLake() {
  const dataDir = process.env.NETLIFY_SMOKE_DIR;
  if (!dataDir) throw new Error('NETLIFY_SMOKE_DIR is set by the Playwright config');
  const lakePort = Number(readFileSync(path.join(dataDir, 'lake-port'), 'utf8'));
  return createClient({
    projectId: 'local',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: `http://127.0.0.1:${lakePort}`,
    useProjectHostname: false,
    useCdn: false,
    token: readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim(),
    perspective: 'raw',
  });
}

/** Opens a page as a visitor does, failing on any script or policy error in the console. */
async function visit(page: Page, url: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // A picture the browser stops fetching because it chose another size is not a failure.
    if (reason !== 'net::ERR_ABORTED') errors.push(`${request.url()} failed: ${reason}`);
  });
  await page.goto(url);
  // A page made for reading starts its scripts when a visitor reaches for a button.
  await startScripts(page);
  return errors;
}

const ROUTES = [
  ['/', 'doc:homePage'],
  ['/journeys/thailand-in-style', 'slug:journey:thailand-in-style'],
  ['/picks/maldives', 'slug:destination:maldives'],
  ['/picks/coral-atoll-island-resort-south-male-atoll', 'feed:travel-cards'],
  ['/privacy-policy', 'slug:page:privacy-policy'],
] as const;

test.describe('pages rendered by the site function', () => {
  for (const [route, tag] of ROUTES) {
    test(`${route} is server-rendered, labelled for the CDN and runs under its policy`, async ({
      page,
      request,
    }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['netlify-cache-tag']?.split(',')).toContain(tag);
      expect(headers['netlify-cdn-cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate/);
      expect(headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(await response.text()).toMatch(/<h1[^>]*>[^<]+/);

      const errors = await visit(page, route);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(errors).toEqual([]);
    });
  }

  test('a journey shows its content from the content API', async ({ page }) => {
    await visit(page, '/journeys/thailand-in-style');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('THAILAND IN STYLE');
  });

  test('an unknown journey keeps the 302 to the home page', async ({ request }) => {
    const response = await request.get('/journeys/no-such-journey', { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()['location']).toMatch(/\/$/);
  });

  test('an offer page shows the pictures the build shipped as static files', async ({ page }) => {
    await visit(page, '/picks/coral-atoll-island-resort-south-male-atoll');
    const hero = page.locator('img').first();
    await hero.scrollIntoViewIfNeeded();
    await expect
      .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe('the project’s functions on Netlify', () => {
  test('the payment round trip: the gateway’s post comes home to its result', async ({ page }) => {
    await visit(page, '/form');
    await page.getByRole('spinbutton', { name: 'Status' }).fill('0');
    await page.getByRole('textbox', { name: 'Transaction ID' }).fill('NETLIFY-1');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/\?status=0&ref=NETLIFY-1$/);
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  });

  test('a callback request is stored in the content lake', async ({ page }) => {
    await visit(page, '/holiday-types/honeymoons');
    const form = page.getByRole('region', { name: 'Request a callback' });
    const name = `Netlify ${Date.now()}`;
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Contact number').fill('+44 20 7946 0991');
    await form.getByRole('button', { name: 'Request a callback' }).click();
    await expect(form.getByRole('status')).toContainText('We will call you back shortly');
    const stored = await contentLake().fetch<{ formKind: string } | null>(
      '*[_type == "enquiry" && firstName == $name][0]{formKind}',
      { name },
    );
    expect(stored).toEqual({ formKind: 'callback' });
  });
});

test('the Studio is served at /studio of the same site, under its own policy', async ({
  request,
}) => {
  const response = await request.get('/studio/structure');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(response.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
  expect(await response.text()).toContain('<div id="sanity"');
});
