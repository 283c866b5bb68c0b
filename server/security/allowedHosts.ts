/**
 * The `Host` allow-list. A request naming a host this site is not served as is refused before
 * anything reads it, so no page, redirect or absolute URL is ever built from a forged name
 * (cache poisoning, password-reset style link hijacking, DNS rebinding onto the local lake).
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
