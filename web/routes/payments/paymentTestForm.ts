/**
 * Whether the payment test form (/form) is served. It posts what a gateway would, so on the
 * public site it is a ready-made way to produce a payment message: the development server has
 * it, a production build only when `PAYMENT_TEST_FORM` turns it on (a staging site, the
 * browser tests). The setting wins either way, so it can also be turned off in development.
 */
export function paymentTestFormServed(setting: boolean | undefined, production: boolean): boolean {
  return setting ?? !production;
}
