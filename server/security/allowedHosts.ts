/**
 * The `Host` allow-list. A request naming a host this site is not served as is refused before
 * anything reads it, so no page, redirect or absolute URL is ever built from a forged name
 * (cache poisoning, password-reset style link hijacking, DNS rebinding onto the local lake).
 *
 * One source: the request's own URL is what every later part reads (the page cache's key, the
 * origin of canonical links without SITE_URL), so that is what is checked. Node builds it from
 * the `Host` header, or from the target itself when a client sends an absolute one
 * (`GET http://evil.example/ HTTP/1.1`); a request whose target and `Host` name different hosts
 * is refused too, so no part can be told one name and check another.
 */

/** The host name of a `Host` header, lower-cased, without its port; undefined when malformed. */
export function hostName(header: string | undefined): string | undefined {
  const value = header?.trim().toLowerCase();
  if (!value) return undefined;
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(value);
  return match?.[1];
}

/** Whether `name` is listed, or falls under a listed `*.domain` (which excludes `domain`). */
export function matchesAllowedHost(name: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) =>
    entry.startsWith('*.')
      ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1
      : name === entry,
  );
}

export function isAllowedHost(header: string | undefined, allowed: readonly string[]): boolean {
  const name = hostName(header);
  return name !== undefined && matchesAllowedHost(name, allowed);
}

/** Whether a request's URL names an allowed host, and the same one as its `Host` header. */
export function isAllowedRequest(
  url: string,
  hostHeader: string | undefined,
  allowed: readonly string[],
): boolean {
  const target = new URL(url).host;
  if (!isAllowedHost(target, allowed)) return false;
  return hostHeader === undefined || hostName(hostHeader) === hostName(target);
}
