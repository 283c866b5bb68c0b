/**
 * Payment gateway callback: the gateway posts `responseStatus` and `transactionID` as a form;
 * the visitor is sent home, where the payment popup shows the result.
 * A web-standard handler, so the same file runs under the local host and a serverless platform.
 *
 * Without a gateway secret, the result travels as `?status=…&ref=…`. With one
 * (`PAYMENT_GATEWAY_SECRET`, shared/paymentToken.ts), the callback must carry `signature`, the
 * HMAC the secret makes of its status and transaction id, and the result travels as a
 * short-lived signed `?payment=…` the home page checks; a plain `?status=` is then ignored.
 * Either way a transaction id is passed on only when it looks like one (letters, digits, '-'
 * and '_', up to 64; shared/gatewayReference.ts), so no made-up text reaches the page.
 *
 * Answers (every failure body reads 'Error in submit function: {message}', the message ours):
 *   302  home with the result (ref or the token's reference left out when not a transaction id)
 *   400  responseStatus missing or not a whole number; unreadable form
 *   401  a gateway secret is configured and the signature is missing or wrong
 *   405  any method but POST          413  body over 16 KB
 *   415  not a form (urlencoded or multipart)                500  anything unexpected
 */
import { environment } from '../shared/environment.ts';
import { gatewayReference } from '../shared/gatewayReference.ts';
import { isGatewaySigned, signPaymentToken } from '../shared/paymentToken.ts';
import { readFormBody } from './lib/formBody.ts';
import { BodyError } from './lib/limitedBody.ts';

export const config = { path: '/submit' };

const MAX_BODY_BYTES = 16 * 1024;
// Whole numbers only; the home page decides which of them it shows (0 to 5).
const STATUS_PATTERN = /^-?\d{1,9}$/;

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

/** The address the visitor lands on without a secret: home, carrying the plain result. */
export function paymentResultLocation(status: string, reference: string | undefined): string {
  const query = `status=${encodeURIComponent(status)}`;
  return reference === undefined ? `/?${query}` : `/?${query}&ref=${encodeURIComponent(reference)}`;
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
      const status = form.get('responseStatus')?.trim() ?? '';
      const sent = form.get('transactionID')?.trim() ?? '';
      if (!STATUS_PATTERN.test(status)) {
        return failure(400, 'responseStatus must be a whole number');
      }
      const reference = gatewayReference(sent);
      let location = paymentResultLocation(status, reference);
      if (secret) {
        // The signature covers what the gateway sent, before anything is left out.
        if (!isGatewaySigned(secret, status, sent, form.get('signature')?.trim() ?? '')) {
          return failure(401, 'the payment callback is not signed by the gateway');
        }
        const token = signPaymentToken(secret, { code: Number(status), reference }, now());
        location = `/?payment=${token}`;
      }
      return new Response(null, {
        status: 302,
        headers: { location, 'cache-control': 'no-store' },
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
