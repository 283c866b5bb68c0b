/**
 * The one rule for a page's title, in the browser tab, in search results and on share cards:
 * what the page is called, then the brand, '… | Halcyon Vale'. The brand comes from the site
 * settings here and nowhere else, so editors never type it; a title an editor wrote with the
 * brand in it anyway is used as written, so the brand is never named twice.
 */

/** About as many characters of a title as a search result shows before it cuts. */
export const SEARCH_TITLE_LIMIT = 60;

/** Between the page's own title and the brand. */
export const TITLE_SEPARATOR = ' | ';

/** Whether a title already names the brand (in any letter case). */
export function namesBrand(title: string | null | undefined, brand: string | null | undefined) {
  const name = brand?.trim().toLowerCase();
  return Boolean(name && title?.toLowerCase().includes(name));
}

/**
 * The full title: the page's own title (else the site's default title) followed by the brand,
 * or the brand alone when neither was written.
 */
export function pageTitle(
  title: string | null | undefined,
  brand: string | null | undefined,
  siteTitle?: string | null,
): string {
  const own = title?.trim() || siteTitle?.trim() || '';
  const name = brand?.trim() ?? '';
  if (!own) return name;
  if (!name || namesBrand(own, name)) return own;
  return `${own}${TITLE_SEPARATOR}${name}`;
}
