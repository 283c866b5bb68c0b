/**
 * The Content-Security-Policy of the site's pages and of the Studio. A page may run only its own
 * scripts, the inline scripts of its own render (each carrying the nonce that render was handed;
 * the Studio's index page, built once, admits its one inline script by hash) and the chat
 * messenger's; it may talk to, show pictures from and frame
 * exactly the origins the site uses: its own, the image pipeline, the travel-cards feed, the
 * scheduler and the chat service, the last two only when the site settings switch them on.
 */
import type { PageServices } from '../../shared/pageServices.ts';
import { hostedOrigins } from '../../shared/sanityConfig.ts';

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

/** The origins fixed by the host's configuration rather than by the site settings. */
export type ConfiguredOrigins = Pick<SiteOrigins, 'content' | 'travelCards'>;

/** The chat service's origins (its embed script loads the rest from its own sub-domains). */
export const CHAT_ORIGINS = ['https://embed.tawk.to', 'https://*.tawk.to', 'wss://*.tawk.to'];

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

/** A page's origins: the configured ones, and those of the services its settings switch on. */
export function siteOrigins(services: PageServices, configured: ConfiguredOrigins): SiteOrigins {
  return {
    ...configured,
    scheduler: originOf(services.schedulingUrl),
    chat: services.chat ? CHAT_ORIGINS : [],
  };
}

const unique = (sources: readonly string[]) => [...new Set(sources)];

/**
 * The policy of one page. `inlineScripts` are the sources admitting its inline scripts (its
 * render's nonce, or the Studio index's hash). Styles may be inline: the server-rendered markup carries `style` attributes (a
 * picture's aspect ratio, reserved before it loads) and the chat messenger writes its styles at
 * run time; a style cannot run code.
 */
export function siteDirectives(inlineScripts: readonly string[], origins: SiteOrigins): Directives {
  const chatHttp = origins.chat.filter((origin) => origin.startsWith('https:'));
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...inlineScripts, ...chatHttp]),
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
    // The payment gateway's return and the test form post to this host's /submit.
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
}

/** Sanity's own font hosts, named by the Studio's built-in stylesheets. */
const STUDIO_FONT_ORIGINS = [
  'https://studio-static.sanity.io',
  'https://design-system-static.sanity.io',
];
/** Sanity's crash and feedback reports, which the Studio sends whatever its content API. */
const STUDIO_FEEDBACK_ORIGIN = 'https://api.sanity.io';

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
    'font-src': ["'self'", 'data:', ...STUDIO_FONT_ORIGINS],
    'connect-src': unique([
      "'self'",
      'http://*.localhost:*',
      STUDIO_FEEDBACK_ORIGIN,
      ...contentOrigins,
    ]),
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

/**
 * Where a page's browser reads a hosted project from: its API through the CDN (queries), its live
 * API (the listener that refreshes open pages) and the image CDN, the addresses the site hands
 * the browser. None for the local lake, which answers on this host's own origin.
 */
export function hostedContentOrigins(
  apiHost: string | undefined,
  projectId: string | undefined,
): string[] {
  if (!apiHost || !projectId) return [];
  const { apiOrigin, listenOrigin, imageBaseUrl } = hostedOrigins(apiHost, projectId);
  return [...new Set([apiOrigin, listenOrigin, new URL(imageBaseUrl).origin])];
}
