/**
 * Perspectives: which documents a query sees. `published` hides drafts and versions; `drafts`
 * lays drafts over published documents; a release stack (`rA,rB,drafts`) lays release versions
 * over those; `raw` sees every document as stored.
 */
import { isDraftId, isVersionId, publishedIdOf, releaseOf } from './ids.ts';
import type { LakeDocument } from './types.ts';

export type Perspective =
  | { kind: 'raw' }
  | { kind: 'published' }
  /** Layers searched first to last before the published document: 'drafts' or release names. */
  | { kind: 'stack'; layers: string[] };

const RELEASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;

/** Parses the `perspective` query parameter; undefined for an invalid value. */
export function parsePerspective(value: string | string[]): Perspective | undefined {
  const parts = (Array.isArray(value) ? value : value.split(','))
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return undefined;
  if (parts.length === 1) {
    const [only] = parts;
    if (only === 'raw') return { kind: 'raw' };
    if (only === 'published') return { kind: 'published' };
    if (only === 'drafts' || only === 'previewDrafts') return { kind: 'stack', layers: ['drafts'] };
  }
  const layers = parts.filter((part) => part !== 'published');
  if (layers.some((part) => part === 'raw' || !RELEASE_NAME.test(part))) return undefined;
  return layers.length === 0 ? { kind: 'published' } : { kind: 'stack', layers };
}

export function perspectiveKey(perspective: Perspective): string {
  return perspective.kind === 'stack' ? `stack:${perspective.layers.join(',')}` : perspective.kind;
}

/** Whether reading in this perspective needs a token (anything beyond published documents). */
export const perspectiveNeedsToken = (perspective: Perspective) => perspective.kind !== 'published';

function layerOf(id: string): string {
  if (isDraftId(id)) return 'drafts';
  return releaseOf(id) ?? 'published';
}

/** The documents a query sees in a perspective; `documents` must be sorted by `_id`. */
export function documentsInPerspective(
  documents: readonly LakeDocument[],
  perspective: Perspective,
): LakeDocument[] {
  if (perspective.kind === 'raw') return [...documents];
  if (perspective.kind === 'published') {
    return documents.filter((doc) => !isDraftId(doc._id) && !isVersionId(doc._id));
  }
  const rank = new Map(perspective.layers.map((layer, index) => [layer, index]));
  const published = perspective.layers.length;
  // For every published id, the document of the highest-ranked layer that has one.
  const chosen = new Map<string, { rank: number; doc: LakeDocument }>();
  for (const doc of documents) {
    const layer = layerOf(doc._id);
    const docRank = layer === 'published' ? published : rank.get(layer);
    if (docRank === undefined) continue;
    const baseId = publishedIdOf(doc._id);
    const current = chosen.get(baseId);
    if (!current || docRank < current.rank) chosen.set(baseId, { rank: docRank, doc });
  }
  const result: LakeDocument[] = [];
  for (const [baseId, { doc }] of chosen) {
    // A version marked for unpublishing hides the document in that release.
    const system = doc._system as { delete?: boolean } | undefined;
    if (system?.delete === true) continue;
    result.push({ ...doc, _id: baseId, _originalId: doc._id });
  }
  return result.sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0));
}
