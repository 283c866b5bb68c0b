/**
 * The one way an enquiry is submitted, shared by POST /api/enquiries (the scripted forms) and
 * the forms' own post when no script ran: the rate limits (per visitor address, and for the
 * whole site), the idempotency key, the honeypot, the validation and the storage. Each caller
 * only reads its body and words the outcome for its visitor.
 */
import { randomUUID } from 'node:crypto';
import { configuredWriteClient } from '../../shared/writeClient.ts';
import { admitLead, leadBudgetsFromEnvironment } from '../../http/leadAdmission.ts';
import type { FunctionContext } from '../../http/functionContext.ts';
import type { RateLimiter } from '../../http/rateLimiter.ts';
import { HONEYPOT_FIELD, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './fields.ts';
import { validateEnquiry, type EnquiryFieldErrors } from './schema.ts';
import {
  createSanityEnquiryStore,
  EnquiryKeyInUse,
  EnquiryStoreUnavailable,
  type EnquiryStore,
} from './store.ts';

/** What one attempt came to, for the JSON answer or the page. */
export type EnquiryOutcome =
  | { kind: 'stored'; id: string }
  /** A filled honeypot: answered as stored, so a bot learns nothing, and dropped. */
  | { kind: 'dropped'; id: string }
  | { kind: 'invalid'; message: string; fieldErrors: EnquiryFieldErrors }
  /** 409: the key holds other details; 429: too many; 503: the lake cannot take the write. */
  | { kind: 'refused'; status: 409 | 429 | 503; message: string; retryAfterSeconds?: number };

export interface EnquiryService {
  /**
   * The rate limits, taken before the body is read: a refusal, or undefined to go on. Every
   * attempt counts, valid or not; a host that knows no address shares one budget.
   */
  admit(context?: FunctionContext): EnquiryOutcome | undefined;
  /** One admitted attempt: `fields` as sent, and the attempt's key if any. */
  submit(fields: Record<string, unknown>, suppliedKey: unknown): Promise<EnquiryOutcome>;
}

export interface EnquiryServiceOptions {
  store: EnquiryStore;
  limiter: RateLimiter;
  /** One budget for every address together, so a flood from one shared address has a ceiling. */
  siteLimiter?: RateLimiter;
  now?: () => Date;
}

type KeyResult = { ok: true; key: string } | { ok: false };

/** A key as sent; none starts a new attempt. */
function idempotencyKey(supplied: unknown): KeyResult {
  if (supplied === undefined || supplied === null || supplied === '') {
    return { ok: true, key: randomUUID() };
  }
  return typeof supplied === 'string' && IDEMPOTENCY_KEY_PATTERN.test(supplied)
    ? { ok: true, key: supplied }
    : { ok: false };
}

export function createEnquiryService({
  store,
  limiter,
  siteLimiter,
  now = () => new Date(),
}: EnquiryServiceOptions): EnquiryService {
  return {
    admit(context) {
      const decision = admitLead({ limiter, siteLimiter }, context);
      if (decision.allowed) return undefined;
      return {
        kind: 'refused',
        status: 429,
        message: 'You have sent a lot of enquiries. Please wait a little and try again.',
        retryAfterSeconds: decision.retryAfterSeconds,
      };
    },
    async submit(fields, suppliedKey) {
      const key = idempotencyKey(suppliedKey);
      if (!key.ok) {
        return {
          kind: 'invalid',
          message: `The ${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, - or _.`,
          fieldErrors: {},
        };
      }
      const honeypot = fields[HONEYPOT_FIELD];
      if (typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot != null) {
        return { kind: 'dropped', id: `enquiry.${key.key}` };
      }
      const validation = validateEnquiry(fields);
      if (!validation.ok) {
        return {
          kind: 'invalid',
          message: 'Please check the highlighted fields.',
          fieldErrors: validation.fieldErrors,
        };
      }
      try {
        const { id } = await store.save(validation.enquiry, key.key, now());
        return { kind: 'stored', id };
      } catch (error) {
        if (error instanceof EnquiryKeyInUse) {
          return {
            kind: 'refused',
            status: 409,
            message: 'This form attempt was already sent with other details; send it as a new one.',
          };
        }
        if (error instanceof EnquiryStoreUnavailable) {
          console.error('enquiry not stored:', error.message, error.cause ?? '');
          return {
            kind: 'refused',
            status: 503,
            message: 'Your enquiry could not be saved just now. Please try again in a moment.',
          };
        }
        throw error;
      }
    },
  };
}

let configured: EnquiryService | undefined;

/** The deployed service: the configured lake, and the rate limits read from the environment. */
export function enquiryService(): EnquiryService {
  configured ??= createEnquiryService({
    store: createSanityEnquiryStore(configuredWriteClient),
    ...leadBudgetsFromEnvironment(),
  });
  return configured;
}
