/**
 * Deletion that is real: when a document of a personal type (an enquiry) is deleted, its
 * contents leave the transaction log too, so the history API, the listener's replay and the
 * database file keep no personal data of it. What stays of each past change is what the log's
 * integrity needs: the ids, the type, the revisions and the times.
 */
import type { DocumentChange, LakeDocument } from './types.ts';

/** Types whose documents hold personal data; their history is scrubbed when they are deleted. */
export const PERSONAL_TYPES: readonly string[] = ['enquiry', 'tripRequest'];

/** The ids the change set deletes whose documents were of a personal type. */
export function erasedDocumentIds(
  changes: readonly DocumentChange[],
  personalTypes: ReadonlySet<string>,
): string[] {
  return changes
    .filter((change) => change.before && !change.after && personalTypes.has(change.before._type))
    .map((change) => change.documentId);
}

/** A document reduced to its system fields: enough to rebuild the timeline, nothing said. */
export function scrubbedDocument(document: LakeDocument | null): LakeDocument | null {
  if (!document) return null;
  const { _id, _type, _rev, _createdAt, _updatedAt } = document;
  return Object.fromEntries(
    Object.entries({ _id, _type, _rev, _createdAt, _updatedAt }).filter(
      ([, value]) => value !== undefined,
    ),
  ) as LakeDocument;
}

/**
 * A change with the erased documents' contents gone: before and after kept as system fields,
 * the mutations (which carried the fields as sent) dropped.
 */
export function scrubbedChange(
  change: DocumentChange,
  erased: ReadonlySet<string>,
): DocumentChange {
  if (!erased.has(change.documentId)) return change;
  return {
    documentId: change.documentId,
    before: scrubbedDocument(change.before),
    after: scrubbedDocument(change.after),
    mutations: [],
  };
}
