import { expect, type Page } from '@playwright/test';
import { hostUnderTest, serverToken } from './fixtures.ts';

/**
 * The Studio is a large application: on a busy two-core machine its first screen after sign-in
 * can take well over half a minute, so the wait is for the desk itself, as long as that needs.
 */
const DESK_TIMEOUT = 90_000;

/**
 * A one-time sign-in code, as the owner of the machine gets one: the host prints them on its
 * console, and gives one to whoever holds the server token (a file only the owner can read).
 * Asked for by each test, so tests signing in at once never take each other's code.
 */
async function signInCode(): Promise<string> {
  const host = hostUnderTest();
  const answer = await fetch(`${host.origin}/v1/auth/login/local/codes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${serverToken(host)}` },
  });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { code: string }).code;
}

/** On the Studio's sign-in screen: signs in as the local editor and waits for the desk. */
export async function chooseLocalEditor(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Local editor' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(await signInCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('link', { name: 'Site settings', exact: true })).toBeVisible({
    timeout: DESK_TIMEOUT,
  });
}

/** Opens the Studio and signs in as the local editor. */
export async function signInToStudio(page: Page): Promise<void> {
  await page.goto('/studio');
  await chooseLocalEditor(page);
}
