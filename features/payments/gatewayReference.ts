/**
 * What a payment gateway's transaction id looks like: letters, digits, '-' and '_', up to 64 of
 * them. The callback (/submit) and the home page's popup both show a reference only in this
 * shape, so an address on this site cannot be made to print someone's words (a sentence, a sort
 * code and account number, a link) next to 'Payment Successful'.
 */
const GATEWAY_REFERENCE = /^[A-Za-z0-9_-]{1,64}$/;

/** The reference, trimmed, or undefined when it is missing or not shaped like a gateway id. */
export function gatewayReference(ref: string | null | undefined): string | undefined {
  const trimmed = ref?.trim() ?? '';
  return GATEWAY_REFERENCE.test(trimmed) ? trimmed : undefined;
}
