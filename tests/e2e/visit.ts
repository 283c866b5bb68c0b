import { expect, type Page } from '@playwright/test';

/** Opens a page the way a visitor does and waits until React has made it interactive. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
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
