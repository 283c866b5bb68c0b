/**
 * Document types that hold personal data. They are private by type, whatever their id: the local
 * lake never shows them to a caller without a token, and the Studio offers no way to create or
 * duplicate one (they arrive only from the site's forms). Trip requests are
 * the same: a visitor's own words about their plans, with their contact details.
 */
export const PRIVATE_DOCUMENT_TYPES: ReadonlySet<string> = new Set(['enquiry', 'tripRequest']);

export const isPrivateType = (type: unknown): boolean =>
  typeof type === 'string' && PRIVATE_DOCUMENT_TYPES.has(type);

/**
 * Types editors make in the Studio that the public must not read all the same: the team's own
 * records (specialists' e-mail addresses). Hidden like private types, but creatable by editors.
 * The site's speed figures (`siteSpeedDay`, written by /api/vitals) are the team's too.
 */
export const STAFF_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'travelSpecialist',
  'siteSpeedDay',
]);

/** Whether a caller without a token is kept from documents of this type. */
export const isHiddenType = (type: unknown): boolean =>
  isPrivateType(type) || (typeof type === 'string' && STAFF_DOCUMENT_TYPES.has(type));
