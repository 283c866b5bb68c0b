import { expect } from '@playwright/test';
import { test } from './fixtures.ts';
import {
  animationsSettled,
  applyTextSpacing,
  removeTextSpacing,
  axeViolations,
  clippedText,
  focusFaults,
  tabThrough,
  undersizedTargets,
} from './accessibility.ts';
import { layoutFaults } from './layoutFaults.ts';
import { ACCESSIBILITY_ROUTES, ROUTE_TYPES } from './routeTypes.ts';
import { EXPERT_ROUTES, talkToAnExpert, useMenu, whatWorks } from './menu.ts';
import { ONE_SCREEN } from './screens.ts';
import { lastTestedOn } from '../../features/accessibility/index.ts';
import { startScripts, visit } from './visit.ts';

/**
 * WCAG 2.2 AA on every kind of page, on a phone and a desktop. The suite is long on a two-core
 * machine, so each page is opened once and every check is taken in that one visit: tabbed
 * through from the top (focus not obscured, focus visible), scanned by axe, its targets measured,
 * given the criterion's text spacing, then, scrolled where the last Tab left it, narrowed to
 * 320 px (reflow: a phone zoomed in after scrolling).
 */

/** The narrowest window WCAG asks a page to reflow in: 1280 px at 400% zoom. */
const REFLOW_WIDTH = 320;

/** A route's snapshot file name: its path in words ('home' for the home page). */
const snapshotName = (route: string) =>
  route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';

for (const route of ACCESSIBILITY_ROUTES) {
  test(`${route}: axe, target size, focus, reflow and text spacing meet WCAG 2.2 AA`, async ({
    page,
    isMobile,
  }) => {
    // A long page is tabbed through stop by stop and scanned by axe: minutes on a busy machine.
    test.setTimeout(240_000);
    // The slideshow holds still, as for a visitor who prefers less motion, so the tree read
    // first is the same on every run (its pause button is tested in home.spec.ts).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await visit(page, route);
    // The page's landmarks, headings, controls and words, as a screen reader is given them:
    // a label, heading or control removed or added fails here, against the file beside this
    // spec (`/children: deep-equal` at its head).
    await expect(page.locator('body')).toMatchAriaSnapshot({
      name: `${snapshotName(route)}-${test.info().project.name}.aria.yml`,
    });
    const faults: string[] = [];
    const note = (criterion: string, found: readonly string[]) =>
      faults.push(...found.map((fault) => `${criterion}: ${fault}`));

    // Tabbing through first also wakes what waits for a visitor (the hero's slideshow and its
    // dots, carousels), so axe and the target sizes then see every control.
    note('2.4.11/2.4.7 focus', focusFaults(await tabThrough(page)));
    // The page and the boxes the Tab walk scrolled inside (the legal pages' contents) go back
    // to their top, so axe measures each target whole, as it first shows, rather than half
    // scrolled out of its box or under the sticky header; then back to where Tab left off.
    const scrolled = await page.evaluate(() => {
      const { scrollY } = window;
      for (const box of document.body.querySelectorAll('*'))
        if (box.scrollTop > 0) box.scrollTop = 0;
      window.scrollTo(0, 0);
      return scrollY;
    });
    note('axe', await axeViolations(page));
    // 2.5.8 is measured where fingers press: on the phone.
    if (isMobile) note('2.5.8 target size', await undersizedTargets(page));

    // 1.4.12 asks for the spacing at the screen's own width; 1.4.10 for 320 px without it.
    await applyTextSpacing(page);
    await animationsSettled(page);
    note('1.4.12 text spacing', [
      ...(await clippedText(page)),
      ...(await layoutFaults(page, false)),
    ]);
    await removeTextSpacing(page);

    await page.evaluate((top) => window.scrollTo(0, top), scrolled);
    const screen = page.viewportSize() ?? { width: 1280, height: 800 };
    await page.setViewportSize({ width: REFLOW_WIDTH, height: screen.height });
    await animationsSettled(page);
    note(`1.4.10 reflow at ${REFLOW_WIDTH} px`, await layoutFaults(page, false));

    expect(faults, faults.join('\n')).toEqual([]);

    // The same visit, on the screen's own width, serves the taps' check of a hydrated page: its
    // menu and a group work, and 'Talk to an expert' opens its form in place.
    if (!ROUTE_TYPES.includes(route)) return;
    await test.step(`once hydrated, ${whatWorks(route)}`, async () => {
      await page.setViewportSize(screen);
      await page.evaluate(() => window.scrollTo(0, 0));
      await useMenu(page, isMobile);
      if (!EXPERT_ROUTES.includes(route)) return;
      await startScripts(page);
      const before = page.url();
      await (await talkToAnExpert(page, isMobile)).click();
      const dialog = page.getByRole('dialog', { name: 'Talk to an expert' });
      await expect(dialog.getByLabel('Surname')).toBeVisible();
      await expect(page).toHaveURL(before);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
}

test(`the accessibility statement is in the footer, tested on the day the suite last proved it ${ONE_SCREEN}`, async ({
  page,
}) => {
  await visit(page, '/about-us');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
  for (const section of [
    'The standard we work to',
    'How we test it',
    'Asking for another format',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  // The day is the suite's, read when the site was built: until a whole sweep has passed, the
  // statement says it has none, and it never shows a day later than the suite last recorded
  // (a run that passes records today, after this build was made).
  const recorded = lastTestedOn();
  const line = page.locator('p', { hasText: /^Last tested/ });
  const day = line.locator('time');
  if (recorded === null || (await day.count()) === 0) {
    await expect(line).toHaveText(
      'Last tested in full: not yet on every page; see what we know is not yet right.',
    );
    return;
  }
  const shown = await day.getAttribute('datetime');
  expect(shown !== null && shown <= recorded.iso, `${shown} is a day the suite recorded`).toBe(
    true,
  );
  await expect(day).toHaveText(
    new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${shown}T00:00:00Z`),
    ),
  );
});
