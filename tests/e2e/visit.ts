import { expect, type Page } from '@playwright/test';

/** Opens a page the way a visitor does and waits until React has made it interactive. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
}
