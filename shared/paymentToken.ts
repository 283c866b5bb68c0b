/**
 * The payment gateway's signed callback, and the short-lived signed result the site hands the
 * home page in its place. With a gateway secret configured (`PAYMENT_GATEWAY_SECRET`), only a
 * callback whose HMAC matches is believed, and the visitor is sent home with `?payment=<token>`:
 * a result nobody without the secret can write, valid for a few minutes only, so an address
 * reading 'Payment Successful' cannot be made up and handed to someone as proof of payment.
 *
 * The callback's signature is HMAC-SHA256 over `{responseStatus}.{transactionID}` with the
 * secret, in hex; the token's key is derived from the same secret, so one setting serves both.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed result opens the popup: long enough for a slow redirect, no longer. */
export const PAYMENT_TOKEN_LIFETIME_MS = 10 * 60_000;

export interface SignedPayment {
  /** The gateway's response code. */
  code: number;
  /** The gateway's transaction id, when it sent one. */
  reference?: string;
}

function sameBytes(a: Buffer, b: Buffer): boolean {
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The hex HMAC a gateway sends with its callback (and tests sign with). */
export function gatewaySignature(secret: string, status: string, reference: string): string {
  return createHmac('sha256', secret).update(`${status}.${reference}`).digest('hex');
}

/** Whether a callback's signature is the one the secret makes for its status and reference. */
export function isGatewaySigned(
  secret: string,
  status: string,
  reference: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = Buffer.from(gatewaySignature(secret, status, reference), 'hex');
  return sameBytes(expected, Buffer.from(signature, 'hex'));
}

function tokenMac(secret: string, body: string): Buffer {
  // A key of its own, derived rather than the secret itself, for what the site signs.
  const key = createHmac('sha256', secret).update('payment result token').digest();
  return createHmac('sha256', key).update(body).digest();
}

/** `?payment=` for a verified callback: the result and its expiry, and their MAC. */
export function signPaymentToken(secret: string, payment: SignedPayment, now: number): string {
  const claims = { c: payment.code, r: payment.reference, e: now + PAYMENT_TOKEN_LIFETIME_MS };
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${tokenMac(secret, body).toString('base64url')}`;
}

/** The result a token carries, or null when it is forged, altered, malformed or expired. */
export function readPaymentToken(
  secret: string,
  token: string | null | undefined,
  now: number,
): SignedPayment | null {
  const [body, mac, extra] = (token ?? '').split('.');
  if (!body || !mac || extra !== undefined) return null;
  if (!sameBytes(tokenMac(secret, body), Buffer.from(mac, 'base64url'))) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const { c, r, e } = (claims ?? {}) as Record<string, unknown>;
  if (!Number.isInteger(c) || typeof e !== 'number' || e < now) return null;
  return { code: c as number, ...(typeof r === 'string' ? { reference: r } : {}) };
}
