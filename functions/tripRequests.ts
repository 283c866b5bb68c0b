/**
 * POST /api/trip-requests: a trip described in the visitor's own words (issue 31, decision 068).
 * Stored as a private `tripRequest` document with what was read from it and whom it went to;
 * the e-mails it owes are sent by the outbox (functions/lib/tripRequestOutbox.ts).
 *
 * Answers (JSON, never cached), as POST /api/enquiries does:
 *   201 { id, state, extracted, routedTo }  stored (or already stored under this key)
 *   400 { error, fieldErrors }              not a JSON object, or fields to correct
 *   409 { error }                           the key already holds a request with other details
 *   405 / 413 / 415 { error }               other methods; a body over its limit; not JSON
 *                                           or a form
 *   413 / 415 { error, fieldErrors }        a recording too large, or whose bytes are no
 *                                           recording (nothing is stored)
 *   429 { error } + Retry-After             too many requests from this address or the site,
 *                                           told before the body is read
 *   503 { error }                           the content lake cannot take the write just now
 *   507 { error, fieldErrors }              recordings have used their storage budget
 * A multipart form (with an optional recording) is taken too: the page /plan-my-trip posts
 * through `acceptTripRequestForm`, the same steps with the same limits.
 */
import { randomUUID } from 'node:crypto';
import { environment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../shared/enquiryFields.ts';
import {
  MAX_RECORDING_BYTES,
  TRIP_REQUEST_FIELDS,
  type TripRequestFieldErrors,
} from '../shared/tripRequests/fields.ts';
import { addressBucket } from './lib/addressBucket.ts';
import { configuredWriteClient } from './lib/enquiryStore.ts';
import type { FunctionContext, FunctionHandler } from './lib/functionContext.ts';
import { readJsonBody } from './lib/jsonBody.ts';
import { createRecordingBudget, type RecordingBudget } from './lib/recordingBudget.ts';
import { recordingContainerOf, recordingFileName } from './lib/recordingContainer.ts';
import { BodyError, mediaTypeOf, readLimitedBody } from './lib/limitedBody.ts';
import { createRateLimiter, type RateLimiter } from './lib/rateLimiter.ts';
import { acceptTripRequest } from './lib/tripRequestIntake.ts';
import { deliverTripRequest, type Mailer } from './lib/tripRequestOutbox.ts';
import { configuredMailer } from './lib/mailer.ts';
import {
  NOT_A_RECORDING,
  RECORDING_TOO_LARGE,
  validateTripRequest,
  type ReceivedRecording,
  type RecordingUpload,
} from './lib/tripRequestSchema.ts';
import {
  createSanityTripRequestStore,
  TripRequestKeyInUse,
  TripRequestStoreUnavailable,
  type TripRequestDocument,
  type TripRequestStore,
} from './lib/tripRequestStore.ts';

export const config = { path: '/api/trip-requests' };

const MAX_JSON_BYTES = 32 * 1024;
/** The recording and the form's text, with room for multipart's own lines. */
const MAX_FORM_BYTES = MAX_RECORDING_BYTES + 64 * 1024;

/** What one attempt came to, for the JSON answer or the page. */
export type TripRequestOutcome =
  | { kind: 'stored'; document: TripRequestDocument }
  | { kind: 'dropped' }
  | { kind: 'invalid'; status: number; message: string; fieldErrors: TripRequestFieldErrors }
  | { kind: 'refused'; status: number; message: string; retryAfterSeconds?: number };

export interface TripRequestService {
  /**
   * The rate limits, taken before the body is read: a refusal, or undefined to go on (then
   * `accept` is called with `admitted`, so one attempt counts once).
   */
  admit(context?: FunctionContext): TripRequestOutcome | undefined;
  /** One attempt: `fields` as sent, an optional recording, the attempt's key if any. */
  accept(
    fields: Record<string, unknown>,
    recording: ReceivedRecording | undefined,
    suppliedKey: unknown,
    context?: FunctionContext,
    options?: { admitted?: boolean },
  ): Promise<TripRequestOutcome>;
}

export interface TripRequestServiceOptions {
  store: TripRequestStore;
  limiter: RateLimiter;
  siteLimiter?: RateLimiter;
  /** Sends the request's e-mails right away (none while unset); the outbox retries the rest. */
  mailer?: () => Mailer | undefined;
  /** What recordings may take in all; no ceiling unless given. */
  recordingBudget?: RecordingBudget;
  /**
   * Whether the store keeps recordings private (the embedded lake does; a hosted Sanity
   * dataset serves every asset publicly from its CDN, decision 094). When not, a recording is
   * refused rather than published; the words still go.
   */
  keepsRecordingsPrivate?: boolean;
  now?: () => Date;
}

/** The status a refused recording is answered with, from what its field says. */
function recordingStatus(fieldErrors: TripRequestFieldErrors): number {
  if (fieldErrors.recording === NOT_A_RECORDING) return 415;
  if (fieldErrors.recording === RECORDING_TOO_LARGE) return 413;
  return 400;
}

/** A recording judged by its bytes: stored under the server's name and type, or refused. */
async function judgedRecording(
  recording: ReceivedRecording,
): Promise<Pick<RecordingUpload, 'contentType' | 'bytes'> & { filename?: string }> {
  const container = await recordingContainerOf(recording.bytes);
  return container
    ? {
        contentType: container.mimeType,
        filename: recordingFileName(container),
        bytes: recording.bytes,
      }
    : { contentType: '', bytes: recording.bytes };
}

export function createTripRequestService({
  store,
  limiter,
  siteLimiter,
  mailer,
  recordingBudget,
  keepsRecordingsPrivate = true,
  now = () => new Date(),
}: TripRequestServiceOptions): TripRequestService {
  const admit = (context?: FunctionContext): TripRequestOutcome | undefined => {
    const own = limiter.take(addressBucket(context?.ip));
    const decision = own.allowed && siteLimiter ? siteLimiter.take('site') : own;
    if (decision.allowed) return undefined;
    return {
      kind: 'refused',
      status: 429,
      message: 'You have sent a lot of requests. Please wait a little and try again.',
      retryAfterSeconds: decision.retryAfterSeconds,
    };
  };
  return {
    admit,
    async accept(fields, received, suppliedKey, context, options) {
      const refusal = options?.admitted ? undefined : admit(context);
      if (refusal) return refusal;
      const key =
        suppliedKey === undefined || suppliedKey === null || suppliedKey === ''
          ? randomUUID()
          : suppliedKey;
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        return {
          kind: 'invalid',
          status: 400,
          message: `The ${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, - or _.`,
          fieldErrors: {},
        };
      }
      const honeypot = fields[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
        return { kind: 'dropped' };
      }
      const recording = received ? await judgedRecording(received) : undefined;
      const validation = validateTripRequest(fields, recording);
      if (!validation.ok) {
        return {
          kind: 'invalid',
          status: recordingStatus(validation.fieldErrors),
          message: 'Please check the highlighted fields.',
          fieldErrors: validation.fieldErrors,
        };
      }
      if (recording && !keepsRecordingsPrivate) {
        return {
          kind: 'invalid',
          status: 503,
          message: 'We cannot take recordings just now.',
          fieldErrors: {
            recording:
              'We cannot take recordings just now. Please describe your trip in words instead.',
          },
        };
      }
      try {
        if (recording && recordingBudget) {
          const used = await recordingBudget.used();
          if (used + recording.bytes.byteLength > recordingBudget.limitBytes) {
            await recordingBudget.refused();
            return {
              kind: 'invalid',
              status: 507,
              message: 'We cannot take recordings just now.',
              fieldErrors: {
                recording:
                  'We cannot take recordings just now. Please describe your trip in words instead; our team has been told.',
              },
            };
          }
        }
        const document = await acceptTripRequest(store, {
          details: validation.details,
          recording:
            recording?.filename === undefined
              ? undefined
              : { ...recording, filename: recording.filename },
          idempotencyKey: key,
          now: now(),
        });
        const sender = mailer?.();
        // A mail server that fails leaves the e-mails pending for the outbox; the request stands.
        if (sender) {
          await deliverTripRequest(sender, store, document, now()).catch((error: unknown) =>
            console.error('trip request e-mails not recorded:', error),
          );
        }
        return { kind: 'stored', document };
      } catch (error) {
        if (error instanceof TripRequestKeyInUse) {
          return {
            kind: 'refused',
            status: 409,
            message: 'This request was already sent with other details; send it as a new one.',
          };
        }
        if (error instanceof TripRequestStoreUnavailable) {
          console.error('trip request not stored:', error.message, error.cause ?? '');
          return {
            kind: 'refused',
            status: 503,
            message: 'Your request could not be saved just now. Please try again in a moment.',
          };
        }
        throw error;
      }
    },
  };
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The public view of a stored request: what was read and whom it went to, no e-mail log. */
export function storedAnswer(document: TripRequestDocument) {
  return {
    id: document._id,
    state: document.state,
    createdAt: document.createdAt,
    message: document.message,
    extracted: document.extracted,
    routedTo: document.routedTo.map((routing) => ({
      specialist: routing.specialist._ref,
      ...(routing.profile ? { profile: routing.profile._ref } : {}),
      routedAt: routing.routedAt,
    })),
    ...(document.replyBy ? { replyBy: document.replyBy } : {}),
  };
}

/** The page's multipart form, read once the rate limits have let the attempt in. */
export async function acceptTripRequestForm(
  service: TripRequestService,
  request: Request,
  context?: FunctionContext,
): Promise<{ outcome: TripRequestOutcome; fields: Record<string, unknown> }> {
  // Before a byte of the body is read: a refused attempt costs no upload.
  const refusal = service.admit(context);
  if (refusal) return { outcome: refusal, fields: {} };
  const form = await readTripRequestForm(request);
  const outcome = await service.accept(form.fields, form.recording, form.key, context, {
    admitted: true,
  });
  return { outcome, fields: form.fields };
}

function answer(outcome: TripRequestOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
      return json(201, storedAnswer(outcome.document));
    case 'dropped':
      return json(201, { id: `tripRequest.${randomUUID()}` });
    case 'invalid':
      return json(outcome.status, { error: outcome.message, fieldErrors: outcome.fieldErrors });
    case 'refused':
      return json(
        outcome.status,
        { error: outcome.message },
        outcome.retryAfterSeconds ? { 'retry-after': String(outcome.retryAfterSeconds) } : {},
      );
  }
}

