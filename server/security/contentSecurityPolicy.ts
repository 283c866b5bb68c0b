/**
 * The Content-Security-Policy of the site's pages and of the Studio. A page may run only its own
 * scripts, the few inline scripts React Router renders (each carrying this response's nonce) and
 * the chat messenger's; it may talk to, show pictures from and frame exactly the origins the site
 * uses: its own, the image pipeline, the travel-cards feed, the scheduler and the chat service.
 * Inline styles stay allowed: React writes `style` attributes, and they cannot run code.
 */
import { randomBytes } from 'node:crypto';

export type Directives = Record<string, readonly string[]>;

/** The third-party origins a page of the site uses, beside its own. */
export interface SiteOrigins {
  /** Where pictures and content come from when not this host (a hosted image CDN and API). */
  content: string[];
  /** The travel-cards feed, when it is not this host's own. */
  travelCards: string[];
  /** The discovery-call scheduler shown in a frame. */
  scheduler: string[];
  /** The live-chat messenger: its script, frames, styles and connections. */
  chat: string[];
}

/** The chat service's origins (its embed script loads the rest from its own sub-domains). */
export const CHAT_ORIGINS = ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to'];

/** A fresh, unguessable nonce for one response (128 bits). */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The origin of an absolute http(s) URL, or nothing for a relative, invalid or other URL. */
export function originOf(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

export function siteDirectives(nonce: string, origins: SiteOrigins): Directives {
  const chatHttp = origins.chat.filter((origin) => origin.startsWith('https:'));
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", `'nonce-${nonce}'`, ...chatHttp]),
    'style-src': unique(["'self'", "'unsafe-inline'", ...chatHttp]),
    'img-src': unique([
      "'self'",
      'data:',
      'blob:',
      ...origins.content,
      ...origins.travelCards,
      ...chatHttp,
    ]),
    'font-src': unique(["'self'", 'data:', ...chatHttp]),
    'connect-src': unique(["'self'", ...origins.content, ...origins.travelCards, ...origins.chat]),
    'media-src': unique(["'self'", ...origins.content, ...chatHttp]),
    'frame-src': unique([...origins.scheduler, ...chatHttp]),
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/**
 * The Studio is a large single-page application built by Sanity: it injects styles at run time,
 * evaluates no inline script of ours, loads pictures and uploads as blobs, and talks to its
 * listeners on `*.localhost` host names of this same port. Its policy is therefore looser on
 * styles and connections, and still forbids plugins, foreign frames and foreign scripts.
 */
export function studioDirectives(contentOrigins: readonly string[]): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': unique(["'self'", 'data:', 'blob:', ...contentOrigins]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", 'http://*.localhost:*', ...contentOrigins]),
    'media-src': unique(["'self'", 'blob:', ...contentOrigins]),
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Responses that are not pages (data, pictures, files) need no right to do anything. */
export const RESOURCE_DIRECTIVES: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'self'"],
};

/** Serialises directives; an empty source list becomes `'none'`, never a missing directive. */
export function serialisePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`)
    .join('; ');
}

/**
 * Where a Studio served by this host reads from when it edits a hosted project: the project's
 * API host names (`{projectId}.api…`, `{projectId}.apicdn…`) and the image CDN. None for the
 * local lake, which answers on this host's own origin.
 */
export function hostedStudioOrigins(apiHost: string | undefined): string[] {
  if (!apiHost) return [];
  let url: URL;
  try {
    url = new URL(apiHost);
  } catch {
    return [];
  }
  const host = url.host;
  return [`https://*.${host}`, `wss://*.${host}`, 'https://cdn.sanity.io'];
}
