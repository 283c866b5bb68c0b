/**
 * Where trip requests live: `tripRequest` documents in the content lake, written with the server
 * token. The id comes from the form attempt's idempotency key (a dotted, private id), so a
 * retried submit finds the request already stored instead of making a second one.
 */
import type { SanityClient } from '@sanity/client';
import { gazetteerOf, GAZETTEER_QUERY, type GazetteerRows } from './gazetteer.ts';
import { SPECIALISTS_QUERY } from './manualRouting.ts';
import type { RoutingSpecialist } from './routing.ts';
import type { EmailKind, EmailState, TripRequestState } from './states.ts';
import type { StoredReading } from './storedReading.ts';
import type { GazetteerPlace } from './types.ts';
import type { EnquiryDocument } from '../enquiries/index.ts';
import {
  dueEmailKeys,
  type OutboxStore,
  type SiteContact as TeamContact,
} from '../notifications/index.ts';
import type { StoredReplyPromise } from '../specialists/index.ts';
import type { RecordingUpload, TripRequestDetails } from './schema.ts';

export interface EmailDelivery {
  _key: string;
  _type: 'emailDelivery';
  kind: EmailKind;
  to: string;
  specialist?: { _type: 'reference'; _ref: string };
  state: EmailState;
  attempts: number;
  nextAttemptAt: string;
  lastAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
}

export interface TripRequestDocument extends Omit<TripRequestDetails, 'consent' | 'specialist'> {
  _id: string;
  _type: 'tripRequest';
  consent: boolean;
  /**
   * The specialist the visitor asked for, sent from their page: routing, the site's or an
   * editor's, goes to them unless they are away.
   */
  askedFor?: { _type: 'reference'; _ref: string };
  idempotencyKey: string;
  createdAt: string;
  state: TripRequestState;
  moderationReason?: string;
  recording?: { _type: 'file'; asset: { _type: 'reference'; _ref: string } };
  extracted: StoredReading;
  routedTo: {
    _key: string;
    _type: 'routing';
    specialist: { _type: 'reference'; _ref: string };
    /** Their public profile, which the visitor is shown. */
    profile?: { _type: 'reference'; _ref: string };
    /** Their name when it was routed, for the team's overdue notice. */
    name?: string;
    routedAt: string;
  }[];
  /** When the first reply is promised, from the reply promise in site settings. */
  replyBy?: string;
  /** When a specialist marked it replied (or replied through the Studio). */
  repliedAt?: string;
  /** When the team was told it was overdue: once only. */
  escalatedAt?: string;
  emails: EmailDelivery[];
}

export interface SiteContact extends TeamContact {
  /** The reply promise as site settings hold it (replyPromiseOf makes it whole). */
  replyPromise?: StoredReplyPromise | null;
}

export interface Specialist extends RoutingSpecialist {
  name: string;
  email: string;
  /** Their public profile's id and slug, when they have one. */
  profileId?: string | null;
  profileSlug?: string | null;
}

/** The key already holds a request with other details. */
export class TripRequestKeyInUse extends Error {}

/** The lake cannot take the write (no token, unreachable): the visitor should retry later. */
export class TripRequestStoreUnavailable extends Error {}

export function tripRequestDocumentId(idempotencyKey: string): string {
  return `tripRequest.${idempotencyKey}`;
}

const DETAIL_FIELDS = ['message', 'name', 'email', 'phone', 'placeHint'] as const;

/** Whether a stored request holds what was sent again (absent and empty are the same). */
export function sameTripRequestDetails(stored: object, sent: TripRequestDetails): boolean {
  const fields = stored as Partial<Record<string, unknown>>;
  return DETAIL_FIELDS.every((field) => (fields[field] || null) === (sent[field] || null));
}

export interface TripRequestStore extends OutboxStore {
  find(id: string): Promise<TripRequestDocument | undefined>;
  gazetteer(): Promise<GazetteerPlace[]>;
  /** Every specialist, with how many requests each received since `since`. */
  specialists(since: Date): Promise<Specialist[]>;
  /** The team's address and the brand's name, from site settings. */
  siteContact(): Promise<SiteContact>;
  /**
   * How many requests stored since `since` owe or owed `address` an acknowledgement (the address
   * compared without regard to case): the per-address limit on mail to visitors.
   */
  acknowledgementsSince(address: string, since: Date): Promise<number>;
  /**
   * Claims a document's e-mails that are pending and due by `now`, so that no other process
   * sends them until `until`; answers the keys this caller now owns (none if another process
   * claimed first). A sender that dies holding a claim leaves its e-mails to be sent once the
   * claim runs out, so an e-mail may at worst go twice, but is never lost.
   */
  claimEmails(id: string, now: Date, until: Date): Promise<string[]>;
  /** Records how one of a request's (or an enquiry's) e-mails went. */
  recordEmail(id: string, key: string, delivery: Partial<EmailDelivery>): Promise<void>;
  /** Requests with an e-mail pending whose next attempt is due by `now`, oldest first. */
  due(now: Date, limit: number): Promise<TripRequestDocument[]>;
  /** Enquiries with their team notice due by `now`, oldest first (the same outbox sends them). */
  dueEnquiries?(now: Date, limit: number): Promise<EnquiryDocument[]>;
  /** Stores a recording already judged by its bytes, under the name and type given. */
  uploadRecording(recording: RecordingUpload): Promise<string>;
  /** Bytes every stored recording takes together (for the storage budget). */
  storedRecordingBytes?(): Promise<number>;
  /** Creates the document unless its id exists; says which happened. */
  create(document: TripRequestDocument): Promise<'created' | 'exists'>;
}

