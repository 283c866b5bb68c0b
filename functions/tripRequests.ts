/**
 * POST /api/trip-requests: a trip described in the visitor's own words (issue 31, decision 068).
 * Stored as a private `tripRequest` document with what was read from it and whom it went to;
 * the e-mails it owes are sent by the outbox (features/notifications/outbox.ts).
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
 * A multipart form (with an optional recording) is taken too, as the page /plan-my-trip's own
 * post is: both through the trip requests feature (features/tripRequests/service.ts).
 */
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_HEADER } from '../features/enquiries/index.ts';
import {
  acceptTripRequestForm,
  storedAnswer,
  tripRequestService,
  type TripRequestOutcome,
  type TripRequestService,
} from '../features/tripRequests/index.ts';
import type { FunctionContext, FunctionHandler } from '../http/functionContext.ts';
import { json } from '../http/json.ts';
import { readJsonBody } from '../http/jsonBody.ts';
import { BodyError, mediaTypeOf } from '../http/requestBody.ts';
import { isRecord } from '../shared/isRecord.ts';

export const config = { path: '/api/trip-requests' };

const MAX_JSON_BYTES = 32 * 1024;

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

let configuredHandler: FunctionHandler | undefined;

export default function tripRequests(
  request: Request,
  context?: FunctionContext,
): Promise<Response> {
  configuredHandler ??= createTripRequestsHandler(tripRequestService());
  return configuredHandler(request, context);
}
