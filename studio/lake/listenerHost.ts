/**
 * Chromium opens at most six HTTP/1.1 connections per host name, and the Studio keeps more
 * listeners (event streams) open than that, so against the local lake every other request would
 * queue for ever. Every `*.localhost` name reaches this machine, so each kind of listener gets a
 * host name of its own: `http://document-pair.l.localhost:3000`. Only loopback origins can do
 * this; anywhere else the listeners stay on the main host.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const MAX_LABEL_LENGTH = 40;

export function isLoopbackOrigin(origin: string): boolean {
  const { hostname } = new URL(origin);
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** A DNS label made from a listener's request tag, e.g. 'document.pair' → 'document-pair'. */
export function listenerLabel(tag: string | undefined): string {
  const label = (tag ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_LABEL_LENGTH)
    .replace(/^-+|-+$/g, '');
  return label || 'listen';
}

/** The API host a listener with this tag should use, or undefined to keep the main host. */
export function listenerHost(origin: string, tag: string | undefined): string | undefined {
  if (!isLoopbackOrigin(origin)) return undefined;
  const { protocol, port } = new URL(origin);
  return `${protocol}//${listenerLabel(tag)}.l.localhost${port ? `:${port}` : ''}`;
}
