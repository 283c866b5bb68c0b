import { expect, type Locator, type Page } from '@playwright/test';
import { hostUnderTest, serverToken } from './fixtures.ts';

/**
 * The Studio is a large application: on a busy two-core machine its first screen after sign-in
 * can take well over half a minute, so the wait is for the desk itself, as long as that needs.
 */
const DESK_TIMEOUT = 120_000;

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

/**
 * The sign-in page as the Studio's 'Local editor' link opens it, naming the Studio address
 * (of the host under test) to come back to.
 */
export const signInPage = (address = '/studio') =>
  `/v1/auth/login/local?origin=${encodeURIComponent(new URL(address, hostUnderTest().origin).toString())}`;

/** On the sign-in page: enters a fresh code and waits until `until` shows in the Studio. */
async function enterCode(page: Page, until: Locator): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sign-in code' }).fill(await signInCode());
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(until).toBeVisible({ timeout: DESK_TIMEOUT });
}

/** The desk's first list: the Studio is signed in and ready. */
const desk = (page: Page) => page.getByRole('link', { name: 'Site settings', exact: true });

/** On the Studio's own sign-in screen: follows its 'Local editor' link and signs in. */
export async function chooseLocalEditor(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Local editor' }).click();
  await enterCode(page, desk(page));
}

/**
 * Signs in as the local editor and lands in the Studio at `address` (its desk unless given),
 * once `until` shows there (by default the desk's first list). The sign-in page is opened as
 * the Studio's 'Local editor' link opens it, naming the address to come back to: each opening
 * of the Studio loads and starts some 5 MB of script, so a test that means to work on one
 * document opens the Studio once, there, rather than its sign-in screen, then its desk, then
 * the document. The Studio's own screen and link are the subject of `studioConsole.spec.ts`.
 */
export async function signInToStudio(
  page: Page,
  address = '/studio',
  until: Locator = desk(page),
): Promise<void> {
  await page.goto(signInPage(address));
  await enterCode(page, until);
}
