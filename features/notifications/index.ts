/**
 * Notifications: the team-notice outbox both leads use (claim, send, record, retry), the SMTP
 * mailer, and the envelope of a notice. Each lead composes its own e-mails.
 */
export { configuredMailer, createSmtpMailer, type Mailer } from './mailer.ts';
export { studioLink, type MailContext, type MailMessage } from './message.ts';
export {
  deliverOwed,
  dueEmailKeys,
  MAX_ATTEMPTS,
  retryDelayMs,
  studioUrl,
  type DeliveryOutcome,
  type OutboxStore,
  type OwedEmail,
  type SiteContact,
} from './outbox.ts';
