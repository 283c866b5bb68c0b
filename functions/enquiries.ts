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
 * A stored enquiry owes the team a notice (kept on it as `emails`); the team-notice outbox sends
 * it within a minute, with retries, so a mail server that is down never costs a lead.
 * The steps are the enquiries feature's (features/enquiries/service.ts), which the forms' own
 * post without script takes too; this handler reads the JSON and words the answer.
 */
import {
  createEnquiryService,
  enquiryService,
  IDEMPOTENCY_HEADER,
  type EnquiryOutcome,
  type EnquiryService,
  type EnquiryServiceOptions,
} from '../features/enquiries/index.ts';
import type { FunctionContext, FunctionHandler } from '../http/functionContext.ts';
import { json } from '../http/json.ts';
import { readJsonBody } from '../http/jsonBody.ts';
import { BodyError } from '../http/requestBody.ts';
import { isRecord } from '../shared/isRecord.ts';

export const config = { path: '/api/enquiries' };

const MAX_BODY_BYTES = 16 * 1024;

function answer(outcome: EnquiryOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
    case 'dropped':
      return json(201, { id: outcome.id });
    case 'invalid':
      return json(400, { error: outcome.message, fieldErrors: outcome.fieldErrors });
    case 'refused':
      return json(
        outcome.status,
        { error: outcome.message },
        outcome.retryAfterSeconds === undefined
          ? {}
          : { 'retry-after': String(outcome.retryAfterSeconds) },
      );
  }
}

/** The endpoint over a service: the JSON the scripted forms send. */
export function enquiriesHandlerFor(service: EnquiryService): FunctionHandler {
  return async function enquiries(request: Request, context?: FunctionContext) {
    if (request.method !== 'POST') {
      return json(405, { error: 'Only POST is accepted.' }, { allow: 'POST' });
    }
    try {
      const refusal = service.admit(context);
      if (refusal) return answer(refusal);
      const body = await readJsonBody(request, MAX_BODY_BYTES);
      if (!isRecord(body)) {
        return json(400, { error: 'The enquiry must be a JSON object.', fieldErrors: {} });
      }
      // The header wins; a body field is accepted for clients that cannot set headers.
      const key = request.headers.get(IDEMPOTENCY_HEADER) ?? body.idempotencyKey;
      return answer(await service.submit(body, key));
    } catch (error) {
      if (error instanceof BodyError) {
        return json(error.status, { error: `Sorry, ${error.message}.` });
      }
      console.error('enquiries failed', error);
      return json(500, { error: 'Something went wrong on our side. Please try again.' });
    }
  };
}

/** The endpoint over a service made of these parts (a store, the rate limits). */
export function createEnquiriesHandler(options: EnquiryServiceOptions): FunctionHandler {
  return enquiriesHandlerFor(createEnquiryService(options));
}

let configured: FunctionHandler | undefined;

/** The deployed handler: the configured lake, and the rate limit read from the environment. */
export default function enquiries(request: Request, context?: FunctionContext): Promise<Response> {
  configured ??= enquiriesHandlerFor(enquiryService());
  return configured(request, context);
}