async function acceptJson(
  service: TripRequestService,
  request: Request,
  context?: FunctionContext,
): Promise<Response> {
  const refusal = service.admit(context);
  if (refusal) return answer(refusal);
  const body = await readJsonBody(request, MAX_JSON_BYTES);
  if (!isRecord(body)) {
    return json(400, { error: 'The request must be a JSON object.', fieldErrors: {} });
  }
  const { place, ...rest } = body;
  return answer(
    await service.accept(
      { ...rest, placeHint: place },
      undefined,
      request.headers.get(IDEMPOTENCY_HEADER) ?? body.idempotencyKey,
      context,
      { admitted: true },
    ),
  );
}

/** The endpoint over a service: JSON, or the page's multipart form with a recording. */
export function createTripRequestsHandler(service: TripRequestService): FunctionHandler {
  return async function tripRequests(request, context) {
    if (request.method !== 'POST') {
      return json(405, { error: 'Only POST is accepted.' }, { allow: 'POST' });
    }
    try {
      const mediaType = mediaTypeOf(request);
      if (mediaType === 'application/json') return await acceptJson(service, request, context);
      if (mediaType === 'multipart/form-data') {
        return answer((await acceptTripRequestForm(service, request, context)).outcome);
      }
      return json(415, {
        error: 'Please send the request as application/json or multipart/form-data.',
      });
    } catch (error) {
      if (error instanceof BodyError)
        return json(error.status, { error: `Sorry, ${error.message}.` });
      console.error('trip requests failed', error);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}

/** The page's multipart form: its text fields and the recording's bytes, if one was attached. */
export async function readTripRequestForm(request: Request): Promise<{
  fields: Record<string, unknown>;
  recording?: ReceivedRecording;
  key: unknown;
}> {
  const contentType = request.headers.get('content-type') ?? '';
  const bytes = await readLimitedBody(request, MAX_FORM_BYTES);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BodyError(400, 'the form could not be read');
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : undefined;
  };
  const file = form.get(TRIP_REQUEST_FIELDS.recording);
  // Only the bytes: the name (often the visitor's own) and the type the browser claimed are
  // left behind; what the file is, and what it is called, the server decides.
  const recording =
    file instanceof File && file.size > 0
      ? { bytes: new Uint8Array(await file.arrayBuffer()) }
      : undefined;
  return {
    fields: {
      message: text(TRIP_REQUEST_FIELDS.message) ?? '',
      name: text(TRIP_REQUEST_FIELDS.name),
      email: text(TRIP_REQUEST_FIELDS.email),
      phone: text(TRIP_REQUEST_FIELDS.phone),
      consent: text(TRIP_REQUEST_FIELDS.consent) === 'yes',
      placeHint: text(TRIP_REQUEST_FIELDS.placeHint),
      specialist: text(TRIP_REQUEST_FIELDS.specialist),
      [HONEYPOT_FIELD]: text(HONEYPOT_FIELD),
    },
    recording,
    key: text(TRIP_REQUEST_FIELDS.idempotencyKey),
  };
}

let configuredService: TripRequestService | undefined;

/** The deployed service: the configured lake, mail server and rate limits. */
export function tripRequestService(): TripRequestService {
  const env = environment();
  const store = createSanityTripRequestStore(configuredWriteClient);
  configuredService ??= createTripRequestService({
    store,
    limiter: createRateLimiter({
      limit: env.ENQUIRY_RATE_LIMIT,
      windowSeconds: env.ENQUIRY_RATE_WINDOW,
    }),
    siteLimiter: createRateLimiter({
      limit: env.ENQUIRY_SITE_LIMIT ?? env.ENQUIRY_RATE_LIMIT * 10,
      windowSeconds: env.ENQUIRY_RATE_WINDOW,
    }),
    mailer: configuredMailer,
    // Hosted Sanity serves every dataset asset publicly, so recordings wait for a private store.
    keepsRecordingsPrivate: sanityConnection().local,
    recordingBudget: createRecordingBudget({
      limitBytes: env.RECORDINGS_BUDGET_MB * 1024 * 1024,
      used: () => store.storedRecordingBytes?.() ?? Promise.resolve(0),
      siteContact: () => store.siteContact(),
      mailer: configuredMailer,
    }),
  });
  return configuredService;
}

let configuredHandler: FunctionHandler | undefined;

export default function tripRequests(
  request: Request,
  context?: FunctionContext,
): Promise<Response> {
  configuredHandler ??= createTripRequestsHandler(tripRequestService());
  return configuredHandler(request, context);
}
