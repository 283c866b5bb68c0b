/**
 * Where enquiries go: `enquiry` documents in the content lake (local or hosted Sanity), written
 * with a server-side token. The document id comes from the form attempt's idempotency key and
 * the write is createIfNotExists, so a retried or doubled submit leaves one document, not two.
 */
import { createClient, type SanityClient } from '@sanity/client';
import { environment } from '../../shared/environment.ts';
import { sanityConnection } from '../../shared/sanityConfig.ts';
import type { EnquiryDetails } from './enquirySchema.ts';

export interface EnquiryStore {
  /** Stores the enquiry once per key; later saves with the same key change nothing. */
  save(enquiry: EnquiryDetails, idempotencyKey: string, createdAt: Date): Promise<{ id: string }>;
}

/** The stored document (docs/content-model.md `enquiry`). */
export interface EnquiryDocument extends EnquiryDetails {
  _id: string;
  _type: 'enquiry';
  idempotencyKey: string;
  status: 'new';
  createdAt: string;
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
      if (!documents.has(document._id)) documents.set(document._id, document);
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
      try {
        await writer.createIfNotExists(document, { visibility: 'sync' });
      } catch (error) {
        throw new EnquiryStoreUnavailable('the content lake refused or missed the write', {
          cause: error,
        });
      }
      return { id: document._id };
    },
  };
}

let sharedClient: SanityClient | undefined;

/**
 * The configured lake with the enquiry token (`SANITY_ENQUIRY_TOKEN`), else the server token
 * (`sanityConnection({ withToken: true })`), made on first use: the local lake writes its token
 * file when it starts, which may be after this loads.
 */
export function configuredWriteClient(): SanityClient | undefined {
  if (sharedClient) return sharedClient;
  const connection = sanityConnection({ withToken: true });
  const token = environment().SANITY_ENQUIRY_TOKEN ?? connection.token;
  if (!token) return undefined;
  sharedClient = createClient({
    projectId: connection.projectId,
    dataset: connection.dataset,
    apiVersion: connection.apiVersion,
    apiHost: connection.apiHost,
    useProjectHostname: connection.useProjectHostname,
    useCdn: false,
    token,
    perspective: 'raw',
  });
  return sharedClient;
}
