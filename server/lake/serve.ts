/**
 * Serves the content lake alone (no site build needed), e.g. for benchmarks and the
 * durability test: `PORT=4301 DATA_DIR=/some/dir node server/lake/serve.ts`. PORT=0 picks a
 * free port; the first line printed says which.
 */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { dataDirectory, parseEnvironment, securitySettings } from '../../shared/environment.ts';
import { LOCAL_TOKEN_FILE } from '../../shared/sanityConfig.ts';
import { createLake } from './app.ts';

// Alone, the lake listens on 4301 unless PORT says otherwise, so it never takes the host's port.
const env = parseEnvironment({ PORT: '4301', ...process.env });
const dataDir = dataDirectory(env);
const hostname = env.HOST;
const security = securitySettings(env);
const lake = createLake({
  dataDir,
  tokenFile: path.join(dataDir, LOCAL_TOKEN_FILE),
  signIn: { enabled: security.localSignIn, trustProxy: security.trustProxy },
  backupDays: env.LAKE_BACKUP_DAYS,
});
const server = serve({ fetch: lake.app.fetch, port: env.PORT, hostname }, (info) => {
  console.log(`lake listening on http://${hostname}:${info.port}`);
});

function stop(): void {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  server.close(() => void lake.close().then(() => process.exit(0)));
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
