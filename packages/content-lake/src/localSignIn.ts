/**
 * Whether a request to the Studio's password-less local sign-in provably comes from the editor
 * at this machine. The sign-in makes its caller an administrator, so it fails closed: any fact
 * that cannot be established, or that points elsewhere, refuses.
 *
 * - The TCP peer must be loopback. An unknown peer is refused, not waved through.
 * - A forwarding header (Forwarded, X-Forwarded-For, X-Real-IP) while no proxy is trusted means
 *   a reverse proxy on this machine relayed someone else: behind it every caller looks loopback.
 *   With `TRUST_PROXY`, the address the trusted proxy forwarded must itself be loopback.
 * - The browser must address the host by a loopback name (localhost, `*.localhost`, 127.x, ::1),
 *   so a page whose own name merely resolves here (DNS rebinding) cannot sign itself in.
 * - The browser must say the request is from this origin, or from no page at all: `Sec-Fetch-Site`
 *   (same-origin, or none for a link opened from the console or typed), `Origin` and `Referer`,
 *   whichever are present, must name this very origin. A page elsewhere that links or posts
 *   here is refused.
 *
 * These checks narrow who can try; they prove nothing about who is there. The proof is the
 * one-time code printed on the host's console (signInCodes.ts), which the sign-in asks for too.
 */
import { clientAddress, isLoopback, type TrustProxy } from './clientAddress.ts';

export interface SignInRequest {
  /** The TCP peer as the socket reports it; undefined when the host cannot tell. */
  socketAddress: string | undefined;
  /** The request's URL as the host sees it (its origin is the one the browser addressed). */
  url: string;
  headers: Headers;
  trustProxy: TrustProxy;
}

/** Why a sign-in request is refused, in words for the 403's description; undefined to allow. */
export function localSignInRefusal(request: SignInRequest): string | undefined {
  const { address, proxied } = clientAddress({
    socketAddress: request.socketAddress,
    headers: request.headers,
    trustProxy: request.trustProxy,
  });
  if (proxied && request.trustProxy <= 0) {
    return 'The local editor cannot sign in through a proxy that is not trusted';
  }
  if (address === undefined) return 'The local editor can only sign in from a known address';
  if (!isLoopback(address)) return 'The local editor can only sign in on this machine';
  const own = new URL(request.url);
  if (!isLoopbackName(own.hostname)) {
    return 'The local editor can only sign in at a loopback address such as localhost';
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null && site !== 'same-origin' && site !== 'none') return crossOrigin;
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== own.origin) return crossOrigin;
  const referer = request.headers.get('referer');
  if (referer !== null && originOf(referer) !== own.origin) return crossOrigin;
  return undefined;
}

const crossOrigin = 'The local editor can only sign in from this site’s own pages';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** Host names only this machine answers to. */
export function isLoopbackName(hostname: string): boolean {
  const name = hostname.toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost') || isLoopback(name);
}
