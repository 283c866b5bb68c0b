/**
 * Document types that hold personal data. They are private by type, whatever their id: the local
 * lake never shows them to a caller without a token, and the Studio offers no way to create or
 * duplicate one (they arrive only from the site's forms). A type for trip requests joins here.
 */
export const PRIVATE_DOCUMENT_TYPES: ReadonlySet<string> = new Set(['enquiry']);

export const isPrivateType = (type: unknown): boolean =>
  typeof type === 'string' && PRIVATE_DOCUMENT_TYPES.has(type);
