/**
 * The payment gateway's result, as its callback posts it (`responseStatus`, `transactionID`,
 * and with a gateway secret `timestamp` and `signature`): checked, and turned into the address
 * the visitor lands on, home, where the payment popup shows it.
 *
 * Without a gateway secret, the result travels as `?status=…&ref=…`. With one
 * (`PAYMENT_GATEWAY_SECRET`), the callback must carry the HMAC the secret makes of its status,
 * transaction id and timestamp (paymentToken.ts, `isGatewaySigned`), signed within the last
 * five minutes; the result then travels as a short-lived signed `?payment=…` the home page
 * shows once. The same callback posted again within its minutes (a retry) is answered as the
 * first was; later it is refused as a replay. Either way a transaction id is passed on only
 * when it looks like one (gatewayReference.ts), so no made-up text reaches the page.
 */
import { gatewayReference } from './gatewayReference.ts';
import { callbackId, isFreshCallback, isGatewaySigned, signPaymentToken } from './paymentToken.ts';

// Whole numbers only; the home page decides which of them it shows (0 to 5).
const STATUS_PATTERN = /^-?\d{1,9}$/;

/** Where the visitor goes, or why the callback is refused (400 unreadable, 401 not signed). */
export type PaymentResult =
  { ok: true; location: string } | { ok: false; status: 400 | 401; message: string };

export interface PaymentResultOptions {
  /** The gateway secret; undefined accepts unsigned callbacks. */
  secret: string | undefined;
  now: () => number;
}

/** The address the visitor lands on without a secret: home, carrying the plain result. */
export function paymentResultLocation(status: string, reference: string | undefined): string {
  const query = `status=${encodeURIComponent(status)}`;
  return reference === undefined ? `/?${query}` : `/?${query}&ref=${encodeURIComponent(reference)}`;
}

/** The callback's form fields (first value of each), checked against the secret if there is one. */
export function paymentResultOf(
  form: ReadonlyMap<string, string>,
  { secret, now }: PaymentResultOptions,
): PaymentResult {
  const status = form.get('responseStatus')?.trim() ?? '';
  const sent = form.get('transactionID')?.trim() ?? '';
  if (!STATUS_PATTERN.test(status)) {
    return { ok: false, status: 400, message: 'responseStatus must be a whole number' };
  }
  const reference = gatewayReference(sent);
  if (!secret) return { ok: true, location: paymentResultLocation(status, reference) };
  // The signature covers what the gateway sent, before anything is left out.
  const callback = { status, reference: sent, timestamp: form.get('timestamp')?.trim() ?? '' };
  if (!isGatewaySigned(secret, callback, form.get('signature')?.trim() ?? '')) {
    return { ok: false, status: 401, message: 'the payment callback is not signed by the gateway' };
  }
  const at = now();
  if (!isFreshCallback(callback.timestamp, at)) {
    return { ok: false, status: 401, message: 'the payment callback has expired' };
  }
  const token = signPaymentToken(
    secret,
    { code: Number(status), reference },
    callbackId(callback),
    at,
  );
  return { ok: true, location: `/?payment=${token}` };
}
