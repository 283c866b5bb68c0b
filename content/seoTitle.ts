/**
 * Seeded search titles follow the site's title rule: they leave the brand out (the site adds it
 * to every title) and, with it added, fit the width of a search result.
 */
import { pageTitle, SEARCH_TITLE_LIMIT } from '../shared/seo/pageTitle.ts';
import { contact } from './siteSettings.ts';

/** The first of the titles, fullest first, that fits a search result once the brand is added. */
export function fittingSeoTitle(...candidates: string[]): string {
  const fitting = candidates.find(
    (candidate) => pageTitle(candidate, contact.brandName).length <= SEARCH_TITLE_LIMIT,
  );
  if (!fitting) {
    throw new Error(`No search title within ${SEARCH_TITLE_LIMIT} characters: ${candidates[0]}`);
  }
  return fitting;
}
