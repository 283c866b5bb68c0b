/**
 * The pictures a page asks its own host for, read from its HTML, so a benchmark can have them
 * drawn before it measures.
 */

/** Every address a page names in `src`, `srcset` or `imagesrcset` on this host. */
export function pictureAddresses(html: string, origin: string): string[] {
  const found = new Set<string>();
  for (const [, list = ''] of html.matchAll(/\b(?:src|srcset|imagesrcset)="([^"]+)"/gi)) {
    for (const candidate of list.replaceAll('&amp;', '&').split(',')) {
      const address = candidate.trim().split(/\s+/)[0];
      if (!address) continue;
      const url = new URL(address, origin);
      if (url.origin === origin && !url.pathname.startsWith('/assets/')) found.add(url.href);
    }
  }
  return [...found];
}
