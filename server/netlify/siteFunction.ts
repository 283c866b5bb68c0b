/**
 * The site's pages as one Netlify Function: the same React Router build and route table that
 * `npm start` serves, rendered through the same dependency-recording render and content policy
 * (server/cachedPages.ts), with the same security headers. What differs is where pages are kept:
 * not in this process's memory (a function instance lives briefly and alone) but in Netlify's CDN,
 * told by `Netlify-CDN-Cache-Control` how long and by `Netlify-Cache-Tag` what each page read, so
 * the signed content webhook (functions/contentWebhook.ts) purges exactly the pages a publish
 * touches.
 */
import { Hono } from 'hono';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { TRAVEL_CARDS_FEED } from '../../shared/contentTags.ts';
import { liveEventIdOf } from '../../shared/liveEventKey.ts';
import { PREVIEW_COOKIE } from '../../shared/previewCookie.ts';
import { cachedPages, type SiteRenderer } from '../cachedPages.ts';
import type { ConfiguredOrigins } from '../security/contentSecurityPolicy.ts';
import { pagePolicy } from '../security/pagePolicy.ts';
import { securityHeaders } from '../security/securityHeaders.ts';
import { isStudioPath } from '../studioService.ts';

/**
 * A page the webhook can purge may stay on the CDN for a day and be served stale for a week
 * while a fresh copy renders: a publish purges it at once, so visitors never wait on a render.
 */
export const NETLIFY_PAGE_CACHE = 'public, durable, s-maxage=86400, stale-while-revalidate=604800';
/**
 * A page showing the travel-cards feed is kept a minute: the content host sends no webhook, so
 * time is the only way such a page learns of a new feed.
 */
export const NETLIFY_FEED_PAGE_CACHE = 'public, durable, s-maxage=60, stale-while-revalidate=600';
/**
 * A live reload's data, keyed by the event that prompted it (decision 145), is as fresh as that
 * event by construction, and only the reloads for that event ask for its address. So it carries
 * no tags, for a purge arriving after it to drop (which cost a second render of every changed
 * page), and is kept only the minute those reloads take; a later publish is a new address.
 */
export const NETLIFY_LIVE_RELOAD_CACHE = 'public, durable, s-maxage=60';

/**
 * Tells Netlify's CDN how to keep a shareable answer, from the tags the render recorded
 * (`Cache-Tag`, set by the shared render for pages anyone may be served). An editor in draft
 * mode carries the preview cookie: the CDN keeps their answers apart from visitors' (and the
 * render marks them `private, no-store` anyway).
 */
export function labelForNetlify(headers: Headers, url?: URL): void {
  const tags = headers.get('cache-tag');
  if (!tags) return;
  if (url && liveEventIdOf(url) !== undefined) {
    // Netlify purges by `Cache-Tag` as well as its own header: neither may name this copy.
    headers.delete('cache-tag');
    headers.set('netlify-cdn-cache-control', NETLIFY_LIVE_RELOAD_CACHE);
    headers.set('netlify-vary', `cookie=${PREVIEW_COOKIE}`);
    return;
  }
  headers.set('netlify-cache-tag', tags);
  headers.set(
    'netlify-cdn-cache-control',
    tags.split(',').includes(TRAVEL_CARDS_FEED) ? NETLIFY_FEED_PAGE_CACHE : NETLIFY_PAGE_CACHE,
  );
  headers.set('netlify-vary', `cookie=${PREVIEW_COOKIE}`);
}

export interface NetlifyPagesOptions {
  /** Renders one request of the site with its load context. */
  render: SiteRenderer;
  /** Origins pages read content, pictures and the feed from besides this site. */
  origins: ConfiguredOrigins;
  /** Origins the Studio reads content and pictures from (a hosted API). */
  studioContentOrigins: readonly string[];
  /**
   * The Studio's index page, answered for its deep links (/studio/structure/…): its files are
   * static, but an address inside the Studio is its router's, not a file.
   */
  studioIndexHtml: string | undefined;
}

/** The part of Netlify's function context the pages use: the visitor's address. */
export interface NetlifyContext {
  ip?: string;
}

/** A Netlify Function's handler: the request, and what the platform says about it. */
export type NetlifyPageHandler = (request: Request, context?: NetlifyContext) => Promise<Response>;

/** A web-standard handler for every page of the site, labelled for Netlify's CDN. */
export function netlifyPages({
  render,
  origins,
  studioContentOrigins,
  studioIndexHtml,
}: NetlifyPagesOptions): NetlifyPageHandler {
  const pages = cachedPages({ cache: null, render, policy: pagePolicy(origins) });
  const app = new Hono<{ Bindings: NetlifyContext }>();
  app.use(
    '*',
    securityHeaders({
      isStudioPath,
      studioContentOrigins,
      // Netlify terminates TLS and hands the function the visitor's https address.
      trustProxy: false,
      studioIndexHtml: () => Promise.resolve(studioIndexHtml),
    }),
  );
  app.all('*', async (c, next) => {
    if (!isStudioPath(c.req.path)) return next();
    if (studioIndexHtml === undefined) return c.text('The Studio is not part of this build.', 404);
    return c.html(studioIndexHtml, 200, { 'cache-control': 'no-cache' });
  });
  app.all('*', async (c) => {
    // Netlify tells a function the visitor's address (`context.ip`); a request header cannot.
    const response = await pages(c.req.raw, c.env.ip);
    labelForNetlify(response.headers, new URL(c.req.url));
    return response;
  });
  return (request, context) => Promise.resolve(app.fetch(request, { ip: context?.ip }));
}

export interface NetlifySiteOptions extends Omit<NetlifyPagesOptions, 'render'> {
  build: ServerBuild;
  /**
   * The origin this site's own static files are served from (its public address), where the
   * travel-cards snapshot lies when no remote content host is configured.
   */
  ownOrigin: string | undefined;
}

/** The site's React Router build as a Netlify Function. */
export function netlifySite({ build, ownOrigin, ...options }: NetlifySiteOptions) {
  const render = createRequestHandler(build, 'production');
  return netlifyPages({
    ...options,
    render: (request, { contentDependencies, reportPageServices, scriptNonce, clientAddress }) =>
      render(request, {
        contentDependencies,
        reportPageServices,
        scriptNonce,
        ownOrigin,
        clientAddress,
      }),
  });
}
