/**
 * Where a redirect may send a visitor when the address came from the caller (a `?to=` query, the
 * Studio's preview path): a path on this site, judged after the URL parser has normalised it,
 * because normalisation is what turns `/.//evil.com` or `/%2e//evil.com` into the
 * protocol-relative `//evil.com` a browser would follow to another origin. Anything doubtful goes
 * home instead: there is no good reason for a site path to carry a backslash, a control
 * character or an encoded slash, so they are refused rather than repaired.
 */

const BASE = new URL('http://site.invalid');

/** Backslashes, and ASCII controls and spaces (tabs and newlines are silently dropped by parsers). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW_HAZARD = /[\\\u0000-\u0020\u007f]/;
/** The same, percent-encoded, plus encoded slashes: only the path is checked, not the query. */
const ENCODED_HAZARD = /%(?:[01][0-9a-f]|20|2f|5c|7f)/i;

/** The same-origin path, query and fragment `value` names, or '/' for anything else. */
export function sameOriginPath(value: string | null | undefined): string {
  if (typeof value !== 'string' || !value.startsWith('/') || RAW_HAZARD.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE.origin) return '/';
  const { pathname, search, hash } = url;
  if (pathname.startsWith('//') || ENCODED_HAZARD.test(pathname)) return '/';
  return `${pathname}${search}${hash}`;
}
