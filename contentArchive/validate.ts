/**
 * Checks a standard Sanity archive (the folder a `.tar.gz` export unpacks to) before anything is
 * written: every NDJSON line must be a JSON document with a string `_id` and `_type`, and every
 * asset it names (`_sanityAsset: "image@file://./images/…"`) must be in the archive. Importing
 * only an archive with no problems means a bad one is refused whole, never half-imported.
 * (`@sanity/import` alone writes the documents before it finds a missing asset file.)
 */

export interface ArchiveProblem {
  /** 1-based line of the NDJSON file. */
  line: number;
  reason: string;
}

const ASSET_VALUE = /^(?:image|file)@file:\/\/\.\/(.+)$/;

/** Every `_sanityAsset` value in a document, wherever it is nested. */
function assetPaths(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) assetPaths(item, found);
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '_sanityAsset' && typeof item === 'string') {
        const match = ASSET_VALUE.exec(item);
        if (match) found.push(decodeURIComponent(match[1] as string));
      } else assetPaths(item, found);
    }
  }
  return found;
}

/** Problems of one NDJSON line (empty lines have none). */
export function lineProblems(
  text: string,
  line: number,
  assetExists: (relativePath: string) => boolean,
): ArchiveProblem[] {
  if (text.trim() === '') return [];
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (error) {
    return [{ line, reason: `not a JSON document (${(error as Error).message})` }];
  }
  if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) {
    return [{ line, reason: 'not a JSON object' }];
  }
  const record = doc as Record<string, unknown>;
  const problems: ArchiveProblem[] = [];
  if (typeof record._id !== 'string' || record._id === '')
    problems.push({ line, reason: 'the document has no "_id"' });
  if (typeof record._type !== 'string' || record._type === '')
    problems.push({ line, reason: 'the document has no "_type"' });
  for (const asset of assetPaths(record)) {
    if (asset.split('/').includes('..') || !assetExists(asset))
      problems.push({ line, reason: `the asset file "${asset}" is not in the archive` });
  }
  return problems;
}

/** All problems of an archive's NDJSON text, in line order. */
export function archiveProblems(
  ndjson: string,
  assetExists: (relativePath: string) => boolean,
): ArchiveProblem[] {
  return ndjson.split('\n').flatMap((text, index) => lineProblems(text, index + 1, assetExists));
}

export function describeProblems(problems: readonly ArchiveProblem[], limit = 20): string {
  const shown = problems.slice(0, limit).map((p) => `  line ${p.line}: ${p.reason}`);
  const more = problems.length > limit ? [`  … and ${problems.length - limit} more`] : [];
  return [
    `The archive has ${problems.length} problem(s); nothing was imported:`,
    ...shown,
    ...more,
  ].join('\n');
}
