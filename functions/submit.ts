/**
 * Payment gateway callback: the gateway posts `responseStatus` and `transactionID`
 * as a form; the visitor is sent home with `?status=…&ref=…`, where the payment popup reads them.
 * A web-standard handler, so the same file runs under the local host and a serverless platform.
 *
 * Answers (every failure body reads 'Error in submit function: {message}', the message ours):
 *   302  to /?status={responseStatus}&ref={transactionID}, both URL-encoded (ref left out when empty)
 *   400  responseStatus missing or not a whole number; transactionID not 1–128 printable ASCII
 *        characters (so CR/LF or control characters never reach the address); unreadable form
 *   405  any method but POST          413  body over 16 KB
 *   415  not a form (urlencoded or multipart)                500  anything unexpected
 */
import { readFormBody } from './lib/formBody.ts';
import { BodyError } from './lib/limitedBody.ts';

export const config = { path: '/submit' };

const MAX_BODY_BYTES = 16 * 1024;
// Whole numbers only; the home page decides which of them it shows (0 to 5).
const STATUS_PATTERN = /^-?\d{1,9}$/;
// Printable ASCII only: a reference is echoed into an address, never anything that could end it.
const REFERENCE_PATTERN = /^[\x20-\x7e]{1,128}$/;

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

/** The address the visitor lands on: home, carrying the payment result for the popup. */
export function paymentResultLocation(status: string, reference: string): string {
  const query = `status=${encodeURIComponent(status)}`;
  return reference === '' ? `/?${query}` : `/?${query}&ref=${encodeURIComponent(reference)}`;
}

export default async function submit(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return failure(405, 'only POST is accepted', { allow: 'POST' });
  }
  try {
    const form = await readFormBody(request, MAX_BODY_BYTES);
    const status = form.get('responseStatus')?.trim() ?? '';
    const reference = form.get('transactionID')?.trim() ?? '';
    if (!STATUS_PATTERN.test(status)) {
      return failure(400, 'responseStatus must be a whole number');
    }
    if (reference !== '' && !REFERENCE_PATTERN.test(reference)) {
      return failure(400, 'transactionID must be 1 to 128 printable characters');
    }
    return new Response(null, {
      status: 302,
      headers: { location: paymentResultLocation(status, reference), 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof BodyError) return failure(error.status, error.message);
    console.error('submit failed', error);
    return failure(500, 'the payment result could not be read');
  }
}
