/**
 * The Studio asks Sanity's module CDN, on load and every fifteen minutes, whether a newer
 * Studio exists. The local lake's Studio is built from the project's pinned version and works
 * offline, so that question gets a local answer: no newer version is known, and the console
 * stays free of failed look-ups.
 */

const MODULE_CDN_HOSTS = new Set(['sanity-cdn.com', 'sanity-cdn.work']);

/** True for a version look-up on Sanity's module CDN (`https://sanity-cdn.com/v1/modules/…`). */
export function isVersionLookup(url: string): boolean {
  try {
    const { protocol, hostname, pathname } = new URL(url);
    return (
      protocol === 'https:' && MODULE_CDN_HOSTS.has(hostname) && pathname.startsWith('/v1/modules/')
    );
  } catch {
    return false;
  }
}

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Answers the Studio's version look-ups with "nothing newer"; every other fetch goes out. */
export function answerVersionChecksLocally(scope: typeof globalThis): void {
  // Schema extraction runs this configuration in a window without fetch: nothing to answer.
  if (typeof scope.fetch !== 'function') return;
  const browserFetch = scope.fetch.bind(scope);
  scope.fetch = (input, init) =>
    isVersionLookup(requestUrl(input))
      ? Promise.resolve(
          new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
        )
      : browserFetch(input, init);
}
