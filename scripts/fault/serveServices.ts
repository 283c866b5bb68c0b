/**
 * The host's services alone (the local lake and the functions, no site build) on PORT, for the
 * fault checks that need only writes. Prints `ready {origin}` once it listens.
 */
import { serve } from '@hono/node-server';
import { createServices } from '../../server/services.ts';
import { dataDirectory, environment } from '../../shared/environment.ts';

const env = environment();
const origin = `http://127.0.0.1:${env.PORT}`;
const services = await createServices({ dataDir: dataDirectory(env), origin });
const server = serve({ fetch: services.app.fetch, port: env.PORT, hostname: '127.0.0.1' }, () =>
  console.log(`ready ${origin}`),
);
process.on('SIGTERM', () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void services.close().then(() => process.exit(0)));
});
