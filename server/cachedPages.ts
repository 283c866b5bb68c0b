/**
 * Serves the site's server renders through the page cache: a page (or a client navigation's
 * data request) is rendered once, then answered from memory, compressed once per encoding,
 * until content it read changes. Every page answer says what it depends on (`Cache-Tag`) and
 * how long a CDN may keep it, and carries the content policy that admits the inline scripts of
 * that one render by their nonce, kept with it in the cache so the policy and the page served
 * never disagree.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ContentDependencies, tagHeader } from '../shared/contentTags.ts';
import { NO_PAGE_SERVICES, type PageServices } from '../shared/pageServices.ts';
import type { Bytes, PageCache } from './pageCache.ts';
import { chooseEncoding, encode } from './security/compression.ts';
import type { PagePolicy } from './security/pagePolicy.ts';

/** What a render is handed besides the request (the site's load context). */
export interface RenderContext {
  /** Collects the content dependency tags of the content the render reads. */
  contentDependencies: ContentDependencies;
  /** Told which third-party services the page uses. */
  reportPageServices(services: PageServices): void;
  /**
   * The nonce this render's own inline scripts carry, and the only one its policy admits: new
   * for every render, so markup that reaches the page any other way (content, the address) can
   * neither know nor carry it. A copy kept in the page cache keeps the nonce of its render; any
   * change to the content it shows renders it again, under a new one.
   */
  scriptNonce: string;
  /**
   * The visitor's address as the host saw it, for the rate limits of a form's post. Only a
   * render that cannot be shared (a post, or a request with a cookie) is told it: a page kept
   * for everyone never depends on who first asked for it.
   */
  clientAddress?: string;
}

/** Renders one request of the site, recording the content it read. */
export type SiteRenderer = (request: Request, context: RenderContext) => Promise<Response>;

/**
 * Pages may be kept a minute by a CDN and served stale for ten while it fetches a fresh copy;
 * browsers always ask again, so a publish shows on the next visit.
 */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=60, stale-while-revalidate=600';

const CACHEABLE_STATUS = new Set([200, 301, 302, 303, 307, 308, 404, 410]);
/** Headers that describe one transfer rather than the page. */
const TRANSFER_HEADERS = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'transfer-encoding',
]);

/** Whether a request may be answered from, and stored in, the shared page cache. */
function isShareable(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Anything signed in or carrying a session sees content that is not everyone's.
  return !request.headers.has('authorization') && !request.headers.has('cookie');
}

/**
 * Whether every tag can travel in a header. A tag carries a slug from the address, so a visitor
 * can put a control character in it (`/picks/%00`); such a page is answered but never labelled
 * or kept, instead of failing on the header.
 */
function isHeaderSafe(tags: readonly string[]): boolean {
  return tags.every((tag) =>
    [...tag].every((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && code !== 0x7f && code <= 0xff;
    }),
  );
}

