/**
 * `npm run seed`: imports the embedded content (content/) into the configured dataset.
 *   npm run seed             the local lake (the running server, or this data folder directly)
 *   npm run seed -- --reset  delete every document of the local dataset first, then seed
 * With SANITY_API_HOST, SANITY_PROJECT_ID and SANITY_API_TOKEN set, it seeds that hosted project.
 * Running it twice changes nothing: pictures are content-addressed and unchanged documents skipped.
 */
import './loadEnv.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runningLakeOrigin } from '@halcyon/content-lake';
import { createClient } from '@sanity/client';
import { lakeService } from '../server/lakeService.ts';
import { dataDirectory } from '../shared/environment.ts';
import { LOCAL_TOKEN_FILE, sanityConnection } from '../shared/sanityConfig.ts';
import { localClient, progressPrinter, serverAnswers, withPrivateServer } from '../seed/local.ts';
import { seed, SeedValidationError, type SeedReport } from '../seed/run.ts';

const { values } = parseArgs({
  options: {
    reset: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log('Usage: npm run seed [-- --reset]');
  process.exit(0);
}

const log = (line: string) => console.log(`seed: ${line}`);
const progress = progressPrinter();

function report(result: SeedReport): void {
  log(
    `done in ${(result.totalMs / 1000).toFixed(1)} s: ${result.documents} documents ` +
      `(${result.created} created, ${result.replaced} replaced, ${result.unchanged} unchanged), ` +
      `${result.artworks} pictures (${result.assetsUploaded} uploaded, ${result.assetsReused} already there; ` +
      `drawing took ${(result.drawMs / 1000).toFixed(1)} s)`,
  );
}

async function main(): Promise<void> {
  // The host serving this data folder says in its lock where it listens, whatever its PORT.
  const origin = runningLakeOrigin(dataDirectory());
  const connection = sanityConnection({ withToken: true, origin });
  if (!connection.local) {
    if (values.reset)
      throw new Error(
        '--reset only rebuilds the local dataset; refusing to empty a hosted project.',
      );
    if (!connection.token)
      throw new Error(
        'Seeding a hosted project needs SANITY_API_TOKEN (a token with write access).',
      );
    log(`seeding ${connection.projectId}/${connection.dataset} at ${connection.apiHost}`);
    report(await seed({ client: createClient(connection), log, progress }));
    return;
  }

  const running = createClient(connection);
  if (await serverAnswers(running)) {
    if (!connection.token) {
      throw new Error(
        `A server answers at ${connection.apiHost}, but there is no local token in DATA_DIR; ` +
          "set DATA_DIR to that server's data folder (or SANITY_API_TOKEN).",
      );
    }
    log(`seeding the running local lake at ${connection.apiHost}`);
    report(await seed({ client: running, reset: values.reset, log, progress }));
    return;
  }

  // No server answering: open this data folder's lake in-process.
  const dataDir = dataDirectory();
  const lake = lakeService({ dataDir, origin: connection.apiHost });
  try {
    const token = readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
    log(
      `seeding the local lake in ${path.relative(process.cwd(), dataDir) || '.'} (no server was answering)`,
    );
    const result = await withPrivateServer(lake.app, (origin) =>
      seed({ client: localClient(origin, token), reset: values.reset, log, progress }),
    );
    report(result);
  } finally {
    await lake.close?.();
  }
}

try {
  await main();
} catch (error) {
  console.error(
    error instanceof SeedValidationError
      ? error.message
      : `seed failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
