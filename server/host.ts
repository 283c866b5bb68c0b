/** The one-process host: services first, then the built site's static files, then SSR. */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { TRAVEL_CARDS_FEED } from '../shared/contentTags.ts';
import { cachedPages } from './cachedPages.ts';
import type { ListenerCallbacks } from './contentChanges.ts';
import { PageCache } from './pageCache.ts';
import type { Services } from './services.ts';

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
}

/** The feed is fetched again after a minute: a page showing it lives no longer. */
const FEED_PAGE_LIFETIME_MS = 60_000;
const PAGE_LIFETIME_MS = 10 * 60_000;

export interface Host {
  app: Hono;
  /** Stops following content changes. */
  close(): void;
}

export function createHost({ services, siteBuild, clientDir, followChanges }: HostOptions): Host {
  const app = new Hono();
  const renderSite = createRequestHandler(siteBuild, 'production');
  const cache = new PageCache({
    lifetime: (tags) =>
      tags.includes(TRAVEL_CARDS_FEED) ? FEED_PAGE_LIFETIME_MS : PAGE_LIFETIME_MS,
  });
  const stopFollowing = followChanges?.({
    onChange: (tags) => cache.invalidate(tags),
    onGap: () => cache.clear(),
  });
  const pages = cachedPages({
    cache: stopFollowing ? cache : null,
    render: (request, contentDependencies) => renderSite(request, { contentDependencies }),
  });

  app.use('*', async (c, next) => {
    if (services.claims(c.req.path)) return services.app.fetch(c.req.raw, c.env);
    return next();
  });
  app.use('*', compress());
  // Hashed build assets never change; everything else in the client folder is revalidated.
  app.use(
    '/assets/*',
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root: clientDir }));
  app.all('*', (c) => pages(c.req.raw));
  return { app, close: () => stopFollowing?.() };
}
