/**
 * `/data/history`: what the Studio's review-changes timeline reads, answered from the
 * transaction log: the transactions that touched some documents (NDJSON, with mendoza effects),
 * and documents as they were at a revision, at a time, or at their last revision.
 */
import { badRequest } from './errors.ts';
import { publishedIdOf } from './ids.ts';
import type { LakeStorage } from './storage.ts';
import type { CommittedTransaction, LakeDocument } from './types.ts';

export interface TransactionsOptions {
  excludeMutations: boolean;
  reverse: boolean;
  limit?: number;
  fromTransaction?: string;
  toTransaction?: string;
}

export function historyTransactions(
  storage: LakeStorage,
  dataset: string,
  ids: string[],
  options: TransactionsOptions,
): string {
  let log = storage.transactionsTouching(dataset, ids);
  // Both ends are inclusive, as in Sanity's API.
  if (options.fromTransaction) {
    const start = log.findIndex((transaction) => transaction.id === options.fromTransaction);
    if (start >= 0) log = log.slice(start);
  }
  if (options.toTransaction) {
    const end = log.findIndex((transaction) => transaction.id === options.toTransaction);
    if (end >= 0) log = log.slice(0, end + 1);
  }
  if (options.reverse) log = [...log].reverse();
  if (options.limit !== undefined) log = log.slice(0, options.limit);
  return log
    .map((transaction) => `${JSON.stringify(describe(transaction, ids, options))}\n`)
    .join('');
}

function describe(transaction: CommittedTransaction, ids: string[], options: TransactionsOptions) {
  const changes = transaction.changes.filter((change) => ids.includes(change.documentId));
  const entry: Record<string, unknown> = {
    id: transaction.id,
    timestamp: transaction.timestamp,
    author: transaction.identity,
    documentIDs: changes.map((change) => change.documentId),
    // Whole-document mendoza effects: enough for the timeline to rebuild every revision.
    effects: Object.fromEntries(
      changes.map((change) => [
        change.documentId,
        { apply: [0, change.after], revert: [0, change.before] },
      ]),
    ),
  };
  if (!options.excludeMutations) entry.mutations = changes.flatMap((change) => change.mutations);
  return entry;
}

export type DocumentsAt = { revision: string } | { time: string } | { lastRevision: true };

/** Each document as it was at the given point, left out where it did not exist then. */
export function historyDocuments(
  storage: LakeStorage,
  dataset: string,
  ids: string[],
  at: DocumentsAt,
): LakeDocument[] {
  if ('time' in at && Number.isNaN(Date.parse(at.time)))
    throw badRequest(`Invalid time "${at.time}"`);
  const log = storage.transactionsTouching(dataset, ids);
  const documents: LakeDocument[] = [];
  for (const id of ids) {
    const states = log.flatMap((transaction) =>
      transaction.changes
        .filter((change) => change.documentId === id)
        .map((change) => ({ timestamp: transaction.timestamp, after: change.after })),
    );
    let found: LakeDocument | null | undefined;
    if ('revision' in at) {
      found = states.find((state) => state.after?._rev === at.revision)?.after;
    } else if ('time' in at) {
      const time = Date.parse(at.time);
      found = states.filter((state) => Date.parse(state.timestamp) <= time).at(-1)?.after;
    } else {
      found = states.filter((state) => state.after).at(-1)?.after;
    }
    if (found) documents.push(found);
  }
  return documents;
}

/**
 * The document's events (created, published, unpublished, deleted…) for the Studio's history
 * panel, derived from the transaction log of the published document and its draft, newest
 * first. Edits of a draft are not events: the Studio reads those from the transactions.
 */
export function historyEvents(
  storage: LakeStorage,
  dataset: string,
  documentId: string,
  limit: number,
): Record<string, unknown>[] {
  const publishedId = publishedIdOf(documentId);
  const draftId = `drafts.${publishedId}`;
  const events: Record<string, unknown>[] = [];
  for (const transaction of storage.transactionsTouching(dataset, [publishedId, draftId])) {
    const published = transaction.changes.find((change) => change.documentId === publishedId);
    const draft = transaction.changes.find((change) => change.documentId === draftId);
    const base = {
      documentId: publishedId,
      timestamp: transaction.timestamp,
      author: transaction.identity,
    };
    const version = (rev: string | undefined) => ({ versionId: draftId, versionRevisionId: rev });
    if (published?.after && draft && !draft.after) {
      events.push({
        type: 'publishDocumentVersion',
        ...base,
        ...version(draft.before?._rev),
        revisionId: published.after._rev,
      });
    } else if (published && !published.after) {
      events.push(
        draft?.after
          ? { type: 'unpublishDocument', ...base, ...version(draft.after._rev) }
          : { type: 'deleteDocumentGroup', ...base },
      );
    } else if (published?.after) {
      events.push({
        type: published.before ? 'updateLiveDocument' : 'createLiveDocument',
        ...base,
        revisionId: published.after._rev,
      });
    } else if (draft?.after && !draft.before) {
      events.push({ type: 'createDocumentVersion', ...base, ...version(draft.after._rev) });
    } else if (draft && !draft.after) {
      events.push({ type: 'deleteDocumentVersion', ...base, ...version(draft.before?._rev) });
    }
  }
  return events.reverse().slice(0, limit);
}
