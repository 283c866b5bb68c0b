/**
 * Document types that hold personal data. They are private by type, whatever their id: the local
 * lake never shows them to a caller without a token, and the Studio offers no way to create or
 * duplicate one (they arrive only from the site's forms). Trip requests are
 * the same: a visitor's own words about their plans, with their contact details. So are the
 * lead webhook's queued messages (`leadWebhookEvent`, decision 115), which copy them.
 */
export const PRIVATE_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'enquiry',
  'tripRequest',
  'leadWebhookEvent',
]);

export const isPrivateType = (type: unknown): boolean =>
  typeof type === 'string' && PRIVATE_DOCUMENT_TYPES.has(type);

/**
 * Types editors make in the Studio that the public must not read all the same: the team's own
 * records (specialists' e-mail addresses). Hidden like private types, but creatable by editors.
 * The site's speed figures (`siteSpeedDay`, written by /api/vitals) are the team's too, and so
 * is the record of the speed alerts already sent (`siteSpeedAlerts`).
 */
export const STAFF_DOCUMENT_TYPES: ReadonlySet<string> = new Set([
  'travelSpecialist',
  'siteSpeedDay',
  'siteSpeedAlerts',
]);

/** Whether a caller without a token is kept from documents of this type. */
export const isHiddenType = (type: unknown): boolean =>
  isPrivateType(type) || (typeof type === 'string' && STAFF_DOCUMENT_TYPES.has(type));

/**
 * Asset types that are private by type: every file asset. The site publishes no files (its
 * pictures are image assets); the only files are the voice notes and videos visitors send with
 * trip requests, often named after them and always their own voice or face. So a file is
 * reachable only by a signed-in editor: hidden from anonymous queries, exports and listeners,
 * its address answering as missing, and its history scrubbed when it is deleted (decision 094).
 */
export const PRIVATE_ASSET_TYPES: ReadonlySet<string> = new Set(['sanity.fileAsset']);

/**
 * The privacy rules as the content lake takes them, from the lists above: the types whose
 * deletion scrubs the transaction log (`personalTypes`) and the types a caller without a token
 * never sees (`hiddenTypes`). The host passes these; tests start their lakes with them.
 */
export const lakePrivacyRules = {
  personalTypes: [...PRIVATE_DOCUMENT_TYPES, ...PRIVATE_ASSET_TYPES],
  hiddenTypes: [...PRIVATE_DOCUMENT_TYPES, ...STAFF_DOCUMENT_TYPES, ...PRIVATE_ASSET_TYPES],
};
