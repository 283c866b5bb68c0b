/**
 * Payment gateway callback (spec §4, §7): the gateway posts `responseStatus` and `transactionID`
 * as a form; the visitor is sent home with `?status=…&ref=…`, where the payment popup reads them.
 * A web-standard handler, so the same file runs under the local host and a serverless platform.
 */
import { readFormBody, FormBodyError } from './lib/formBody.ts';

export const config = { path: '/submit' };

const MAX_BODY_BYTES = 16 * 1024;
const STATUS_PATTERN = /^-?\d{1,9}$/;
// Printable ASCII only: a reference is echoed into a URL, never into a header of its own.
const REFERENCE_PATTERN = /^[\x20-\x7e]{1,128}$/;

function failure(status: number, message: string): Response {
  return new Response(`Error in submit function: ${message}`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export default async function submit(request: Request): Promise<Response> {
  if (request.method !== 'POST') {
    return new Response('Method not allowed', { status: 405, headers: { allow: 'POST' } });
  }
  try {
    const form = await readFormBody(request, MAX_BODY_BYTES);
    const status = form.get('responseStatus')?.trim() ?? '';
    const reference = form.get('transactionID')?.trim() ?? '';
    if (!STATUS_PATTERN.test(status)) {
      return failure(400, 'responseStatus must be a whole number');
    }
    if (reference !== '' && !REFERENCE_PATTERN.test(reference)) {
      return failure(400, 'transactionID must be up to 128 printable characters');
    }
    const query = new URLSearchParams({ status });
    if (reference !== '') query.set('ref', reference);
    return new Response(null, {
      status: 302,
      headers: { location: `/?${query.toString()}`, 'cache-control': 'no-store' },
    });
  } catch (error) {
    if (error instanceof FormBodyError) return failure(error.status, error.message);
    console.error('submit failed', error);
    return failure(500, 'the payment result could not be read');
  }
}
