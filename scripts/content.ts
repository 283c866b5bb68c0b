/**
 * Content that can leave: the configured dataset to and from a standard Sanity archive.
 *   npm run content:export -- <file.tar.gz>             documents (drafts included) and assets
 *   npm run content:import -- <file.tar.gz> [--replace] checked whole first, then imported
 * The local lake by default (the running server, or this data folder's lake); with
 * SANITY_API_HOST, SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_TOKEN, a hosted project.
 */
import './loadEnv.ts';
import { parseArgs } from 'node:util';
import { withContentClient } from './contentClient.ts';
import { ArchiveRefused, exportArchive, importArchive } from '../lib/contentArchive/transfer.ts';

const USAGE = `Usage:
  npm run content:export -- <file.tar.gz>
  npm run content:import -- <file.tar.gz> [--replace]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    replace: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;
if (values.help || !file || (command !== 'export' && command !== 'import')) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const log = (line: string) => console.log(`content: ${line}`);

try {
  await withContentClient(log, async (client) => {
    const started = performance.now();
    const counts =
      command === 'export'
        ? await exportArchive(client, file)
        : await importArchive(client, file, { replace: values.replace });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    log(
      `${command === 'export' ? 'exported to' : 'imported from'} ${file}: ` +
        `${counts.documents} documents, ${counts.assets} assets in ${seconds} s`,
    );
  });
} catch (error) {
  console.error(
    error instanceof ArchiveRefused
      ? error.message
      : `content ${command} failed: ${(error as Error).message}`,
  );
  process.exit(1);
}
