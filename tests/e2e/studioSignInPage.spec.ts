/**
 * The page the Studio's "Local editor" link opens: it asks for the one-time code the host
 * prints on its console, refuses a wrong one, and is usable by keyboard and screen reader.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import { signInPage } from './studioSignIn.ts';
import { ONE_SCREEN } from './screens.ts';
import { axe } from './axe.ts';

test(`the sign-in page asks for the code from the console and refuses a wrong one ${ONE_SCREEN}`, async ({
  page,
}) => {
  await page.goto(signInPage());
  await expect(page.getByRole('heading', { name: 'Sign in to the Studio' })).toBeVisible();
  const code = page.getByRole('textbox', { name: 'Sign-in code' });
  await expect(code).toBeVisible();
  expect((await axe(page).analyze()).violations).toEqual([]);

  await code.focus();
  await page.keyboard.type('not-the-code');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(/unknown, already used or out of date/);
  // Still the sign-in page, never the Studio with a sid in its address.
  expect(page.url()).not.toContain('sid=');
  await expect(page.getByRole('textbox', { name: 'Sign-in code' })).toBeVisible();
});

test('the sign-in page wears the site’s palette and type, not the browser’s defaults', async ({
  page,
}) => {
  await page.goto(signInPage());
  const heading = page.getByRole('heading', { name: 'Sign in to the Studio' });
  await expect(heading).toBeVisible();
  const look = (locator: typeof heading, property: string) =>
    locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
  // Ivory page, ink words, a serif heading, and an ink button with ivory words.
  expect(await look(page.locator('body'), 'background-color')).toBe('rgb(248, 244, 237)');
  expect(await look(page.locator('body'), 'color')).toBe('rgb(31, 43, 45)');
  expect(await look(heading, 'font-family')).toMatch(/serif$/);
  const button = page.getByRole('button', { name: 'Sign in' });
  expect(await look(button, 'background-color')).toBe('rgb(31, 43, 45)');
  expect(await look(button, 'color')).toBe('rgb(248, 244, 237)');
});
