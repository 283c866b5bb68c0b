/**
 * A person's rights over what the site stored about them (UK GDPR: access and erasure), and the
 * retention rule, as operations on a Sanity client with a token that reads and deletes
 * enquiries. The same code serves the privacy command, the Studio's actions, the host's daily
 * job and the Netlify scheduled function, against the embedded lake or hosted Sanity.
 */
import type { SanityClient } from '@sanity/client';
import { leadWebhookErasure } from '../leadWebhooks/index.ts';
import {
  expiredEnquiryIds,
  retentionCutoff,
  retentionMonths,
  type EnquiryAge,
} from './retention.ts';

/** The types that hold what a visitor sent: enquiries and trip requests. */
const PERSONAL_TYPES = ['enquiry', 'tripRequest'];

/** Every version (published and draft) of every enquiry with this address, whatever its case. */
const ENQUIRIES_OF_PERSON =
  '*[_type == "enquiry" && lower(email) == $email] | order(createdAt asc)';

/** The same for trip requests, which may also hold a voice note or video of that person. */
const TRIP_REQUESTS_OF_PERSON =
  '*[_type == "tripRequest" && lower(email) == $email] | order(createdAt asc)';

/** The ids to delete for those documents: each one and the recording it holds, if any. */
const IDS_WITH_RECORDINGS = '{_id, "recording": recording.asset._ref}';

/**
 * The documents and their recordings to delete. A recording goes with the last document that
 * holds it: the lake keeps one asset per content, so the same bytes sent twice (by another
 * person, or in another request not being deleted) are one asset, and deleting it under the
 * other request would leave that request pointing at nothing (decision 094).
 */
async function withRecordings(
  client: SanityClient,
  rows: readonly { _id: string; recording?: string | null }[],
): Promise<string[]> {
  const documents = rows.map((row) => row._id);
  const recordings = [...new Set(rows.flatMap((row) => (row.recording ? [row.recording] : [])))];
  const alone: string[] = [];
  for (const recording of recordings) {
    const heldElsewhere = await client.fetch<boolean>(
      'count(*[!(_id in $documents) && references($recording)]) > 0',
      { documents, recording },
      { perspective: 'raw' },
    );
    if (!heldElsewhere) alone.push(recording);
  }
  return [...documents, ...alone];
}

/** Addresses are compared as people type them: case and surrounding space do not matter. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible address; anything else is refused before the dataset is read. */
export function isEmailAddress(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalisedEmail(email));
}

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  /** Every enquiry with the address, with all its fields, oldest first. */
  enquiries: Record<string, unknown>[];
  /** Every trip request with the address, likewise. */
  tripRequests: Record<string, unknown>[];
  /** The voice notes and videos those trip requests hold: file name, type, size and address. */
  recordings: Record<string, unknown>[];
}

function requireEmail(email: string): string {
  if (!isEmailAddress(email)) throw new Error(`"${email}" is not an e-mail address.`);
  return normalisedEmail(email);
}

/** What the site holds about the person with this address (a subject access request). */
export async function exportPersonalData(
  client: SanityClient,
  email: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const address = requireEmail(email);
  const enquiries = await client.fetch<Record<string, unknown>[]>(
    ENQUIRIES_OF_PERSON,
    { email: address },
    { perspective: 'raw' },
  );
  const tripRequests = await client.fetch<Record<string, unknown>[]>(
    TRIP_REQUESTS_OF_PERSON,
    { email: address },
    { perspective: 'raw' },
  );
  const recordingIds = tripRequests.flatMap((request) => {
    const ref = (request.recording as { asset?: { _ref?: unknown } } | undefined)?.asset?._ref;
    return typeof ref === 'string' ? [ref] : [];
  });
  const recordings =
    recordingIds.length === 0
      ? []
      : await client.fetch<Record<string, unknown>[]>(
          '*[_id in $ids] | order(_createdAt asc)',
          { ids: [...new Set(recordingIds)] },
          { perspective: 'raw' },
        );
  return { email: address, exportedAt: now.toISOString(), enquiries, tripRequests, recordings };
}

