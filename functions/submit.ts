/**
 * Payment gateway callback: the gateway posts `responseStatus` and `transactionID` as a form;
 * the visitor is sent home, where the payment popup shows the result. What the result means,
 * and the signature check when a gateway secret is set, are the payments feature's
 * (features/payments/paymentResult.ts); this handler reads the form and answers.
 * A web-standard handler, so the same file runs under the local host and a serverless platform.
 *
 * Answers (every failure body reads 'Error in submit function: {message}', the message ours):
 *   302  home with the result (ref or the token's reference left out when not a transaction id)
 *   400  responseStatus missing or not a whole number; unreadable form
 *   401  a gateway secret is configured and the signature is missing or wrong, or the
 *        callback was signed more than five minutes ago (a replay)
 *   405  any method but POST          413  body over 16 KB
 *   415  not a form (urlencoded or multipart)                500  anything unexpected
 */
import { paymentResultOf } from '../features/payments/index.ts';
import { readFormBody } from '../http/formBody.ts';
import { BodyError } from '../http/requestBody.ts';
import { environment } from '../shared/environment.ts';

export const config = { path: '/submit' };

const MAX_BODY_BYTES = 16 * 1024;

function failure(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`Error in submit function: ${message}`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });
}

export interface SubmitOptions {
  /** The gateway secret; undefined accepts unsigned callbacks. */
  secret: string | undefined;
  now?: () => number;
}

export function createSubmit({ secret, now = Date.now }: SubmitOptions) {
  return async function submit(request: Request): Promise<Response> {
    if (request.method !== 'POST') {
      return failure(405, 'only POST is accepted', { allow: 'POST' });
    }
    try {
      const form = await readFormBody(request, MAX_BODY_BYTES);
      const result = paymentResultOf(form, { secret, now });
      if (!result.ok) return failure(result.status, result.message);
      return new Response(null, {
        status: 302,
        headers: { location: result.location, 'cache-control': 'no-store' },
      });
    } catch (error) {
      if (error instanceof BodyError) return failure(error.status, error.message);
      console.error('submit failed', error);
      return failure(500, 'the payment result could not be read');
    }
  };
}

/** The deployed handler: the gateway secret read from the environment on each call. */
export default function submit(request: Request): Promise<Response> {
  return createSubmit({ secret: environment().PAYMENT_GATEWAY_SECRET })(request);
}
