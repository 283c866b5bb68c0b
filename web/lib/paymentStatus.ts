/**
 * The payment result as the site shows it.
 * Pure functions: the home popup and the payment status page only render what these return.
 */
import { gatewayReference } from '../../features/payments/browser.ts';

export { gatewayReference };

export type PaymentOutcome = 'success' | 'declined';

export interface PaymentResult {
  outcome: PaymentOutcome;
  /** The gateway's code, 0 (success) to 5. */
  code: number;
  /** 'Payment Successful' or 'Payment Declined'. */
  title: string;
  /** The transaction reference when one came with the result. */
  reference?: string;
}

/** The query values a payment result arrives in: signed (`payment`) or plain (`status`, `ref`). */
export const PAYMENT_QUERY = ['payment', 'status', 'ref'] as const;

/** Whether an address carries a payment result at all (the popup opens only on arrival). */
export function hasPaymentQuery(search: string): boolean {
  const params = new URLSearchParams(search);
  return PAYMENT_QUERY.some((name) => params.has(name));
}

/**
 * Reads the home page's `status` and `ref` query values. Only the whole numbers 0 to 5, written
 * as a single digit, are accepted: 0 is a success, 1 to 5 a decline; anything else (missing,
 * empty, '01', ' 1', '1.0', '-0', '6', 'success') is ignored and gives null. A `ref` that is not
 * shaped like a gateway id is left out; the outcome is still shown.
 */
export function parsePaymentResult(
  status: string | null | undefined,
  ref?: string | null,
): PaymentResult | null {
  if (status === null || status === undefined || !/^[0-5]$/.test(status)) return null;
  const code = Number(status);
  const reference = gatewayReference(ref);
  const outcome: PaymentOutcome = code === 0 ? 'success' : 'declined';
  return {
    outcome,
    code,
    title: outcome === 'success' ? 'Payment Successful' : 'Payment Declined',
    ...(reference ? { reference } : {}),
  };
}

/** The line under the popup's title: 'Ref: {ref}'. */
export function paymentReferenceLine(reference: string): string {
  return `Ref: ${reference}`;
}

/** The query string without the payment result, for closing the popup without a reload ('' or '?…'). */
export function searchWithoutPaymentResult(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PAYMENT_QUERY) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The /paystatus page's sentence for its `status` query value. */
export function payStatusMessage(status: string | null | undefined): string {
  switch (status) {
    case 'success':
      return 'Your payment was successful!';
    case 'failed':
      return 'Payment failed. Please try again.';
    default:
      return 'Payment status is unknown. Please contact support.';
  }
}
