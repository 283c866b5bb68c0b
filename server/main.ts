/**
 * `npm start`: serves the production build of the site with every service on one port.
 * Environment: PORT, HOST, DATA_DIR and the rest in shared/environment.ts; the security settings
 * (TRUST_PROXY, ALLOWED_HOSTS, LOCAL_SIGN_IN) are read by shared/securityEnv.ts.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import type { ServerBuild } from 'react-router';
import { createServices } from './services.ts';
import { createHost } from './host.ts';
import { followListener, type ListenerCallbacks } from './contentChanges.ts';
import { createClient } from '@sanity/client';
import { seedIfEmpty } from '../lib/seed/firstStart.ts';
import { dataDirectory, environment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';
import { securitySettings } from '../shared/securityEnv.ts';
import { hostedStudioOrigins } from './security/contentSecurityPolicy.ts';

const root = path.resolve(import.meta.dirname, '..');
const env = environment();
const port = env.PORT;
const hostname = env.HOST;
const dataDir = dataDirectory(env, root);
// Read first: a setting that cannot be understood stops the host before anything listens.
const security = securitySettings(process.env);

const siteBuild = (await import(
  pathToFileURL(path.join(root, 'build/site/server/index.js')).href
)) as ServerBuild;
const origin = `http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`;
const services = await createServices({ dataDir, origin });
// A fresh clone's local lake is empty: seed it before the public port opens, so the first page
// served already has its content (a hosted project is seeded with `npm run seed`).
if (!env.SANITY_API_HOST) await seedIfEmpty({ app: services.app, dataDir });
/** Published changes from the embedded lake as it commits, or from a hosted project's listener. */
function followChanges(callbacks: ListenerCallbacks): () => void {
  if (services.followChanges) return services.followChanges(callbacks.onChange);
  const connection = sanityConnection({ withToken: true });
  return followListener(createClient({ ...connection, useCdn: false }), callbacks);
}
const host = createHost({
  services,
  siteBuild,
  clientDir: path.relative(process.cwd(), path.join(root, 'build/site/client')),
  followChanges,
  security,
  studioContentOrigins: hostedStudioOrigins(env.SANITY_API_HOST),
});
const { app } = host;

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
  host.close();
  server.close(() => {
    void services.close().then(() => process.exit(0));
  });
  // Open keep-alive and event-stream connections would otherwise hold the close.
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
