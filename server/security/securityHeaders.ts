/**
 * The headers every response of the host carries. Pages of the site bring their own policy
 * (built from the page as rendered, see server/cachedPages.ts); the Studio gets its own policy,
 * with the hashes of the inline script its index page carries; any other page gets the site's
 * policy with no inline script; every other response (data, pictures, files) gets a policy that
 * allows nothing. HSTS is sent only when the request reached us over HTTPS, so a plain-HTTP local
 * start never pins a browser to HTTPS.
 *
 * Headers that govern only a document a browser displays (framing, features, window isolation)
 * are left off scripts, styles, fonts, pictures and data: there they do nothing, yet a phone
 * would download them again with each of the 30-odd files a page brings (about 430 bytes each
 * over this host's HTTP/1.1; an HTTP/2 CDN such as Netlify's compresses repeated headers away,
 * so its static rules stay simple). What every response needs stays: no sniffing, the policy,
 * the referrer rule (a stylesheet's or a module's own requests follow it) and HSTS.
 */
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import {
  RESOURCE_DIRECTIVES,
  serialisePolicy,
  siteDirectives,
  studioDirectives,
  type Directives,
} from './contentSecurityPolicy.ts';
import { inlineScriptHashes } from './inlineScripts.ts';

export interface SecurityHeaderOptions {
  isStudioPath(pathname: string): boolean;
  /** Origins the Studio reads content and pictures from besides this host (a hosted API). */
  studioContentOrigins: readonly string[];
  /** Whether `X-Forwarded-Proto` may be believed (a trusted reverse proxy terminates TLS). */
  trustProxy: boolean;
  /** The Studio's index page as built, whose inline script the Studio policy allows by hash. */
  studioIndexHtml(): Promise<string | undefined>;
}

export const HSTS = 'max-age=31536000; includeSubDomains';

const RESOURCE_POLICY = serialisePolicy(RESOURCE_DIRECTIVES);
const FALLBACK_PAGE_POLICY = serialisePolicy(
  siteDirectives([], { content: [], travelCards: [], scheduler: [], chat: [] }),
);

export function servedOverHttps(
  url: string,
  forwardedProto: string | undefined,
  trustProxy: boolean,
): boolean {
  if (new URL(url).protocol === 'https:') return true;
  return trustProxy && forwardedProto?.split(',')[0]?.trim().toLowerCase() === 'https';
}

const baseHeaders = secureHeaders({
  contentSecurityPolicy: undefined,
  strictTransportSecurity: false,
  xFrameOptions: 'SAMEORIGIN',
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The chat messenger opens its pop-out window; the site never needs cross-origin isolation.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  crossOriginEmbedderPolicy: false,
  // Pictures and feeds of this host may be shown by other sites (a remote site build).
  crossOriginResourcePolicy: false,
  permissionsPolicy: {
    camera: [],
    microphone: [],
    geolocation: [],
    payment: [],
    usb: [],
    accelerometer: [],
    gyroscope: [],
    magnetometer: [],
  },
});

/** Meaningful only on a document: see the module's comment. */
const DOCUMENT_ONLY_HEADERS = [
  'x-frame-options',
  'permissions-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-download-options',
  'x-dns-prefetch-control',
  'x-permitted-cross-domain-policies',
] as const;

/**
 * Whether a response may be shown as a document: HTML, and SVG, which can carry script. A
 * response without a type (a redirect, a 304) keeps every header.
 */
export function isDocumentType(contentType: string | null): boolean {
  if (contentType === null) return true;
  return /^(text\/html|application\/xhtml\+xml|image\/svg\+xml)\b/i.test(contentType);
}

export function securityHeaders(options: SecurityHeaderOptions): MiddlewareHandler {
  return async (c, next) => {
    await baseHeaders(c, next);
    const headers = c.res.headers;
    if (!isDocumentType(headers.get('content-type'))) {
      for (const name of DOCUMENT_ONLY_HEADERS) headers.delete(name);
    }
    if (servedOverHttps(c.req.url, c.req.header('x-forwarded-proto'), options.trustProxy)) {
      headers.set('strict-transport-security', HSTS);
    }
    if (headers.has('content-security-policy')) return;
    const isPage = headers.get('content-type')?.startsWith('text/html') ?? false;
    if (options.isStudioPath(c.req.path)) {
      if (!isPage) return;
      let directives: Directives = studioDirectives(options.studioContentOrigins);
      const html = await options.studioIndexHtml();
      if (html !== undefined) {
        const scripts = directives['script-src'] ?? [];
        directives = { ...directives, 'script-src': [...scripts, ...inlineScriptHashes(html)] };
      }
      headers.set('content-security-policy', serialisePolicy(directives));
      return;
    }
    // Pages of the site carry the policy built from their markup; any other page runs no inline
    // script and uses no third party; other responses allow nothing.
    headers.set('content-security-policy', isPage ? FALLBACK_PAGE_POLICY : RESOURCE_POLICY);
  };
}
