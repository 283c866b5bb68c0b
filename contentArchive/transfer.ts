/**
 * A dataset to and from a standard Sanity archive (`.tar.gz` of `data.ndjson`, `images/`,
 * `files/`), with Sanity's own libraries, so the archive is the one `sanity dataset export`
 * writes and `sanity dataset import` reads, for the local lake and a hosted project alike.
 */
import {
  createWriteStream,
  existsSync,
  fchmodSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { exportDataset } from '@sanity/export';
import { sanityImport } from '@sanity/import';
import { extract } from 'tar';
import { archiveProblems, describeProblems } from './validate.ts';

export class ArchiveRefused extends Error {}

export interface TransferCounts {
  documents: number;
  assets: number;
}

/**
 * Every document (drafts and personal data included, the client has a token) and asset, into
 * a file only its owner may read or write (0600), whether it is new or replaces one that was
 * readable by others.
 */
export async function exportArchive(client: SanityClient, file: string): Promise<TransferCounts> {
  const dataset = client.config().dataset;
  if (!dataset) throw new Error('The client names no dataset');
  // Opened here rather than by the exporter, which would create it with the default mode (0644
  // under the usual umask); a mode given at opening is ignored for a file that exists already.
  const target = path.resolve(file);
  const descriptor = openSync(target, 'w', 0o600);
  fchmodSync(descriptor, 0o600);
  const result = await exportDataset({
    client,
    dataset,
    outputPath: createWriteStream(target, { fd: descriptor }),
    assets: true,
    drafts: true,
    compress: true,
  });
  return { documents: result.documentCount, assets: result.assetCount };
}

/** The folder of an unpacked archive that holds its `data.ndjson`. */
function archiveRoot(folder: string): string {
  if (existsSync(path.join(folder, 'data.ndjson'))) return folder;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.isDirectory() && existsSync(path.join(folder, entry.name, 'data.ndjson')))
      return path.join(folder, entry.name);
  }
  throw new ArchiveRefused('The archive holds no data.ndjson; is it a Sanity dataset export?');
}

/**
 * Unpacks, checks every line and asset, and only then imports. `replace` overwrites documents
 * that exist already; without it, an id that exists refuses the import (Sanity's `create`).
 */
export async function importArchive(
  client: SanityClient,
  file: string,
  { replace = false }: { replace?: boolean } = {},
): Promise<TransferCounts> {
  const folder = mkdtempSync(path.join(tmpdir(), 'content-import-'));
  try {
    try {
      await extract({ file: path.resolve(file), cwd: folder, strict: true });
    } catch (error) {
      throw new ArchiveRefused(`The archive cannot be unpacked: ${(error as Error).message}`);
    }
    const root = archiveRoot(folder);
    const problems = archiveProblems(
      readFileSync(path.join(root, 'data.ndjson'), 'utf8'),
      (asset) => existsSync(path.join(root, asset)),
    );
    if (problems.length > 0) throw new ArchiveRefused(describeProblems(problems));
    if (!replace) await refuseExisting(client, documentIds(root));
    const result = await sanityImport(root, {
      client,
      operation: replace ? 'createOrReplace' : 'create',
    });
    return { documents: result.numDocs, assets: countAssets(root) };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function documentIds(root: string): string[] {
  return readFileSync(path.join(root, 'data.ndjson'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => (JSON.parse(line) as { _id: string })._id);
}

/**
 * Without `--replace`, a document that exists already would fail its batch after earlier
 * batches were written; asking first keeps the import whole or nothing.
 */
async function refuseExisting(client: SanityClient, ids: readonly string[]): Promise<void> {
  const existing: string[] = [];
  for (let start = 0; start < ids.length; start += 500) {
    existing.push(
      ...(await client.fetch<string[]>(
        '*[_id in $ids]._id',
        { ids: ids.slice(start, start + 500) },
        { perspective: 'raw' },
      )),
    );
  }
  if (existing.length > 0) {
    throw new ArchiveRefused(
      `${existing.length} document(s) of the archive exist already (${existing.slice(0, 5).join(', ')}` +
        `${existing.length > 5 ? ', …' : ''}); nothing was imported. Use --replace to overwrite them.`,
    );
  }
}

function countAssets(root: string): number {
  return ['images', 'files'].reduce(
    (sum, kind) =>
      sum + (existsSync(path.join(root, kind)) ? readdirSync(path.join(root, kind)).length : 0),
    0,
  );
}
