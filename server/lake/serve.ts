/**
 * Serves the content lake alone (no site build needed), e.g. for benchmarks and the
 * durability test: `PORT=4301 DATA_DIR=/some/dir node server/lake/serve.ts`. PORT=0 picks a
 * free port; the first line printed says which.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { LOCAL_TOKEN_FILE } from '../../shared/sanityConfig.ts';
import { createLake } from './app.ts';

const dataDir = path.resolve(process.env.DATA_DIR ?? 'data');
const hostname = process.env.HOST ?? '127.0.0.1';
const lake = createLake({ dataDir, tokenFile: path.join(dataDir, LOCAL_TOKEN_FILE) });
const server = serve(
  { fetch: lake.app.fetch, port: Number(process.env.PORT ?? 4301), hostname },
  (info) => {
    console.log(`lake listening on http://${hostname}:${info.port}`);
  },
);

function stop(): void {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void lake.close().then(() => process.exit(0)));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
