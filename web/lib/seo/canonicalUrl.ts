/**
 * The one address of a page that search engines should index and that shares should carry:
 * the configured public origin (or, without one, the origin the request came in on) and the
 * path alone. Query strings such as ?status= and fragments describe a visit, not a page, so
 * they are dropped; a trailing slash is dropped too, so /journeys/ and /journeys are one page.
 */

/** The public origin without a trailing slash; the request's origin when none is configured. */
export function siteOrigin(configured: string | undefined, requestUrl: string): string {
  const candidate = configured?.trim();
  if (candidate) {
    try {
      return new URL(candidate).origin;
    } catch {
      // A malformed setting must not take every page down; the request's origin still works.
    }
  }
  return new URL(requestUrl).origin;
}

/** The canonical URL of a path (which may carry a query string or fragment) on an origin. */
export function canonicalUrl(origin: string, path: string): string {
  const url = new URL(path || '/', `${origin}/`);
  const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return `${url.origin}${pathname || '/'}`;
}

/** An absolute URL for a link or picture that may be given relative to the site. */
export function absoluteUrl(origin: string, href: string): string {
  return new URL(href, `${origin}/`).href;
}
