/**
 * POST /api/enquiries: a lead from the booking popup or a callback form, stored as an `enquiry`
 * document for the business (docs/content-model.md). A web-standard handler, like submit.ts.
 *
 * Answers (JSON, never cached):
 *   201 { id }                        stored (or already stored under this idempotency key)
 *   400 { error, fieldErrors }        not a JSON object, or fields the visitor must correct
 *   409 { error }                     the idempotency key already holds an enquiry with other
 *                                     details (a retry must send the same details, or a new key)
 *   405 / 413 / 415 { error }         other methods; a body over 16 KB; not application/json
 *   429 { error } + Retry-After       this address sent more than ENQUIRY_RATE_LIMIT requests
 *                                     in ENQUIRY_RATE_WINDOW seconds (defaults 30 in 600), or
 *                                     the whole site more than ENQUIRY_SITE_LIMIT (default 10x)
 *   503 { error }                     the content lake cannot take the write just now
 *   500 { error }                     anything unexpected
 * A filled honeypot field is answered 201 and dropped, so a bot learns nothing.
 * A stored enquiry owes the team a notice (kept on it as `emails`); the trip-request outbox sends
 * it within a minute, with retries, so a mail server that is down never costs a lead.
 */
import { randomUUID } from 'node:crypto';
import { addressBucket } from './lib/addressBucket.ts';
import {
  HONEYPOT_FIELD,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
} from '../shared/enquiryFields.ts';
import { validateEnquiry, type EnquiryFieldErrors } from './lib/enquirySchema.ts';
import {
  configuredWriteClient,
  createSanityEnquiryStore,
  EnquiryKeyInUse,
  EnquiryStoreUnavailable,
  type EnquiryStore,
} from './lib/enquiryStore.ts';
import type { FunctionContext, FunctionHandler } from './lib/functionContext.ts';
import { readJsonBody } from './lib/jsonBody.ts';
import { BodyError } from './lib/limitedBody.ts';
import { createRateLimiter, type RateLimiter } from './lib/rateLimiter.ts';
import { environment } from '../shared/environment.ts';

export const config = { path: '/api/enquiries' };

const MAX_BODY_BYTES = 16 * 1024;

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

function badRequest(error: string, fieldErrors: EnquiryFieldErrors = {}): Response {
  return json(400, { error, fieldErrors });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

type KeyResult = { ok: true; key: string } | { ok: false };

/** The header wins; a body field is accepted for clients that cannot set headers. */
function idempotencyKey(request: Request, body: Record<string, unknown>): KeyResult {
  const supplied = request.headers.get(IDEMPOTENCY_HEADER) ?? body.idempotencyKey;
  if (supplied === undefined || supplied === null || supplied === '') {
    return { ok: true, key: randomUUID() };
  }
  return typeof supplied === 'string' && IDEMPOTENCY_KEY_PATTERN.test(supplied)
    ? { ok: true, key: supplied }
    : { ok: false };
}

export interface EnquiriesHandlerOptions {
  store: EnquiryStore;
  limiter: RateLimiter;
  /** One budget for every address together, so a flood from one shared address has a ceiling. */
  siteLimiter?: RateLimiter;
  now?: () => Date;
}

export function createEnquiriesHandler({
  store,
  limiter,
  siteLimiter,
  now = () => new Date(),
}: EnquiriesHandlerOptions): FunctionHandler {
  return async function enquiries(request: Request, context?: FunctionContext) {
    if (request.method !== 'POST') {
      return json(405, { error: 'Only POST is accepted.' }, { allow: 'POST' });
    }
    try {
      // Every attempt counts, valid or not; a host that knows no address shares one budget.
      const own = limiter.take(addressBucket(context?.ip));
      // The site's ceiling counts only what an address's own budget let through.
      const decision = own.allowed && siteLimiter ? siteLimiter.take('site') : own;
      if (!decision.allowed) {
        return json(
          429,
          { error: 'You have sent a lot of enquiries. Please wait a little and try again.' },
          { 'retry-after': String(decision.retryAfterSeconds) },
        );
      }

      const body = await readJsonBody(request, MAX_BODY_BYTES);
      if (!isRecord(body)) return badRequest('The enquiry must be a JSON object.');
      const key = idempotencyKey(request, body);
      if (!key.ok) {
        return badRequest(`The ${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, - or _.`);
      }

      const honeypot = body[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
        return json(201, { id: `enquiry.${key.key}` });
      }

      const validation = validateEnquiry(body);
      if (!validation.ok) {
        return badRequest('Please check the highlighted fields.', validation.fieldErrors);
      }
      const { id } = await store.save(validation.enquiry, key.key, now());
      return json(201, { id });
    } catch (error) {
      if (error instanceof BodyError)
        return json(error.status, { error: `Sorry, ${error.message}.` });
      if (error instanceof EnquiryKeyInUse) {
        return json(409, {
          error: 'This form attempt was already sent with other details; send it as a new one.',
        });
      }
      if (error instanceof EnquiryStoreUnavailable) {
        console.error('enquiry not stored:', error.message, error.cause ?? '');
        return json(503, {
          error: 'Your enquiry could not be saved just now. Please try again in a moment.',
        });
      }
      console.error('enquiries failed', error);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}

let configured: FunctionHandler | undefined;

/** The deployed handler: the configured lake, and the rate limit read from the environment. */
export default function enquiries(request: Request, context?: FunctionContext): Promise<Response> {
  configured ??= createEnquiriesHandler({
    store: createSanityEnquiryStore(configuredWriteClient),
    limiter: createRateLimiter({
      limit: environment().ENQUIRY_RATE_LIMIT,
      windowSeconds: environment().ENQUIRY_RATE_WINDOW,
    }),
    siteLimiter: createRateLimiter({
      // Unset: ten visitors' worth, generous for real traffic and for the browser tests.
      limit: environment().ENQUIRY_SITE_LIMIT ?? environment().ENQUIRY_RATE_LIMIT * 10,
      windowSeconds: environment().ENQUIRY_RATE_WINDOW,
    }),
  });
  return configured(request, context);
}
