/**
 * An enquiry's one e-mail, the team's notice, sent by the team-notice outbox to the team's
 * address in site settings (read at sending time, so none is needed to store the enquiry).
 */
import { deliverOwed, type Mailer, type OutboxStore } from '../notifications/index.ts';
import { composeEnquiryEmail } from './mail.ts';
import type { EnquiryDocument } from './store.ts';

/** Sends an enquiry's team notice if due; returns how many went and how many failed. */
export function deliverEnquiry(
  mailer: Mailer,
  store: OutboxStore,
  enquiry: EnquiryDocument,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  return deliverOwed(
    mailer,
    store,
    enquiry,
    (email, context, contact) => {
      const to = email.to ?? contact.email;
      if (!to) throw new Error('No team e-mail address in site settings.');
      return composeEnquiryEmail(enquiry, to, context);
    },
    now,
  );
}
