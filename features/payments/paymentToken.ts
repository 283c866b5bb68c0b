/**
 * The payment gateway's signed callback, and the short-lived signed result the site hands the
 * home page in its place. With a gateway secret configured (`PAYMENT_GATEWAY_SECRET`), only a
 * callback whose HMAC matches, signed within the last few minutes, is believed, and the visitor
 * is sent home with `?payment=<token>`: a result nobody without the secret can write, valid for
 * a few minutes and shown once, so an address reading 'Payment Successful' can neither be made
 * up nor kept and shown again as proof of payment.
 *
 * The callback's signature is HMAC-SHA256 over `{responseStatus}.{transactionID}.{timestamp}`
 * with the secret, in hex, `timestamp` being the Unix time in seconds the gateway signed at; the
 * token's key is derived from the same secret, so one setting serves both.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed result opens the popup: long enough for a slow redirect, no longer. */
export const PAYMENT_TOKEN_LIFETIME_MS = 10 * 60_000;

/** How old a signed callback may be: a replay after this is refused. */
export const CALLBACK_MAX_AGE_MS = 5 * 60_000;

/** How far ahead of the site's clock a gateway's may run. */
const CALLBACK_CLOCK_SKEW_MS = 60_000;

export interface SignedPayment {
  /** The gateway's response code. */
  code: number;
  /** The gateway's transaction id, when it sent one. */
  reference?: string;
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** What a gateway signs: the result, and when it signed it (Unix seconds, as text). */
export interface GatewayCallback {
  status: string;
  reference: string;
  timestamp: string;
}

/** The hex HMAC a gateway sends with its callback (and tests sign with). */
export function gatewaySignature(secret: string, callback: GatewayCallback): string {
  const { status, reference, timestamp } = callback;
  return createHmac('sha256', secret).update(`${status}.${reference}.${timestamp}`).digest('hex');
}

/** Whether a callback's signature is the one the secret makes for what it carries. */
export function isGatewaySigned(
  secret: string,
  callback: GatewayCallback,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(gatewaySignature(secret, callback), 'hex');
  return sameBytes(expected, Buffer.from(signature, 'hex'));
}

/** Whether a callback was signed recently enough to be believed now: a replay later is not. */
export function isFreshCallback(timestamp: string, now: number): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  const age = now - Number(timestamp) * 1000;
  return age <= CALLBACK_MAX_AGE_MS && age >= -CALLBACK_CLOCK_SKEW_MS;
}

/**
 * The one id of a callback's result: the same for the same callback posted again (a retry, a
 * replay within its minutes), so its result is still shown once.
 */
export function callbackId(callback: GatewayCallback): string {
  const { status, reference, timestamp } = callback;
  return createHash('sha256')
    .update(`${status}.${reference}.${timestamp}`)
    .digest('base64url')
    .slice(0, 22);
}

function tokenMac(secret: string, body: string): Buffer {
  // A key of its own, derived rather than the secret itself, for what the site signs.
  const key = createHmac('sha256', secret).update('payment result token').digest();
  return createHmac('sha256', key).update(body).digest();
}

/** A result read from a valid token: what it says, its id, and when it stops being valid. */
export interface PaymentTokenResult extends SignedPayment {
  /** The callback's id (`callbackId`): the home page shows each id once. */
  id: string;
  expiresAt: number;
}

/** `?payment=` for a verified callback: the result, its id and expiry, and their MAC. */
export function signPaymentToken(
  secret: string,
  payment: SignedPayment,
  id: string,
  now: number,
): string {
  const claims = {
    c: payment.code,
    r: payment.reference,
    i: id,
    e: now + PAYMENT_TOKEN_LIFETIME_MS,
  };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${tokenMac(secret, body).toString('base64url')}`;
}

/** The result a token carries, or null when it is forged, altered, malformed or expired. */
export function readPaymentToken(
  secret: string,
  token: string | null | undefined,
  now: number,
): PaymentTokenResult | null {
  const [body, mac, extra] = (token ?? '').split('.');
  if (!body || !mac || extra !== undefined) return null;
  if (!sameBytes(tokenMac(secret, body), Buffer.from(mac, 'base64url'))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { c, r, i, e } = (claims ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(c) || typeof i !== 'string' || typeof e !== 'number' || e < now) {
    return null;
  }
  return {
    code: c as number,
    ...(typeof r === 'string' ? { reference: r } : {}),
    id: i,
    expiresAt: e,
  };
}
