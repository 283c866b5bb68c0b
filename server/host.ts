/**
 * The one-process host: security headers and the Host allow-list first, then the services, then
 * the built site's static files and its server renders, kept in the page cache until content they
 * read changes, with text compressed (brotli, else gzip).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { clientAddress } from '../shared/clientAddress.ts';
import { CoalescedQueries } from '../shared/coalescedQueries.ts';
import { TRAVEL_CARDS_FEED } from '../shared/contentTags.ts';
import type { SecuritySettings } from '../shared/environment.ts';
import { cachedPages } from './cachedPages.ts';
import type { ListenerCallbacks } from './contentChanges.ts';
import { forgetOnPublish } from './forgetOnPublish.ts';
import { PageCache } from './pageCache.ts';
import { isAllowedRequest } from './security/allowedHosts.ts';
import { compression } from './security/compression.ts';
import type { ConfiguredOrigins } from './security/contentSecurityPolicy.ts';
import { pagePolicy } from './security/pagePolicy.ts';
import { securityHeaders } from './security/securityHeaders.ts';
import { studioIndexReader } from './security/studioIndex.ts';
import type { Services } from './services.ts';
import { isStudioPath } from './studioService.ts';

export interface HostOptions {
  services: Services;
  siteBuild: ServerBuild;
  /** Folder of the built site's browser assets. */
  clientDir: string;
  /**
   * Follows published content changes; with it, rendered pages are kept until content they
   * read changes. Without it every request renders.
   */
  followChanges?: (callbacks: ListenerCallbacks) => () => void;
  security: SecuritySettings;
  /**
   * The public origin (SITE_URL), which pages are kept under; without it, the origin of the
   * checked request.
   */
  siteUrl?: string;
  /** Origins the Studio reads content and pictures from besides this host (a hosted API). */
  studioContentOrigins?: string[];
  /** Origins the site's pages read content, pictures and the feed from besides this host. */
  siteOrigins?: ConfiguredOrigins;
}

/** The feed is fetched again after a minute: a page showing it lives no longer. */
const FEED_PAGE_LIFETIME_MS = 60_000;
const PAGE_LIFETIME_MS = 10 * 60_000;
const STUDIO_INDEX = path.resolve(import.meta.dirname, '../studio/dist/index.html');

/** The files (not folders) at the top of the client folder; none when it does not exist. */
function topLevelFiles(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => encodeURIComponent(entry.name));
  } catch {
    return [];
  }
}

/**
 * The visitor's address, decided as for the functions (server/functionsService.ts): the Node
 * socket's, or, only when TRUST_PROXY says a reverse proxy stands in front, the one it forwarded.
 * A page's form post is rate-limited by it as the JSON endpoint is.
 */
function visitorAddress(request: Request, env: unknown, trustProxy: number): string | undefined {
  const bindings = env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return clientAddress({
    socketAddress: bindings?.incoming?.socket?.remoteAddress,
    headers: request.headers,
    trustProxy,
  }).address;
}

export interface Host {
  app: Hono;
  /** Stops following content changes. */
  close(): void;
}

export function createHost({
  services,
  siteBuild,
  clientDir,
  followChanges,
  security,
  siteUrl,
  studioContentOrigins = [],
  siteOrigins = { content: [], travelCards: [] },
}: HostOptions): Host {
  const app = new Hono();
  const renderSite = createRequestHandler(siteBuild, 'production');
  const cache = new PageCache({
    lifetime: (tags) =>
      tags.includes(TRAVEL_CARDS_FEED) ? FEED_PAGE_LIFETIME_MS : PAGE_LIFETIME_MS,
  });
  // The renders one live event prompts share their content queries (request coalescing).
  const coalescedQueries = new CoalescedQueries();
  const stopFollowing = followChanges?.(forgetOnPublish(cache, coalescedQueries));
  const pages = cachedPages({
    cache: stopFollowing ? cache : null,
    render: (request, { contentDependencies, reportPageServices, scriptNonce, clientAddress }) =>
      renderSite(request, {
        contentDependencies,
        reportPageServices,
        scriptNonce,
        clientAddress,
        ...(stopFollowing ? { coalescedQueries } : {}),
      }),
    policy: pagePolicy(siteOrigins),
    siteUrl,
  });

  app.use(
    '*',
    securityHeaders({
      isStudioPath,
      studioContentOrigins,
      trustProxy: security.trustProxy > 0,
      studioIndexHtml: studioIndexReader(STUDIO_INDEX),
    }),
  );
  // After the headers, so even a refusal carries them.
  app.use('*', async (c, next) => {
    if (!isAllowedRequest(c.req.url, c.req.header('host'), security.allowedHosts)) {
      return c.text('This site is not served under that host name.', 421);
    }
    return next();
  });
  app.use('*', async (c, next) => {
    if (services.claims(c.req.path)) return services.app.fetch(c.req.raw, c.env);
    return next();
  });
  // Pages from the cache arrive compressed already; the rest is compressed here.
  app.use('*', compression());
  // Hashed build assets never change; everything else in the client folder is revalidated. The
  // build compressed them once at the highest settings (`.br`, `.gz` beside each).
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  // The other files of the client folder are few and fixed at build time: only their own paths
  // look on disk, so a page request costs no file-system lookup before the page cache.
  const servedFile = serveStatic({ root: clientDir });
  for (const name of topLevelFiles(clientDir)) app.get(`/${name}`, servedFile);
  app.all('*', (c) => pages(c.req.raw, visitorAddress(c.req.raw, c.env, security.trustProxy)));
  return { app, close: () => stopFollowing?.() };
}