const counted = (count: number, one: string, many: string) =>
  `${String(count)} ${count === 1 ? one : many}`;

/** How many documents these are, an editor's unpublished draft counting with its original. */
const documentCount = (versions: Record<string, unknown>[]) =>
  new Set(versions.map((version) => String(version._id).replace(/^drafts\./, ''))).size;

/** What an export holds, in a sentence for the editor who made it. */
export function exportSummary(exported: PersonalDataExport): string {
  const parts = [
    counted(documentCount(exported.enquiries), 'enquiry', 'enquiries'),
    counted(documentCount(exported.tripRequests), 'trip request', 'trip requests'),
    ...(exported.recordings.length > 0
      ? [counted(exported.recordings.length, 'recording', 'recordings')]
      : []),
  ];
  const listed = new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(parts);
  return `Exported ${listed} for ${exported.email}.`;
}

/**
 * Deletes documents by id in one transaction; the lake scrubs their history as it commits. The
 * lead webhook's messages about them go in the same transaction, replaced by a `lead.erased`
 * message for a receiver that heard of them (decision 115).
 */
async function deleteAll(client: SanityClient, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const webhook = await leadWebhookErasure(client, ids, new Date());
  const transaction = client.transaction();
  for (const id of [...ids, ...webhook.deleteIds]) transaction.delete(id);
  for (const message of webhook.create) transaction.create(message);
  await transaction.commit({ visibility: 'sync' });
}

/** Erases every enquiry and trip request (with its recording) with this address; returns the ids. */
export async function erasePersonalData(client: SanityClient, email: string): Promise<string[]> {
  const address = requireEmail(email);
  const enquiryIds = await client.fetch<string[]>(
    `${ENQUIRIES_OF_PERSON}._id`,
    { email: address },
    { perspective: 'raw' },
  );
  const tripRequests = await client.fetch<{ _id: string; recording?: string | null }[]>(
    `${TRIP_REQUESTS_OF_PERSON}${IDS_WITH_RECORDINGS}`,
    { email: address },
    { perspective: 'raw' },
  );
  const ids = [...enquiryIds, ...(await withRecordings(client, tripRequests))];
  await deleteAll(client, ids);
  return ids;
}

export interface RetentionReport {
  months: number;
  cutoff: string;
  deleted: string[];
}

/**
 * One retention run: reads the period from site settings, deletes the enquiries past it that
 * did not lead to a booking. `dryRun` reports without deleting.
 */
export async function runRetention(
  client: SanityClient,
  { now = new Date(), dryRun = false }: { now?: Date; dryRun?: boolean } = {},
): Promise<RetentionReport> {
  const setting = await client.fetch<unknown>(
    '*[_id == "siteSettings"][0].enquiryRetentionMonths',
    {},
    { perspective: 'published' },
  );
  const months = retentionMonths(setting);
  const cutoff = retentionCutoff(now, months);
  const enquiries = await client.fetch<(EnquiryAge & { recording?: string | null })[]>(
    '*[_type in $types]{_id, status, createdAt, _createdAt, "recording": recording.asset._ref}',
    { types: PERSONAL_TYPES },
    { perspective: 'raw' },
  );
  // A trip request's recording goes with it: the voice is as personal as the words.
  const expired = new Set(expiredEnquiryIds(enquiries, cutoff));
  const deleted = await withRecordings(
    client,
    enquiries.filter((row) => expired.has(row._id)),
  );
  if (!dryRun) await deleteAll(client, deleted);
  return { months, cutoff: cutoff.toISOString(), deleted };
}

/** What a run did, in a sentence for a log. */
export function retentionSummary(report: RetentionReport): string {
  const count = report.deleted.length;
  const enquiries = count === 0 ? 'no enquiries' : count === 1 ? '1 enquiry' : `${count} enquiries`;
  return `${enquiries} past ${report.months} months deleted (sent before ${report.cutoff})`;
}
