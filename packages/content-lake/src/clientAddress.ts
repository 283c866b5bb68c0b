/**
 * The visitor's network address, for the Studio's local sign-in (the lake's own copy of the
 * host's rule in shared/clientAddress.ts: the package imports nothing of the app, decision 078).
 * The socket address is the truth unless the operator says a reverse proxy stands in front
 * (`TRUST_PROXY`): only then is the proxy's `X-Forwarded-For` read, and only as many entries
 * from its right-hand end as there are trusted proxies, because everything further left was
 * written by the visitor and can be forged.
 */
import { isIP } from 'node:net';

/** How many reverse proxies in front of the host append to `X-Forwarded-For`; 0 trusts none. */
export type TrustProxy = number;

export interface ClientAddressInput {
  /** The TCP peer, as the Node socket reports it; undefined when the host cannot tell. */
  socketAddress: string | undefined;
  headers: Headers;
  trustProxy: TrustProxy;
}

export interface ClientAddress {
  /** The visitor's address, normalised; undefined when it cannot be established. */
  address: string | undefined;
  /** Whether the request carries any forwarding header (a proxy, or a visitor posing as one). */
  proxied: boolean;
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * An address in the form the rest of the host compares: IPv4-mapped IPv6 becomes IPv4, IPv6
 * zones and brackets are dropped, IPv6 is lower-cased. Anything that is not an IP is undefined.
 */
export function normaliseAddress(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined;
  let value = raw.trim();
  if (value.startsWith('[') && value.endsWith(']')) value = value.slice(1, -1);
  value = value.replace(/%[\w.-]*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(value)?.[1];
  if (mapped !== undefined) value = mapped;
  const version = isIP(value);
  if (version === 4) return value;
  if (version === 6) return value.toLowerCase();
  return undefined;
}

/** 127.0.0.0/8 and ::1: addresses only this machine can connect from. */
export function isLoopback(address: string | undefined): boolean {
  const normal = normaliseAddress(address);
  if (normal === undefined) return false;
  if (isIP(normal) === 4) return normal.startsWith('127.');
  return normal === '::1' || normal === '0:0:0:0:0:0:0:1';
}

export function isProxied(headers: Headers): boolean {
  return FORWARDING_HEADERS.some((name) => headers.has(name));
}

export function clientAddress({
  socketAddress,
  headers,
  trustProxy,
}: ClientAddressInput): ClientAddress {
  const proxied = isProxied(headers);
  const direct = normaliseAddress(socketAddress);
  if (trustProxy <= 0) return { address: direct, proxied };
  const forwardedFor = headers.get('x-forwarded-for');
  // A request that reached the host without passing the proxy (a local health check).
  if (forwardedFor === null) return { address: direct, proxied };
  const hops = forwardedFor.split(',').map((entry) => entry.trim());
  // Fewer entries than trusted proxies: the chain is not what the operator described.
  if (hops.length < trustProxy) return { address: undefined, proxied };
  return { address: normaliseAddress(hops[hops.length - trustProxy]), proxied };
}
