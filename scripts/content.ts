/**
 * Content that can leave: the configured dataset to and from a standard Sanity archive.
 *   npm run content:export -- <file.tar.gz>             documents (drafts included) and assets
 *   npm run content:import -- <file.tar.gz> [--replace] checked whole first, then imported
 *   npm run content:restore [-- <backup file>]          the local lake, stopped (decision 072)
 * The local lake by default (the host serving this data folder, on whatever port it listens, or
 * this data folder's lake); with SANITY_API_HOST, SANITY_PROJECT_ID, SANITY_DATASET and
 * SANITY_API_TOKEN, a hosted project.
 */
import './loadEnv.ts';
import { parseArgs } from 'node:util';
import { restoreLake } from '@halcyon/content-lake';
import { dataDirectory } from '../shared/environment.ts';
import { withContentClient } from './contentClient.ts';
import { ArchiveRefused, exportArchive, importArchive } from '../contentArchive/transfer.ts';

const USAGE = `Usage:
  npm run content:export -- <file.tar.gz>
  npm run content:import -- <file.tar.gz> [--replace]
  npm run content:restore [-- <backup file>]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    replace: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;
// Archives and the exporter's and importer's working copies (in the system's temporary folder)
// hold drafts, every person's enquiries and their recordings: whatever this run writes is for
// its owner alone.
process.umask(0o077);
const log = (line: string) => console.log(`content: ${line}`);

if (command === 'restore' && !values.help) {
  try {
    const outcome = restoreLake(dataDirectory(), { from: file });
    log(
      outcome.kind === 'kept-live'
        ? `the live database is intact and holds every acknowledged write (newer than any backup); kept ${outcome.file}`
        : `restored ${outcome.from}; the replaced files are kept as ${outcome.setAside.join(', ') || '(none)'}`,
    );
    process.exit(0);
  } catch (error) {
    console.error(`content restore failed: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (values.help || !file || (command !== 'export' && command !== 'import')) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

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
