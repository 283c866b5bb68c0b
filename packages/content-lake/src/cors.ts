/**
 * Which browser origins may call the lake: this machine's own (localhost, 127.0.0.1, ::1 and any
 * `*.localhost` name, on any port, over http or https) and the origins configured in
 * LAKE_CORS_ORIGINS. Listener connections of the Studio use `*.localhost` host names so that the
 * browser's six-connections-per-host limit does not stall them.
 */

const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|([a-z0-9-]+\.)+localhost)$/i;

export function isAllowedOrigin(origin: string, configured: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin.replace(/\/$/, '')) return false;
  if (configured.includes(url.origin)) return true;
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOCAL_HOST.test(url.hostname);
}

export function parseOriginList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => origin !== '');
}
