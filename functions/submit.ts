/**
 * Payment gateway callback: the gateway posts `responseStatus` and `transactionID` as a form;
 * the visitor is sent home, where the payment popup shows the result.
 * A web-standard handler, so the same file runs under the local host and a serverless platform.
 *
 * Without a gateway secret, the result travels as `?status=…&ref=…`. With one
 * (`PAYMENT_GATEWAY_SECRET`, shared/paymentToken.ts), the callback must carry `timestamp` (Unix
 * seconds) and `signature`, the HMAC the secret makes of its status, transaction id and
 * timestamp, signed within the last five minutes; the result travels as a short-lived signed
 * `?payment=…` the home page shows once; a plain `?status=` is then ignored. The same callback
 * posted again within its minutes (a retry) is answered as the first was, with the same result,
 * which the home page has then shown already; later it is refused as a replay.
 * Either way a transaction id is passed on only when it looks like one (letters, digits, '-'
 * and '_', up to 64; shared/gatewayReference.ts), so no made-up text reaches the page.
 *
 * Answers (every failure body reads 'Error in submit function: {message}', the message ours):
 *   302  home with the result (ref or the token's reference left out when not a transaction id)
 *   400  responseStatus missing or not a whole number; unreadable form
 *   401  a gateway secret is configured and the signature is missing or wrong, or the
 *        callback was signed more than five minutes ago (a replay)
 *   405  any method but POST          413  body over 16 KB
 *   415  not a form (urlencoded or multipart)                500  anything unexpected
 */
import { environment } from '../shared/environment.ts';
import { gatewayReference } from '../shared/gatewayReference.ts';
import {
  callbackId,
  isFreshCallback,
  isGatewaySigned,
  signPaymentToken,
} from '../shared/paymentToken.ts';
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
        const callback = {
          status,
          reference: sent,
          timestamp: form.get('timestamp')?.trim() ?? '',
        };
        if (!isGatewaySigned(secret, callback, form.get('signature')?.trim() ?? '')) {
          return failure(401, 'the payment callback is not signed by the gateway');
        }
        const at = now();
        if (!isFreshCallback(callback.timestamp, at)) {
          return failure(401, 'the payment callback has expired');
        }
        const payment = { code: Number(status), reference };
        const token = signPaymentToken(secret, payment, callbackId(callback), at);
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
