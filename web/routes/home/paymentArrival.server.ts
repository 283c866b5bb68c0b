/**
 * Which payment result the home page shows for its address, decided on the server because only
 * the server holds the gateway secret. With the secret configured, only a signed, unexpired
 * `?payment=` token counts and a plain `?status=` is ignored (anyone can write one); without it,
 * the plain result is read as before, its reference only when shaped like a gateway id.
 */
import { readPaymentToken } from '../../../shared/paymentToken.ts';
import { parsePaymentResult, type PaymentResult } from '../../lib/paymentStatus.ts';

export function paymentArrival(
  search: URLSearchParams,
  secret: string | undefined,
  now: number,
): PaymentResult | null {
  if (!secret) return parsePaymentResult(search.get('status'), search.get('ref'));
  const signed = readPaymentToken(secret, search.get('payment'), now);
  return signed ? parsePaymentResult(String(signed.code), signed.reference) : null;
}
