import type { Locator } from '@playwright/test';

/**
 * A group of the site menu: a `<details>` (the role `group`, named by its summary) and its
 * summary, the control a visitor presses; the group's `open` property says whether it is open.
 */
export function menuGroup(scope: Locator, name: string): { group: Locator; toggle: Locator } {
  const group = scope.getByRole('group', { name, exact: true });
  return { group, toggle: group.locator('summary') };
}
