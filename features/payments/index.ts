/**
 * Payments: the gateway's result (paymentResult.ts), its signature and the short-lived token
 * the home page reads (paymentToken.ts), and the transaction reference (gatewayReference.ts).
 */
export * from './browser.ts';
export {
  paymentResultLocation,
  paymentResultOf,
  type PaymentResult,
  type PaymentResultOptions,
} from './paymentResult.ts';
export {
  callbackId,
  CALLBACK_MAX_AGE_MS,
  gatewaySignature,
  isFreshCallback,
  isGatewaySigned,
  PAYMENT_TOKEN_LIFETIME_MS,
  readPaymentToken,
  signPaymentToken,
  type GatewayCallback,
  type PaymentTokenResult,
  type SignedPayment,
} from './paymentToken.ts';
