import { expect } from '@playwright/test';
import { layoutFaults } from './layoutFaults.ts';
import { inRuns, PAGE_BUDGET, runName } from './routeRuns.ts';
import { ROUTE_TYPES } from './routeTypes.ts';
import { visit } from './visit.ts';
import { test } from './fixtures.ts';

/** From the smallest phone to a wide desktop screen. */
const WIDTHS = [320, 390, 768, 1024, 1280, 1920] as const;
/** From this width up the page is wider than its content, so every section keeps a margin. */
const GUTTER_FROM = 1280;
/** The desktop's window, where each page is opened before it is narrowed and widened. */
const OPENED_AT = { width: 1280, height: 800 };

for (const routes of inRuns(ROUTE_TYPES)) {
  test(`${runName(routes)} fit the window at every width @desktop`, async ({ page }) => {
    test.setTimeout(routes.length * PAGE_BUDGET);
    for (const route of routes) {
      await test.step(`${route} fits the window at every width`, async () => {
        await page.setViewportSize(OPENED_AT);
        await visit(page, route);
        const faults: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          // A resize can start transitions (the menu becoming a drawer): measure where they end.
          // One cut short by the next change (its `finished` rejects) has ended too.
          await page.evaluate(() =>
            Promise.all(
              document
                .getAnimations()
                .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
                .map((animation) => animation.finished.catch(() => undefined)),
            ),
          );
          for (const fault of await layoutFaults(page, width >= GUTTER_FROM)) {
            faults.push(`${width} px: ${fault}`);
          }
        }
        expect(faults, faults.join('\n')).toEqual([]);
      });
    }
  });
}
