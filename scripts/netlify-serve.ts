/**
 * The production path, tried on this machine: a local lake stands in for hosted Sanity (seeded
 * as `npm start` seeds it, then served alone, reached through `SANITY_API_HOST` as a hosted
 * project is), and Netlify's own CLI builds the site (`netlify serve` runs netlify.toml's build
 * command and bundles the functions) and serves the result with its local production server,
 * offline. Prints `netlify serve ready <url>` once pages answer; the browser smoke tests
 * (`npm run test:netlify`) start it. Ctrl-C (or the end of the tests) stops everything.
 *
 * The CLI is fetched from the npm registry on first use (pinned below) rather than installed with
 * the project: it weighs about 400 MB and only this check needs it.
 *   NETLIFY_SMOKE_PORT   the port to serve on (8899)
 *   NETLIFY_SMOKE_DIR    the lake's data folder (a new temporary one)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT, localToken, startHost, stopHost, type HostProcess } from './fault/harness.ts';

const NETLIFY_CLI = 'netlify-cli@27.10.2';
const port = Number(process.env.NETLIFY_SMOKE_PORT ?? 8899);
const dataDir = process.env.NETLIFY_SMOKE_DIR ?? mkdtempSync(path.join(tmpdir(), 'netlify-lake-'));
/** The lake's own project id: its API answers at any sub-domain, its pictures under this id. */
const PROJECT_ID = 'local';

/** What this command started, stopped together whatever ends it. */
const running: { lake?: HostProcess; netlify?: ChildProcess } = {};

async function stop(code: number): Promise<never> {
  // npx runs the CLI as a child of its own; both share this command's process group, which
  // Ctrl-C (or the test runner stopping its web server) signals as a whole.
  running.netlify?.kill('SIGTERM');
  if (running.lake) await stopHost(running.lake);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

// The embedded host seeds a fresh folder on its first start; the lake then serves it alone.
const seeder = await startHost({ dataDir, startLimitMs: 600_000 });
await stopHost(seeder);
const lake = await startHost({
  dataDir,
  entry: 'server/lakeServe.ts',
  readyLine: /^lake listening/,
});
running.lake = lake;
const apiHost = `http://localhost:${lake.port}`;
// The smoke tests read what the forms stored straight from the lake.
writeFileSync(path.join(dataDir, 'lake-port'), String(lake.port));
console.log(`content lake standing in for hosted Sanity at ${apiHost} (data in ${dataDir})`);

const origin = `http://localhost:${port}`;
const netlify = spawn(
  'npx',
  [
    '--yes',
    NETLIFY_CLI,
    'serve',
    '--offline',
    '--port',
    String(port),
    // The edge-functions server downloads its runtime on start, which cannot work offline; the
    // site uses no edge function.
    '--internal-disable-edge-functions',
    // The repository is an npm workspace (the content lake is a package of its own). Run from
    // the root with no directory named, the CLI takes the only workspace package for the site,
    // and it ignores a `--cwd` equal to its own working directory. So it starts in a folder
    // below the root and is pointed at the root, which is the site, as on Netlify with no
    // package directory set.
    '--cwd',
    ROOT,
  ],
  {
    cwd: path.join(ROOT, 'scripts'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BROWSER: 'none',
      NETLIFY_SITE_ID: '',
      SANITY_API_HOST: apiHost,
      SANITY_PROJECT_ID: PROJECT_ID,
      SANITY_DATASET: 'production',
      SANITY_API_TOKEN: localToken(dataDir),
      SITE_URL: origin,
      // The hosted API is reached at `{projectId}.{apiHost}`; Node's resolver does not map
      // `*.localhost` to loopback by itself (browsers do).
      NODE_OPTIONS: `--import ${path.join(ROOT, 'scripts/fault/localhostNames.ts')}`,
    },
  },
);
running.netlify = netlify;
netlify.stdout?.on('data', (chunk: Buffer) => process.stdout.write(chunk));
netlify.once('exit', (code) => {
  console.error(`netlify serve stopped (exit ${code})`);
  void stop(code ?? 1);
});

// Ready once the site function renders the home page.
const started = Date.now();
for (;;) {
  try {
    const response = await fetch(`${origin}/`, { signal: AbortSignal.timeout(10_000) });
    if (response.status === 200 && response.headers.has('netlify-cache-tag')) break;
  } catch {
    // Not listening yet.
  }
  if (Date.now() - started > 20 * 60_000) {
    console.error('netlify serve did not answer within 20 minutes');
    await stop(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}
console.log(
  `netlify serve ready ${origin} after ${((Date.now() - started) / 1000).toFixed(0)} s (build included)`,
);
