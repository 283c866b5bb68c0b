/**
 * Where enquiries go: `enquiry` documents in the content lake (local or hosted Sanity), written
 * with a server-side token. The document id comes from the form attempt's idempotency key and
 * the write is createIfNotExists, so a retried or doubled submit leaves one document, not two.
 * A key that already holds an enquiry with other details is refused (EnquiryKeyInUse) rather
 * than answered as a success: those details would otherwise be lost without anyone knowing.
 */
import type { SanityClient } from '@sanity/client';
import type { EnquiryDetails } from './schema.ts';
import type { OwedEmail } from '../notifications/index.ts';

export interface EnquiryStore {
  /**
   * Stores the enquiry once per key; later saves of the same details with the same key change
   * nothing, and a save of different details under a used key throws EnquiryKeyInUse.
   */
  save(enquiry: EnquiryDetails, idempotencyKey: string, createdAt: Date): Promise<{ id: string }>;
}

/**
 * The team's notice an enquiry owes, kept on it as trip requests keep theirs. Its address is the
 * team's at the time of sending (site settings), so none is read before the enquiry is stored.
 */
export interface EnquiryEmail extends OwedEmail {
  _type: 'emailDelivery';
  kind: 'team';
  state: 'pending' | 'sent' | 'failed';
  to?: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
}

/** The stored document (docs/content-model.md `enquiry`). */
export interface EnquiryDocument extends EnquiryDetails {
  _id: string;
  _type: 'enquiry';
  idempotencyKey: string;
  status: 'new';
  createdAt: string;
  emails: EnquiryEmail[];
}

/** The key already holds an enquiry with other details. */
export class EnquiryKeyInUse extends Error {}

/** The fields a visitor sends; staff's fields (status) and the lake's own are not compared. */
const DETAIL_FIELDS = [
  'formKind',
  'source',
  'firstName',
  'lastName',
  'email',
  'phone',
  'tripDateType',
  'tripDate',
  'months',
  'regions',
  'notes',
  'consent',
] as const satisfies readonly (keyof EnquiryDetails)[];

/**
 * Whether a stored enquiry holds the same details as a new one: an absent field and a null one
 * are the same, and lists compare in order (validation has already normalised them).
 */
export function sameEnquiryDetails(stored: object, sent: EnquiryDetails): boolean {
  const fields = stored as Partial<Record<string, unknown>>;
  return DETAIL_FIELDS.every(
    (field) => JSON.stringify(fields[field] ?? null) === JSON.stringify(sent[field] ?? null),
  );
}

/** The store cannot take writes (no token, lake unreachable): the visitor should retry later. */
export class EnquiryStoreUnavailable extends Error {}

/**
 * A dotted id puts the document on a private path: hosted Sanity serves it only to authenticated
 * requests, even in a public dataset, so visitors' contact details are never publicly readable.
 */
export function enquiryDocumentId(idempotencyKey: string): string {
  return `enquiry.${idempotencyKey}`;
}

export function enquiryDocument(
  enquiry: EnquiryDetails,
  idempotencyKey: string,
  createdAt: Date,
): EnquiryDocument {
  // Absent optional fields are left out rather than stored as null.
  const fields = Object.fromEntries(
    Object.entries(enquiry).filter(([, value]) => value !== undefined),
  ) as unknown as EnquiryDetails;
  return {
    ...fields,
    _id: enquiryDocumentId(idempotencyKey),
    _type: 'enquiry',
    idempotencyKey,
    status: 'new',
    createdAt: createdAt.toISOString(),
    // Stored with the enquiry in its one write: the mail is owed only once the lead is safe.
    emails: [
      {
        _key: 'team',
        _type: 'emailDelivery',
        kind: 'team',
        state: 'pending',
        attempts: 0,
        nextAttemptAt: createdAt.toISOString(),
      },
    ],
  };
}

/** Keeps enquiries in memory: for unit tests of the handler. */
export function createMemoryEnquiryStore(): EnquiryStore & {
  documents: Map<string, EnquiryDocument>;
} {
  const documents = new Map<string, EnquiryDocument>();
  return {
    documents,
    async save(enquiry, idempotencyKey, createdAt) {
      const document = enquiryDocument(enquiry, idempotencyKey, createdAt);
      const stored = documents.get(document._id);
      if (!stored) documents.set(document._id, document);
      else if (!sameEnquiryDetails(stored, enquiry)) throw new EnquiryKeyInUse(document._id);
      return { id: document._id };
    },
  };
}

/** Writes through @sanity/client; `client` returns undefined while no write token is available. */
export function createSanityEnquiryStore(client: () => SanityClient | undefined): EnquiryStore {
  return {
    async save(enquiry, idempotencyKey, createdAt) {
      const writer = client();
      if (!writer) throw new EnquiryStoreUnavailable('no write token for the content lake');
      const document = enquiryDocument(enquiry, idempotencyKey, createdAt);
      let stored: object | undefined;
      try {
        const result = await writer
          .transaction()
          .createIfNotExists(document)
          .commit({ visibility: 'sync' });
        const created = result.results.some((change) => change.operation === 'create');
        // Only a key used before needs reading back, to tell a retry from a different enquiry.
        if (!created) stored = await writer.getDocument(document._id);
      } catch (error) {
        throw new EnquiryStoreUnavailable('the content lake refused or missed the write', {
          cause: error,
        });
      }
      if (stored && !sameEnquiryDetails(stored, enquiry)) throw new EnquiryKeyInUse(document._id);
      return { id: document._id };
    },
  };
}
