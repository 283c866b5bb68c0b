/**
 * Sends an enquiry from the booking popup or a callback form to POST /api/enquiries and turns
 * the answer into something a form can show. Each form attempt carries one idempotency key, kept
 * across retries until the enquiry is stored, so a retried or double-clicked submit stores one.
 */
import {
  ENQUIRY_LIMITS,
  ENQUIRY_REGIONS,
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  MAX_ENQUIRY_MONTHS,
  type EnquiryFieldErrors,
  type EnquiryPayload,
} from '../../features/enquiries/browser.ts';
import { isRecord } from '../../shared/isRecord.ts';

export { ENQUIRY_LIMITS, ENQUIRY_REGIONS, HONEYPOT_FIELD, MAX_ENQUIRY_MONTHS };
export type { EnquiryFieldErrors, EnquiryPayload };

export const ENQUIRIES_ENDPOINT = '/api/enquiries';

export type EnquiryResult =
  | { kind: 'ok'; id: string }
  | { kind: 'fieldErrors'; message: string; fieldErrors: EnquiryFieldErrors }
  | { kind: 'rateLimited'; message: string; retryAfterSeconds: number }
  | { kind: 'failed'; message: string };

export const FAILED_MESSAGE =
  'Sorry, your enquiry could not be sent. Your details are still here: please try again.';

const DEFAULT_TIMEOUT_MS = 15_000;

/** A fresh key: 32 hex characters from the browser's (or Node's) secure random source. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a form says when its visitor has sent too many in a short time. */
export function rateLimitedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds <= 60 ? 'a minute' : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `You have sent several enquiries in a short time. Please try again in ${wait}.`;
}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return isRecord(body) ? body : {};
  } catch {
    return {};
  }
}

function stringsOnly(value: unknown): EnquiryFieldErrors {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  ) as EnquiryFieldErrors;
}

/** What an answer from POST /api/enquiries means for the form. */
export async function enquiryResultOf(response: Response): Promise<SentResult> {
  if (response.status === 409) return { kind: 'keyInUse' };
  const body = await readJson(response);
  if (response.status === 201 && typeof body.id === 'string') return { kind: 'ok', id: body.id };
  if (response.status === 400) {
    const fieldErrors = stringsOnly(body.fieldErrors);
    if (Object.keys(fieldErrors).length > 0) {
      const message =
        typeof body.error === 'string' ? body.error : 'Please check the highlighted fields.';
      return { kind: 'fieldErrors', message, fieldErrors };
    }
  }
  if (response.status === 429) {
    const seconds = Number(response.headers.get('retry-after'));
    const retryAfterSeconds = Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
    return { kind: 'rateLimited', message: rateLimitedMessage(retryAfterSeconds), retryAfterSeconds };
  }
  return { kind: 'failed', message: FAILED_MESSAGE };
}

export interface SubmitOptions {
  idempotencyKey: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

/** An answer only the sender sees: the key already holds other details. */
type SentResult = EnquiryResult | { kind: 'keyInUse' };

/** Posts one enquiry; never throws: network failures and time-outs come back as 'failed'. */
export async function submitEnquiry(
  payload: EnquiryPayload,
  { idempotencyKey, fetcher = fetch, timeoutMs = DEFAULT_TIMEOUT_MS }: SubmitOptions,
): Promise<SentResult> {
  try {
    const response = await fetcher(ENQUIRIES_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: idempotencyKey },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return await enquiryResultOf(response);
  } catch {
    return { kind: 'failed', message: FAILED_MESSAGE };
  }
}

export interface EnquirySender {
  /** Sends with this attempt's key; after a stored enquiry the next send starts a new attempt. */
  send(payload: EnquiryPayload): Promise<EnquiryResult>;
}

/**
 * One per form: keeps the attempt's key across retries, and a new one once it was stored. A key
 * the server says already holds other details (409: an attempt stored although its answer was
 * lost, then corrected by the visitor) starts a new attempt at once, so the corrections arrive.
 */
export function createEnquirySender(
  options: Omit<SubmitOptions, 'idempotencyKey'> = {},
): EnquirySender {
  let idempotencyKey = newIdempotencyKey();
  return {
    async send(payload) {
      let result = await submitEnquiry(payload, { ...options, idempotencyKey });
      if (result.kind === 'keyInUse') {
        idempotencyKey = newIdempotencyKey();
        result = await submitEnquiry(payload, { ...options, idempotencyKey });
      }
      if (result.kind === 'ok') idempotencyKey = newIdempotencyKey();
      // A second 409 is not expected from a fresh key; the form shows the usual failure.
      return result.kind === 'keyInUse' ? { kind: 'failed', message: FAILED_MESSAGE } : result;
    },
  };
}
