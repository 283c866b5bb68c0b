import { expect, type Page } from '@playwright/test';

/**
 * The Studio is a large application: on a busy two-core machine its first screen after sign-in
 * can take well over half a minute, so the wait is for the desk itself, as long as that needs.
 */
const DESK_TIMEOUT = 90_000;

/** On the Studio's sign-in screen: signs in as the local editor and waits for the desk. */
export async function chooseLocalEditor(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Local editor' }).click();
  await expect(page.getByRole('link', { name: 'Site settings', exact: true })).toBeVisible({
    timeout: DESK_TIMEOUT,
  });
}

/** Opens the Studio and signs in as the local editor. */
export async function signInToStudio(page: Page): Promise<void> {
  await page.goto('/studio');
  await chooseLocalEditor(page);
}
