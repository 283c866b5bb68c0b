/**
 * The seed: validate the content, draw and upload its pictures, then write only the documents
 * that are missing or differ, in transactions. Used by `npm run seed` and by `npm start` on an
 * empty local dataset.
 */
import type { SanityClient } from '@sanity/client';
import { seedDocuments } from '../content/index.ts';
import { validateSeedContent } from '../content/seedValidation.ts';
import { collectArtworks, withAssetReferences } from './artworks.ts';
import { uploadArtworks } from './assets.ts';
import { batches, planSeed, type SeedableDocument } from './plan.ts';

export interface SeedOptions {
  client: SanityClient;
  /** Delete every document first (the local dataset is rebuilt from scratch). */
  reset?: boolean;
  cacheDir?: string;
  log?: (line: string) => void;
  /** Called with a phase name and a count as work progresses. */
  progress?: (phase: string, done: number, total: number) => void;
}

export interface SeedReport {
  documents: number;
  created: number;
  replaced: number;
  unchanged: number;
  artworks: number;
  assetsUploaded: number;
  assetsReused: number;
  deleted: number;
  drawMs: number;
  totalMs: number;
}

export class SeedValidationError extends Error {
  readonly problems: ReturnType<typeof validateSeedContent>;
  constructor(problems: ReturnType<typeof validateSeedContent>) {
    super(
      `The seed content is invalid (${problems.length} problem${problems.length === 1 ? '' : 's'}):\n` +
        problems
          .slice(0, 20)
          .map((problem) => `  ${problem.documentId} ${problem.path}: ${problem.message}`)
          .join('\n'),
    );
    this.name = 'SeedValidationError';
    this.problems = problems;
  }
}

const TRANSACTION_SIZE = 10;

export async function seed({
  client,
  reset = false,
  cacheDir,
  log = () => {},
  progress,
}: SeedOptions): Promise<SeedReport> {
  const started = performance.now();
  const documents = seedDocuments();
  const problems = validateSeedContent(documents);
  if (problems.length > 0) throw new SeedValidationError(problems);
  log(`validated ${documents.length} documents`);

  let deleted = 0;
  if (reset) {
    // Everything except the lake's own system documents (ids starting "_.").
    const ids = await client.fetch<string[]>(
      '*[!(_id in path("_.**"))]._id',
      {},
      { perspective: 'raw' },
    );
    for (const group of batches(ids, 100)) {
      const transaction = client.transaction();
      for (const id of group) transaction.delete(id);
      await transaction.commit({ visibility: 'async' });
    }
    deleted = ids.length;
    log(`reset: deleted ${deleted} documents`);
  }

  const artworks = collectArtworks(documents);
  log(`${artworks.size} pictures to draw and upload`);
  const uploads = await uploadArtworks(client, artworks, {
    cacheDir,
    onProgress: (done, total) => progress?.('pictures', done, total),
  });
  log(`pictures: ${uploads.uploaded} uploaded, ${uploads.reused} already present`);

  const desired = documents.map(
    (document) => withAssetReferences(document, uploads.assetIds) as unknown as SeedableDocument,
  );
  const existing = await client.fetch<SeedableDocument[]>(
    '*[_id in $ids]',
    { ids: desired.map((document) => document._id) },
    { perspective: 'raw' },
  );
  const plan = planSeed(desired, existing);
  const writes = [...plan.create, ...plan.replace];
  let written = 0;
  for (const group of batches(writes, TRANSACTION_SIZE)) {
    const transaction = client.transaction();
    for (const document of group) transaction.createOrReplace(document);
    await transaction.commit({ visibility: 'sync' });
    written += group.length;
    progress?.('documents', written, writes.length);
  }
  log(
    `documents: ${plan.create.length} created, ${plan.replace.length} replaced, ${plan.unchanged.length} unchanged`,
  );

  return {
    documents: documents.length,
    created: plan.create.length,
    replaced: plan.replace.length,
    unchanged: plan.unchanged.length,
    artworks: artworks.size,
    assetsUploaded: uploads.uploaded,
    assetsReused: uploads.reused,
    deleted,
    drawMs: Math.round(uploads.drawMs),
    totalMs: Math.round(performance.now() - started),
  };
}
