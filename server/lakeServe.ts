/**
 * Serves this project's content lake alone (no site build needed), e.g. for benchmarks and the
 * fault checks: `PORT=4301 DATA_DIR=/some/dir node server/lakeServe.ts`. It reads the host's
 * environment (sign-in, proxies, backups) and passes the site's rules (lakeRules.ts), where the
 * package's own `content-lake` command knows neither. PORT=0 picks a free port; the first line
 * printed says which.
 */
import path from 'node:path';
import { serveLake } from '@halcyon/content-lake';
import { dataDirectory, parseEnvironment, securitySettings } from '../shared/environment.ts';
import { LOCAL_TOKEN_FILE } from '../shared/sanityConfig.ts';
import { siteLakeRules } from './lakeRules.ts';

// Alone, the lake listens on 4301 unless PORT says otherwise, so it never takes the host's port.
const env = parseEnvironment({ PORT: '4301', ...process.env });
const dataDir = dataDirectory(env);
const security = securitySettings(env);
const served = await serveLake({
  dataDir,
  port: env.PORT,
  hostname: env.HOST,
  tokenFile: path.join(dataDir, LOCAL_TOKEN_FILE),
  signIn: { enabled: security.localSignIn, trustProxy: security.trustProxy },
  backupDays: env.LAKE_BACKUP_DAYS,
  ...siteLakeRules,
  exitOnSignal: true,
});
console.log(`lake listening on ${served.origin}`);
