/**
 * Trip requests: a trip described in the visitor's own words. Reading it (extract.ts and its
 * helpers), deciding which specialists get it (routing.ts), storing it (store.ts), the e-mails
 * it owes (mail.ts, notices.ts) and the one way in (service.ts), shared by POST
 * /api/trip-requests and the page /plan-my-trip.
 */
export * from './browser.ts';
export { deliverDue, deliverTripRequest } from './notices.ts';
export { routeRequest } from './routing.ts';
export {
  acceptTripRequestForm,
  createTripRequestService,
  readTripRequestForm,
  storedAnswer,
  tripRequestService,
  type TripRequestOutcome,
  type TripRequestService,
  type TripRequestServiceOptions,
} from './service.ts';
export {
  createSanityTripRequestStore,
  TripRequestKeyInUse,
  TripRequestStoreUnavailable,
  type EmailDelivery,
  type Specialist,
  type TripRequestDocument,
  type TripRequestStore,
} from './store.ts';
export { escalateOverdueReplies, type EscalationReport } from './replyEscalation.ts';
