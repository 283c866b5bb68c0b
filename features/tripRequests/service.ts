/**
 * A trip request's one way in (issue 31, decision 068), shared by POST /api/trip-requests and
 * the page /plan-my-trip's own post: the rate limits (before the body is read), the
 * idempotency key, the honeypot, the recording judged by its bytes and its storage budget, the
 * reading and routing (intake.ts), the storage, and the e-mails it owes, sent at once when a
 * mail server is configured and otherwise by the team-notice outbox. The page posts through
 * `acceptTripRequestForm`, the same steps with the same limits.
 */
import { randomUUID } from 'node:crypto';
import { environment } from '../../shared/environment.ts';
import { sanityConnection } from '../../shared/sanityConfig.ts';
import { configuredWriteClient } from '../../shared/writeClient.ts';
import { admitLead, leadBudgetsFromEnvironment } from '../../http/leadAdmission.ts';
import type { FunctionContext } from '../../http/functionContext.ts';
import type { RateLimiter } from '../../http/rateLimiter.ts';
import { readFormData } from '../../http/requestBody.ts';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '../enquiries/index.ts';
import { configuredMailer, type Mailer } from '../notifications/index.ts';
import { MAX_RECORDING_BYTES, TRIP_REQUEST_FIELDS, type TripRequestFieldErrors } from './fields.ts';
import { acceptTripRequest } from './intake.ts';
import { deliverTripRequest } from './notices.ts';
import { createRecordingBudget, type RecordingBudget } from './recordingBudget.ts';
import { recordingContainerOf, recordingFileName } from './recordingContainer.ts';
import {
  NOT_A_RECORDING,
  RECORDING_TOO_LARGE,
  validateTripRequest,
  type ReceivedRecording,
  type RecordingUpload,
} from './schema.ts';
import {
  createSanityTripRequestStore,
  TripRequestKeyInUse,
  TripRequestStoreUnavailable,
  type TripRequestDocument,
  type TripRequestStore,
} from './store.ts';

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
    const decision = admitLead({ limiter, siteLimiter }, context);
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

/** The page's multipart form: its text fields and the recording's bytes, if one was attached. */
export async function readTripRequestForm(request: Request): Promise<{
  fields: Record<string, unknown>;
  recording?: ReceivedRecording;
  key: unknown;
}> {
  const form = await readFormData(request, MAX_FORM_BYTES);
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
    ...leadBudgetsFromEnvironment(),
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
