/** Mounts the same services as `npm start` inside the Vite dev server, ahead of the site. */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { dataDirectory, environment } from '../shared/environment.ts';
import type { createServices as CreateServices } from './services.ts';

export function servicesDevPlugin(): Plugin {
  return {
    name: 'travel-site:services',
    apply: 'serve',
    async configureServer(server) {
      const root = server.config.root;
      // Loaded at run time (not bundled into the config) so the services run as plain Node modules.
      const servicesModule = pathToFileURL(path.join(root, 'server/services.ts')).href;
      const { createServices } = (await import(/* @vite-ignore */ servicesModule)) as {
        createServices: typeof CreateServices;
      };
      const { getRequestListener } = await import('@hono/node-server');
      const port = server.config.server.port ?? 3000;
      const host =
        typeof server.config.server.host === 'string' ? server.config.server.host : '127.0.0.1';
      const services = await createServices({
        dataDir: dataDirectory(environment(), root),
        origin: `http://${host}:${port}`,
      });
      const listener = getRequestListener(services.app.fetch);
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (services.claims(pathname)) void listener(req, res);
        else next();
      });
      server.httpServer?.on('close', () => void services.close());
    },
  };
}
