/**
 * Leads reach the business's systems (decision 115): every enquiry and trip request, and each
 * change of its state, sent to one configured receiver as a signed Standard Webhooks message,
 * queued in the content lake, retried with backoff until acknowledged, in order per lead.
 */
export { announceLeadChanges } from './announcer.ts';
export {
  deliverLeadEvents,
  retryDeadLetter,
  type DeliveryReport,
  type LeadWebhookEndpoint,
} from './delivery.ts';
export { leadWebhookErasure, type LeadWebhookErasure } from './erasure.ts';
export {
  DELIVERY_STATES,
  LEAD_EVENT_TYPES,
  LEAD_WEBHOOK_EVENT_TYPE,
  leadPayload,
  type DeliveryState,
  type LeadEventType,
  type LeadWebhookEvent,
} from './events.ts';
export { leadWebhookEndpoint, runLeadWebhooks, type LeadWebhookRun } from './run.ts';
export { MAX_ATTEMPTS, retryDelayMs } from './schedule.ts';
export { isUsableSecret, signMessage, webhookHeaders } from './signature.ts';
