/**
 * The addresses of editors' pages (`page` documents): a page lives at /{slug}, one path segment
 * beside the site's own sections. A slug is lower-case words joined by hyphens (what the Studio's
 * "Generate" makes of a title), and may not be one of the addresses the site or its host answer
 * themselves, since a page published there could never be seen.
 */

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First path segments the site's routes, the Studio, the functions and the content API own. */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'journeys',
  'picks',
  'holiday-types',
  'book-an-appointment',
  'find-a-trip',
  'plan-my-trip',
  'specialists',
  'request-a-callback',
  'talk-to-an-expert',
  'paystatus',
  'form',
  'studio',
  'api',
  'submit',
  'images',
  'files',
  'assets',
  'travel-pack',
];

/** The content API's version prefixes: /v1, /vx, /v2025… */
const API_VERSION = /^v(?:x|\d+)$/;

/** Why a slug cannot be a page's address, in words for editors; null when it can. */
export function pageSlugProblem(slug: string): string | null {
  if (!SLUG.test(slug)) return 'Use lower-case letters and numbers, with hyphens between words.';
  if (RESERVED_PAGE_SLUGS.includes(slug) || API_VERSION.test(slug)) {
    return `/${slug} belongs to another part of the site. Please choose another address.`;
  }
  return null;
}

/** Whether a page can live at /{slug}. */
export function isPageSlug(slug: string): boolean {
  return pageSlugProblem(slug) === null;
}
