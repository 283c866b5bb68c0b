/**
 * The one-process host: security headers and the Host allow-list first, then the services, then
 * the built site's static files and SSR, with text compressed (brotli, else gzip).
 */
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { SecuritySettings } from '../shared/securityEnv.ts';
import { isAllowedHost } from './security/allowedHosts.ts';
import { compression } from './security/compression.ts';
import { securityHeaders } from './security/securityHeaders.ts';
import { studioIndexReader } from './security/studioIndex.ts';
import type { Services } from './services.ts';
import { isStudioPath } from './studioService.ts';

export interface HostOptions {
  services: Services;
  siteBuild: ServerBuild;
  /** Folder of the built site's browser assets. */
  clientDir: string;
  security: SecuritySettings;
  /** Origins the Studio reads content and pictures from besides this host (a hosted API). */
  studioContentOrigins?: string[];
}

const STUDIO_INDEX = path.resolve(import.meta.dirname, '../studio/dist/index.html');

export function createHost({
  services,
  siteBuild,
  clientDir,
  security,
  studioContentOrigins = [],
}: HostOptions): Hono {
  const app = new Hono();
  const renderSite = createRequestHandler(siteBuild, 'production');

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
    if (!isAllowedHost(c.req.header('host'), security.allowedHosts)) {
      return c.text('This site is not served under that host name.', 421);
    }
    return next();
  });
  app.use('*', async (c, next) => {
    if (services.claims(c.req.path)) return services.app.fetch(c.req.raw, c.env);
    return next();
  });
  app.use('*', compression());
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
