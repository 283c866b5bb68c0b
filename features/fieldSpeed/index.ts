/**
 * Field speed: visitors' own page loads folded into daily histograms per route type and device,
 * read as p75 figures against the goals, with an alert when a figure leaves "good". The
 * functions, the host and the commands use it through this entry.
 */
export * from './browser.ts';
export * from './vitalsReport.ts';
export * from './siteSpeedBatch.ts';
export * from './siteSpeedStore.ts';
