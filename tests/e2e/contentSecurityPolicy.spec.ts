/**
 * Every kind of page works under its enforced content policy: it hydrates, its popups open, the
 * chat messenger and the discovery-call scheduler load, and the browser reports no violation.
 * The policy is real: a script injected into the page is refused. The messenger and the scheduler
 * are answered at the network level by stand-ins on their own origins, as in the other specs.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { siteSettings, test } from './fixtures.ts';
import { watchPolicyViolations } from './policyViolations.ts';
import { inRuns, PAGE_BUDGET, runName } from './routeRuns.ts';
import { ROUTE_TYPES } from './routeTypes.ts';
import { startScripts, visit } from './visit.ts';
import { ONE_SCREEN } from './screens.ts';

/** A stand-in for the chat messenger's embed script. */
const FAKE_MESSENGER = `
  window.__chatCalls = [];
  const api = window.Tawk_API;
  api.maximize = () => window.__chatCalls.push('maximize');
  api.minimize = () => window.__chatCalls.push('minimize');
  setTimeout(() => api.onLoad && api.onLoad(), 10);
`;

/** The messenger and the scheduler answer from their own origins, never from the network. */
async function stubThirdParties(page: Page): Promise<void> {
  const { scheduling } = await siteSettings();
  await page.route('https://embed.tawk.to/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_MESSENGER }),
  );
  await page.route(`${new URL(scheduling.url).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Pick a time</h1>' }),
  );
}

/** The sources of one directive of an enforced policy. */
function sources(response: Response | null, directive: string): string[] {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const found = policy.split(';').find((part) => part.trim().startsWith(`${directive} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

test.describe(`content security policy ${ONE_SCREEN}`, () => {
  // A route's policy is the server's, the same for every screen: each route is read on the
  // desktop, and the phone runs the checks below, which press what the policy must allow.
  for (const routes of inRuns(ROUTE_TYPES)) {
    test(`${runName(routes)} run under their enforced policy with no violation @desktop`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * PAGE_BUDGET);
      const violations = await watchPolicyViolations(page);
      await stubThirdParties(page);
      for (const route of routes) {
        await test.step(`${route} runs under its enforced policy with no violation`, async () => {
          // The watch runs across the tab's pages: each page is judged on its own reports.
          violations.length = 0;
          const response = await page.goto(route);
          // A page made for reading starts its scripts when a visitor reaches for a button.
          await startScripts(page);
          expect(response?.headers()['content-security-policy-report-only']).toBeUndefined();
          const scripts = sources(response, 'script-src');
          expect(scripts).toContain("'self'");
          expect(scripts).not.toContain("'unsafe-inline'");
          // The page's own inline scripts are admitted by its render's one nonce, never by
          // hashes of whatever its markup happens to hold.
          expect(scripts.filter((source) => source.startsWith("'nonce-"))).toHaveLength(1);
          expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
          expect(sources(response, 'frame-ancestors')).toEqual(["'self'"]);
          expect(sources(response, 'object-src')).toEqual(["'none'"]);
          expect(violations).toEqual([]);
        });
      }
    });
  }

  test('a client navigation renders the next page under the same policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await stubThirdParties(page);
    await visit(page, '/holiday-types/safaris');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page).toHaveTitle(/About/);
    expect(violations).toEqual([]);
  });

  test('a page stays interactive: its booking popup opens', async ({ page, isMobile }) => {
    const violations = await watchPolicyViolations(page);
    await stubThirdParties(page);
    await visit(page, '/journeys');
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Talk to an expert' }).click();
    await expect(page.getByRole('dialog', { name: 'Talk to an expert' })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('the chat messenger loads and opens under the policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await stubThirdParties(page);
    await visit(page, '/holiday-types/safaris');
    await page.getByRole('button', { name: 'Chat' }).first().click();
    await expect
      .poll(() => page.evaluate(() => (window as { __chatCalls?: string[] }).__chatCalls ?? []))
      .toContain('maximize');
    expect(violations).toEqual([]);
  });

  test('the discovery-call scheduler is framed under the policy', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await stubThirdParties(page);
    await visit(page, '/book-an-appointment');
    await expect(
      page.frameLocator('iframe[title="Discovery call scheduling"]').getByRole('heading'),
    ).toHaveText('Pick a time');
    expect(violations).toEqual([]);
  });

  test('a script injected into a page is refused', async ({ page }) => {
    const violations = await watchPolicyViolations(page);
    await stubThirdParties(page);
    await visit(page, '/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.append(script);
    });
    await expect.poll(() => violations.join('\n')).toContain('script-src-elem refused inline');
    expect(await page.evaluate(() => 'injected' in window || '__injected' in window)).toBe(false);
  });
});
