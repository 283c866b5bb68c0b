/** The one-process host: services first, then the built site's static files, then SSR. */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { Services } from './services.ts';

export interface HostOptions {
  services: Services;
  siteBuild: ServerBuild;
  /** Folder of the built site's browser assets. */
  clientDir: string;
}

export function createHost({ services, siteBuild, clientDir }: HostOptions): Hono {
  const app = new Hono();
  const renderSite = createRequestHandler(siteBuild, 'production');

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
  app.all('*', (c) => renderSite(c.req.raw));
  return app;
}
