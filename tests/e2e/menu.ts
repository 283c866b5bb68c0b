import { expect, type Locator, type Page } from '@playwright/test';
import { ROUTE_TYPES } from './routeTypes.ts';

/**
 * A group of the site menu: a `<details>` (the role `group`, named by its summary) and its
 * summary, the control a visitor presses; the group's `open` property says whether it is open.
 */
export function menuGroup(scope: Locator, name: string): { group: Locator; toggle: Locator } {
  const group = scope.getByRole('group', { name, exact: true });
  return { group, toggle: group.locator('summary') };
}

/** Every page's header offers 'Talk to an expert', but for the discovery call's own page. */
export const EXPERT_ROUTES = ROUTE_TYPES.filter((route) => route !== '/book-an-appointment');

/**
 * What a route's test presses, in one visit: the menu and a group, then 'Talk to an expert' (held
 * back, it leads to the booking form; hydrated, it opens the form in place).
 */
export const whatWorks = (route: string) =>
  EXPERT_ROUTES.includes(route)
    ? 'the menu, its groups and Talk to an expert work'
    : 'the menu and its groups work';

/** The header's 'Talk to an expert', in the drawer on a phone (opened first). */
export async function talkToAnExpert(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('banner').getByRole('button', { name: 'Talk to an expert' });
}

/** Opens the menu where it is a drawer (a phone), then a group; checks what each shows. */
export async function useMenu(page: Page, isMobile: boolean): Promise<void> {
  const close = page.getByRole('button', { name: 'Close menu' });
  if (isMobile) {
    await expect(close).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(close).toBeVisible();
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  const { group, toggle } = menuGroup(nav, 'Destinations');
  await expect(group.getByRole('link', { name: 'Maldives' })).toBeHidden();
  await toggle.click();
  await expect(group).toHaveJSProperty('open', true);
  await expect(group.getByRole('link', { name: 'Maldives' })).toBeVisible();
  if (isMobile) {
    await close.click();
    await expect(nav).toBeHidden();
  }
}