function isStorable(response: Response, tags: string[]): boolean {
  if (!CACHEABLE_STATUS.has(response.status) || tags.length === 0) return false;
  if (!isHeaderSafe(tags)) return false;
  if (response.headers.has('set-cookie')) return false;
  return !/no-store|private/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * A page is kept under the origin its canonical links are built from (the public origin, else
 * the checked request's), its path and its query: two host names the site answers to never share
 * a copy whose links name the other.
 */
function cacheKey(request: Request, siteUrl: string | undefined): string {
  const url = new URL(request.url);
  return (siteUrl ?? url.origin) + url.pathname + url.search;
}

function etagOf(body: Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

export interface CachedPagesOptions {
  /** Null when nothing tells the host about content changes: then every request renders. */
  cache: PageCache | null;
  render: SiteRenderer;
  /** The content policy of a rendered page, from its nonce and the services it uses. */
  policy: PagePolicy;
  /** The public origin (SITE_URL) when configured. */
  siteUrl?: string;
}

interface Rendered {
  response: Response;
  tags: string[];
  /** The whole body, read when the answer is a page (or is to be kept). */
  body?: Bytes;
}

const isPage = (response: Response) =>
  response.headers.get('content-type')?.startsWith('text/html') ?? false;

/** 128 random bits, as a content policy's nonce source spells them. */
const newScriptNonce = () => randomBytes(16).toString('base64');

/**
 * Renders a request. A page is read whole and given the policy of its render: its inline scripts
 * carry the nonce the render was handed, and nothing the page's markup says widens the policy.
 */
async function renderWithPolicy(
  request: Request,
  render: SiteRenderer,
  policy: PagePolicy,
  readBody: boolean,
  clientAddress?: string,
): Promise<Rendered> {
  const contentDependencies = new ContentDependencies();
  let services = NO_PAGE_SERVICES;
  const scriptNonce = newScriptNonce();
  const response = await render(request, {
    contentDependencies,
    reportPageServices: (reported) => (services = reported),
    scriptNonce,
    ...(clientAddress === undefined ? {} : { clientAddress }),
  });
  const tags = contentDependencies.list();
  if (!isPage(response) && !readBody) return { response, tags };
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  if (isPage(response)) {
    headers.set('content-security-policy', policy(scriptNonce, services));
  }
  return {
    response: new Response(body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    }),
    tags,
    body,
  };
}

/** A render answered as it came, labelled for CDNs when it can be shared. */
async function renderUncached(
  request: Request,
  render: SiteRenderer,
  policy: PagePolicy,
  shareable: boolean,
  clientAddress: string | undefined,
): Promise<Response> {
  const { response, tags } = await renderWithPolicy(
    request,
    render,
    policy,
    false,
    shareable ? undefined : clientAddress,
  );
  if (shareable && isStorable(response, tags)) {
    response.headers.set('cache-control', PAGE_CACHE_CONTROL);
    response.headers.set('cache-tag', tagHeader(tags));
  } else if (!shareable) {
    response.headers.set('cache-control', 'private, no-store');
  }
  return response;
}

export function cachedPages({ cache, render, policy, siteUrl }: CachedPagesOptions) {
  /** Renders under way by key: a burst of requests for one page renders it once. */
  const rendering = new Map<string, Promise<'stored' | Response>>();

  async function renderAndStore(
    cache: PageCache,
    request: Request,
    key: string,
  ): Promise<'stored' | Response> {
    const ticket = cache.ticket();
    const rendered = await renderWithPolicy(request, render, policy, true);
    const { response, tags } = rendered;
    if (!isStorable(response, tags)) return response;
    const body = rendered.body ?? new Uint8Array(await response.arrayBuffer());
    const headers = [...response.headers].filter(([name]) => !TRANSFER_HEADERS.has(name));
    const stored = cache.put(
      key,
      { status: response.status, headers, body, tags, etag: etagOf(body) },
      ticket,
    );
    if (stored) return 'stored';
    // Content changed while it rendered: this copy is answered once and not kept.
    return new Response(body, { status: response.status, headers: response.headers });
  }

  async function answerFromCache(cache: PageCache, request: Request, key: string, state: string) {
    const entry = cache.get(key);
    if (!entry) return undefined;
    const headers = new Headers(entry.headers);
    headers.set('cache-control', PAGE_CACHE_CONTROL);
    headers.set('cache-tag', tagHeader(entry.tags));
    headers.set('etag', entry.etag);
    headers.set('vary', 'Accept-Encoding');
    headers.set('x-cache', state);
    headers.set('age', String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000))));
    if (request.headers.get('if-none-match') === entry.etag) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(request.headers.get('accept-encoding') ?? undefined);
    let body = entry.body;
    if (encoding) {
      let encoded = entry.encoded.get(encoding);
      if (!encoded) {
        // The first answer is compressed quickly, so the render's first visitor does not wait
        // for the slowest setting; the copy kept for everyone after is then made as small as
        // brotli can (a sixth smaller than the quick one on the home page).
        encoded = new Uint8Array(await encode(encoding, entry.body));
        cache.addEncoding(key, encoding, encoded);
        const { body: plain, etag } = entry;
        void encode(encoding, plain, 'smallest').then(
          (smallest) => cache.replaceEncoding(key, etag, encoding, new Uint8Array(smallest)),
          () => {
            // The quick copy stays.
          },
        );
      }
      body = encoded;
      headers.set('content-encoding', encoding);
    }
    headers.set('content-length', String(body.byteLength));
    return new Response(request.method === 'HEAD' ? null : body, { status: entry.status, headers });
  }

  /** `clientAddress`: the visitor's, as the host saw it; told only to renders no one shares. */
  return async function handle(request: Request, clientAddress?: string): Promise<Response> {
    const shareable = isShareable(request);
    if (!cache || !shareable) {
      return renderUncached(request, render, policy, shareable, clientAddress);
    }
    const key = cacheKey(request, siteUrl);
    const hit = await answerFromCache(cache, request, key, 'HIT');
    if (hit) return hit;

    let pending = rendering.get(key);
    const leader = !pending;
    if (!pending) {
      // A HEAD request is rendered as a GET, so what is kept is the whole page.
      const asGet =
        request.method === 'HEAD'
          ? new Request(request.url, { headers: request.headers })
          : request;
      pending = renderAndStore(cache, asGet, key).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    const outcome = await pending;
    if (outcome === 'stored') {
      // Only the request that rendered is a miss: those that waited on it are served its copy,
      // so a count of misses is a count of renders (what `bench:live-scale` reports).
      const fresh = await answerFromCache(cache, request, key, leader ? 'MISS' : 'HIT');
      if (fresh) return fresh;
    } else if (leader) {
      return request.method === 'HEAD'
        ? new Response(null, { status: outcome.status, headers: outcome.headers })
        : outcome;
    }
    // A follower whose leader's answer could not be shared renders for itself.
    return renderUncached(request, render, policy, shareable, undefined);
  };
}
