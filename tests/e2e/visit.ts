import { expect, type Page } from '@playwright/test';

/** The page's root once the page is ready for the visitor (see `visit`). */
export const readyForVisitor = (page: Page) =>
  page.locator('html[data-hydrated="true"], html[data-scripts-wait-for-interaction]');

/**
 * Opens a page the way a visitor does and waits until it is ready for them: React has made it
 * interactive, or, on a page made for reading, it waits for the visitor's first reach for a
 * button (which starts its scripts; a press made meanwhile is made again once they run).
 */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // Hydration is a state to wait for, and a phone-sized page on a busy two-core machine has been
  // seen to need more than the default 7.5 s for it (a second browser run alongside): wait for
  // it up to the time a test has, rather than fail on the clock.
  await expect(readyForVisitor(page)).toBeAttached({ timeout: 30_000 });
}

/**
 * Starts a reading page's scripts as a visitor's pointer coming over a button does, and waits
 * until React has taken over (at once on any other page).
 */
export async function startScripts(page: Page): Promise<void> {
  const hydrated = page.locator('html[data-hydrated="true"]');
  if ((await hydrated.count()) === 0) {
    await page
      .locator('button[type="button"]')
      .first()
      .dispatchEvent('pointerover', { bubbles: true });
  }
  await expect(hydrated).toBeAttached();
}

/**
 * A slow connection: the site's scripts are held back until the returned function is called, so
 * a test can act on the page before they run.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Navigates inside the running app, as a link the site rendered would, without a page load. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    const router = (
      window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
    ).__reactRouterDataRouter;
    router.navigate(path);
  }, to);
}
