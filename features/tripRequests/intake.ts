/**
 * A trip request from arrival to the content store (decision 068): read the words, decide who
 * answers, and store the request with every e-mail it owes as "pending". Sending is a separate
 * step (the outbox), so a mail server that is down never costs a request: whatever is stored
 * is sent later, by whichever process runs the outbox next.
 */
import { replyBy, replyPromiseOf } from '../specialists/index.ts';
import { extractTrip } from './extract.ts';
import { pendingEmail, RECENT_DAYS } from './manualRouting.ts';
import { routeRequest, routingReading } from './routing.ts';
import { storedReading } from './storedReading.ts';
import type { RecordingUpload, TripRequestDetails } from './schema.ts';
import {
  sameTripRequestDetails,
  TripRequestKeyInUse,
  tripRequestDocumentId,
  type EmailDelivery,
  type Specialist,
  type TripRequestDocument,
  type TripRequestStore,
} from './store.ts';

export interface IntakeInput {
  details: TripRequestDetails;
  recording?: RecordingUpload;
  idempotencyKey: string;
  now: Date;
}

/**
 * Acknowledgements one address is sent in a day, at most. The forms take any address, so without
 * a bound they would mail a stranger as often as someone cared to submit; a person planning a
 * trip rarely sends more than one or two. Counted from the requests stored in the content lake,
 * so the count holds across restarts and across the serverless functions' instances.
 */
export const MAX_ACKNOWLEDGEMENTS_PER_DAY = 3;
const DAY_MS = 24 * 60 * 60_000;

/**
 * The e-mails a routed request owes: each specialist, and the visitor's acknowledgement unless
 * `acknowledge` is false (the address has had its day's acknowledgements).
 */
export function routedEmails(
  specialists: readonly Specialist[],
  visitor: string,
  now: Date,
  acknowledge = true,
): EmailDelivery[] {
  return [
    ...specialists.map((specialist) =>
      pendingEmail('specialist', specialist.email, now, specialist),
    ),
    ...(acknowledge ? [pendingEmail('acknowledgement', visitor, now)] : []),
  ];
}

/** Stores the request (once per key) and answers the stored document. */
export async function acceptTripRequest(
  store: TripRequestStore,
  { details, recording, idempotencyKey, now }: IntakeInput,
): Promise<TripRequestDocument> {
  const id = tripRequestDocumentId(idempotencyKey);
  const existing = await store.find(id);
  if (existing) {
    if (!sameTripRequestDetails(existing, details)) throw new TripRequestKeyInUse(id);
    return existing;
  }

  const extracted = extractTrip(details.message, await store.gazetteer(), now);
  const team = await store.specialists(new Date(now.getTime() - RECENT_DAYS * 86_400_000));
  // A request sent from a specialist's page asks for them (routing passes it on while away).
  const asked = details.specialist
    ? team.find((one) => one.profileSlug === details.specialist)?.id
    : undefined;
  const outcome = routeRequest(
    { ...routingReading(extracted, details.message !== ''), preferredSpecialistId: asked },
    team,
  );
  const chosen =
    outcome.kind === 'routed'
      ? outcome.specialistIds.flatMap((specialistId) =>
          team.filter((one) => one.id === specialistId),
        )
      : [];
  const contact = await store.siteContact();
  const teamAddress = outcome.kind === 'routed' ? undefined : contact.email;
  const acknowledge =
    (await store.acknowledgementsSince(details.email, new Date(now.getTime() - DAY_MS))) <
    MAX_ACKNOWLEDGEMENTS_PER_DAY;
  const assetId = recording ? await store.uploadRecording(recording) : undefined;

  const document: TripRequestDocument = {
    _id: id,
    _type: 'tripRequest',
    idempotencyKey,
    createdAt: now.toISOString(),
    state: outcome.kind,
    ...(outcome.kind === 'needs-a-person' ? { moderationReason: outcome.reason } : {}),
    message: details.message,
    name: details.name,
    email: details.email,
    ...(details.phone ? { phone: details.phone } : {}),
    ...(details.placeHint ? { placeHint: details.placeHint } : {}),
    ...(asked ? { askedFor: { _type: 'reference' as const, _ref: asked } } : {}),
    consent: details.consent,
    ...(assetId
      ? { recording: { _type: 'file', asset: { _type: 'reference', _ref: assetId } } }
      : {}),
    extracted: storedReading(extracted),
    routedTo: chosen.map((specialist) => ({
      _key: specialist.id.replace(/[^A-Za-z0-9_-]/g, '-'),
      _type: 'routing',
      specialist: { _type: 'reference', _ref: specialist.id },
      name: specialist.name,
      ...(specialist.profileId
        ? { profile: { _type: 'reference' as const, _ref: specialist.profileId } }
        : {}),
      routedAt: now.toISOString(),
    })),
    // The promise the visitor is given, kept with the request so its owner and the team can
    // see when it falls due, whatever the settings say later.
    replyBy: replyBy(now, replyPromiseOf(contact.replyPromise)).toISOString(),
    // A request waiting for a person tells the team, so it does not wait for someone to look.
    emails: [
      ...routedEmails(chosen, details.email, now, acknowledge).filter(
        (email) => outcome.kind === 'routed' || email.kind === 'acknowledgement',
      ),
      ...(teamAddress ? [pendingEmail('team', teamAddress, now)] : []),
    ],
  };
  if ((await store.create(document)) === 'exists') {
    // Another attempt with this key won the race: answer what it stored.
    const stored = await store.find(id);
    if (!stored || !sameTripRequestDetails(stored, details)) throw new TripRequestKeyInUse(id);
    return stored;
  }
  return document;
}
