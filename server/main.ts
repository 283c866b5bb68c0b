/**
 * `npm start`: serves the production build of the site with every service on one port.
 * Environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data), and the security settings
 * (TRUST_PROXY, ALLOWED_HOSTS, LOCAL_SIGN_IN) read by shared/securityEnv.ts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServices } from './services.ts';
import { createHost } from './host.ts';
import { seedIfEmpty } from '../scripts/seed/firstStart.ts';
import { securitySettings } from '../shared/securityEnv.ts';
import { hostedStudioOrigins } from './security/contentSecurityPolicy.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '127.0.0.1';
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
// Read first: a setting that cannot be understood stops the host before anything listens.
const security = securitySettings(process.env);

const siteBuild = (await import(
  pathToFileURL(path.join(root, 'build/site/server/index.js')).href
)) as ServerBuild;
const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
const services = await createServices({ dataDir, origin });
// A fresh clone's local lake is empty: seed it before the public port opens, so the first page
// served already has its content (a hosted project is seeded with `npm run seed`).
if (!process.env.SANITY_API_HOST) await seedIfEmpty({ app: services.app, dataDir });
const app = createHost({
  services,
  siteBuild,
  clientDir: path.relative(process.cwd(), path.join(root, 'build/site/client')),
  security,
  studioContentOrigins: hostedStudioOrigins(process.env.SANITY_API_HOST),
});

const server = serve({ fetch: app.fetch, port, hostname }, () => {
  console.log(`site          ${origin}/`);
  for (const line of services.describe(origin)) console.log(line);
  console.log('Press Ctrl-C to stop.');
});

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping…`);
  server.close(() => {
    void services.close().then(() => process.exit(0));
  });
  // Open keep-alive and event-stream connections would otherwise hold the close.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
