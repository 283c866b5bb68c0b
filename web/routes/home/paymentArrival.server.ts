/**
 * Which payment result the home page shows for its address, decided on the server because only
 * the server holds the gateway secret. With the secret configured, only a signed, unexpired
 * `?payment=` token counts, and only the first time it is read: a second load shows nothing
 * (a plain `?status=` is ignored, since anyone can write one). Without it, the plain result is
 * read as before, its reference only when shaped like a gateway id.
 */
import { readPaymentToken } from '../../../features/payments/index.ts';
import { parsePaymentResult, type PaymentResult } from '../../lib/paymentStatus.ts';
import {
  createShownPaymentResults,
  type ShownPaymentResults,
} from './shownPaymentResults.server.ts';

const shownInThisProcess = createShownPaymentResults();

export function paymentArrival(
  search: URLSearchParams,
  secret: string | undefined,
  now: number,
  shown: ShownPaymentResults = shownInThisProcess,
): PaymentResult | null {
  if (!secret) return parsePaymentResult(search.get('status'), search.get('ref'));
  const signed = readPaymentToken(secret, search.get('payment'), now);
  if (!signed) return null;
  const result = parsePaymentResult(String(signed.code), signed.reference);
  // Spent only on a result the page shows: a token for a code it ignores spends nothing.
  return result && shown.firstShowing(signed.id, signed.expiresAt, now) ? result : null;
}
