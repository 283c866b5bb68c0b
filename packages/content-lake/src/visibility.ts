/**
 * What a caller without a token may see. Two rules, both as on hosted Sanity with a public
 * dataset and a private-type role: an id with a dot (drafts, versions, `enquiry.…`) is private,
 * and so is every document of a type the host names as hidden (personal data, staff records), whatever its id. A document
 * that is private by either rule (or of a staff-only type, such as travel specialists) is left out of queries, document reads and listener events.
 */
import { PERSONAL_TYPES } from './erasure.ts';
import { isPrivateId } from './ids.ts';
import type { DocumentChange } from './types.ts';

interface Identified {
  _id: string;
  _type?: unknown;
}

/**
 * Types kept from a caller without a token when the host names none: those that hold personal
 * data by default (the host passes its own list as `hiddenTypes`).
 */
export const DEFAULT_HIDDEN_TYPES: ReadonlySet<string> = new Set(PERSONAL_TYPES);

const isHidden = (type: unknown, hidden: ReadonlySet<string>): boolean =>
  typeof type === 'string' && hidden.has(type);

export function isPublicDocument(
  doc: Identified,
  hidden: ReadonlySet<string> = DEFAULT_HIDDEN_TYPES,
): boolean {
  return !isPrivateId(doc._id) && !isHidden(doc._type, hidden);
}

/**
 * Whether a change may be told to a public listener: only when neither side of it is private,
 * so a document that is, was, or becomes personal data is never described.
 */
export function isPublicChange(
  change: DocumentChange,
  hidden: ReadonlySet<string> = DEFAULT_HIDDEN_TYPES,
): boolean {
  if (isPrivateId(change.documentId)) return false;
  return [change.before, change.after].every((doc) => doc === null || !isHidden(doc._type, hidden));
}