async function unavailableOnError<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new TripRequestStoreUnavailable('the content lake refused or missed the request', {
      cause: error,
    });
  }
}

/** Through @sanity/client; `client` returns undefined while no write token is available. */
export function createSanityTripRequestStore(
  client: () => SanityClient | undefined,
): TripRequestStore {
  const writer = () => {
    const found = client();
    if (!found) throw new TripRequestStoreUnavailable('no write token for the content lake');
    return found;
  };
  return {
    find: (id) =>
      unavailableOnError(
        async () => (await writer().getDocument<TripRequestDocument>(id)) ?? undefined,
      ),
    gazetteer: () =>
      unavailableOnError(async () =>
        gazetteerOf(
          await writer().fetch<GazetteerRows>(GAZETTEER_QUERY, {}, { perspective: 'raw' }),
        ),
      ),
    specialists: (since) =>
      unavailableOnError(() =>
        writer().fetch<Specialist[]>(
          SPECIALISTS_QUERY,
          { since: since.toISOString() },
          { perspective: 'raw' },
        ),
      ),
    siteContact: () =>
      unavailableOnError(async () => {
        const settings = await writer().fetch<{
          email?: unknown;
          brandName?: unknown;
          replyPromise?: StoredReplyPromise | null;
        } | null>(
          '*[_id == "siteSettings"][0]{email, brandName, replyPromise}',
          {},
          { perspective: 'raw' },
        );
        const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
        return {
          email: text(settings?.email),
          brandName: text(settings?.brandName),
          replyPromise: settings?.replyPromise ?? null,
        };
      }),
    acknowledgementsSince: (address, since) =>
      unavailableOnError(() =>
        writer().fetch<number>(
          `count(*[_type == "tripRequest" && !(_id in path("drafts.**")) && createdAt >= $since && count(emails[kind == "acknowledgement" && lower(to) == $address]) > 0])`,
          { address: address.trim().toLowerCase(), since: since.toISOString() },
          { perspective: 'raw' },
        ),
      ),
    claimEmails: (id, now, until) =>
      unavailableOnError(async () => {
        const fresh = await writer().fetch<{ _rev: string; emails?: EmailDelivery[] } | null>(
          '*[_id == $id][0]{_rev, emails}',
          { id },
          { perspective: 'raw' },
        );
        const keys = dueEmailKeys(fresh?.emails, now);
        if (!fresh || keys.length === 0) return [];
        const lease = Object.fromEntries(
          keys.map((key) => [`emails[_key == "${key}"].nextAttemptAt`, until.toISOString()]),
        );
        try {
          // The revision check makes the claim a compare-and-set: of two processes that read
          // the same revision, only the first write lands.
          await writer()
            .patch(id)
            .ifRevisionId(fresh._rev)
            .set(lease)
            .commit({ visibility: 'sync' });
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 409) return [];
          throw error;
        }
        return keys;
      }),
    recordEmail: (id, key, delivery) =>
      unavailableOnError(async () => {
        const set = Object.fromEntries(
          Object.entries(delivery).map(([field, value]) => [
            `emails[_key == "${key}"].${field}`,
            value,
          ]),
        );
        await writer().patch(id).set(set).commit({ visibility: 'sync' });
      }),
    due: (now, limit) =>
      unavailableOnError(() =>
        writer().fetch<TripRequestDocument[]>(
          `*[_type == "tripRequest" && !(_id in path("drafts.**")) && count(emails[state == "pending" && nextAttemptAt <= $now]) > 0] | order(createdAt asc)[0...$limit]`,
          { now: now.toISOString(), limit },
          { perspective: 'raw' },
        ),
      ),
    dueEnquiries: (now, limit) =>
      unavailableOnError(() =>
        writer().fetch<EnquiryDocument[]>(
          `*[_type == "enquiry" && !(_id in path("drafts.**")) && count(emails[state == "pending" && nextAttemptAt <= $now]) > 0] | order(createdAt asc)[0...$limit]`,
          { now: now.toISOString(), limit },
          { perspective: 'raw' },
        ),
      ),
    uploadRecording: (recording) =>
      unavailableOnError(async () => {
        const asset = await writer().assets.upload('file', Buffer.from(recording.bytes), {
          filename: recording.filename,
          contentType: recording.contentType,
        });
        return asset._id;
      }),
    storedRecordingBytes: () =>
      unavailableOnError(async () => {
        // Every file asset is a recording (the site publishes no files).
        const sizes = await writer().fetch<unknown[]>(
          '*[_type == "sanity.fileAsset"].size',
          {},
          { perspective: 'raw' },
        );
        return sizes.reduce<number>((sum, size) => sum + (typeof size === 'number' ? size : 0), 0);
      }),
    create: (document) =>
      unavailableOnError(async () => {
        const result = await writer()
          .transaction()
          .createIfNotExists(document)
          .commit({ visibility: 'sync' });
        return result.results.some((change) => change.operation === 'create')
          ? 'created'
          : 'exists';
      }),
  };
}
