/**
 * Pages checked in runs: a run is one test that opens its pages one after another in one tab, a
 * step a page, so the site's stylesheet, fonts and scripts are fetched once a run rather than once
 * a page, and a new browser context is opened once a run. A run stays short enough that the two
 * workers share a file's runs evenly, and its failing step names the page. Only checks that do not
 * need a cold cache run this way: what a first visit downloads or paints is measured per page.
 */

/** How many pages a run opens. */
const PAGES_PER_RUN = 6;

/** A page's share of its run's time budget: the most any one of them needed is a few seconds. */
export const PAGE_BUDGET = 30_000;

/** The routes in runs of a few, in their order. */
export function inRuns(routes: readonly string[]): (readonly string[])[] {
  return Array.from({ length: Math.ceil(routes.length / PAGES_PER_RUN) }, (_, run) =>
    routes.slice(run * PAGES_PER_RUN, (run + 1) * PAGES_PER_RUN),
  );
}

/** A run's name in a test title: its first and its last page. */
export const runName = (routes: readonly string[]): string => `${routes[0]} to ${routes.at(-1)}`;
