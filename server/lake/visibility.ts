/**
 * What a caller without a token may see. Two rules, both as on hosted Sanity with a public
 * dataset and a private-type role: an id with a dot (drafts, versions, `enquiry.…`) is private,
 * and so is every document of a type that holds personal data, whatever its id. A document
 * that is private by either rule (or of a staff-only type, such as travel specialists) is left out of queries, document reads and listener events.
 */
import { isHiddenType } from '../../shared/personalData.ts';
import { isPrivateId } from './ids.ts';
import type { DocumentChange } from './types.ts';

interface Identified {
  _id: string;
  _type?: unknown;
}

export function isPublicDocument(doc: Identified): boolean {
  return !isPrivateId(doc._id) && !isHiddenType(doc._type);
}

/**
 * Whether a change may be told to a public listener: only when neither side of it is private,
 * so a document that is, was, or becomes personal data is never described.
 */
export function isPublicChange(change: DocumentChange): boolean {
  if (isPrivateId(change.documentId)) return false;
  return [change.before, change.after].every((doc) => doc === null || !isHiddenType(doc._type));
}
