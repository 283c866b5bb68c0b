/**
 * The outbox: sends a trip request's pending e-mails (and an enquiry's team notice) and records
 * each outcome on the document, so delivery state lives in the content store and any process may pick it up. A
 * failed send waits longer each time (one minute, doubling, at most six hours) and is marked
 * failed after MAX_ATTEMPTS, where the Studio shows it; the request itself is never touched.
 */
import { environment } from '../../shared/environment.ts';
import type { Mailer } from './mailer.ts';
import { composeEnquiryEmail } from './enquiryMail.ts';
import type { EnquiryDocument } from './enquiryStore.ts';
import { composeEmail, type MailContext, type MailMessage } from './tripRequestMail.ts';
import {
  dueEmailKeys,
  type SiteContact,
  type TripRequestDocument,
  type TripRequestStore,
} from './tripRequestStore.ts';

export type { Mailer } from './mailer.ts';

export const MAX_ATTEMPTS = 12;
const MINUTE = 60_000;
/** How long a sender holds the e-mails it claimed: far longer than one SMTP exchange takes. */
const CLAIM_MS = 10 * MINUTE;

/** The pause after `attempts` failed sends. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
}

/** Where the Studio is, for the links in e-mails. */
export function studioUrl(): string {
  const env = environment();
  return `${env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`}/studio`;
}

interface OwedEmail {
  _key: string;
  state: string;
  attempts: number;
  nextAttemptAt: string;
}

/**
 * Sends what is due of one document's e-mails, recording each outcome on it. `compose` may throw
 * (no address to send to yet): that counts as a failed attempt, retried like any other.
 */
async function deliverOwed<E extends OwedEmail>(
  mailer: Mailer,
  store: TripRequestStore,
  document: { _id: string; emails?: E[] },
  compose: (email: E, context: MailContext, contact: SiteContact) => MailMessage,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  if (dueEmailKeys(document.emails, now).length === 0) return { sent: 0, failed: 0 };
  // The request's own handler and the periodic outbox may both find an e-mail due at once:
  // each sends only what it has claimed in the store.
  const claimed = new Set(
    await store.claimEmails(document._id, now, new Date(now.getTime() + CLAIM_MS)),
  );
  const due = (document.emails ?? []).filter((email) => claimed.has(email._key));
  if (due.length === 0) return { sent: 0, failed: 0 };
  const contact = await store.siteContact();
  const context: MailContext = {
    studioUrl: studioUrl(),
    brandName: contact.brandName ?? 'Our travel team',
  };
  const from = mailer.from ?? contact.email ?? 'no-reply@example.co.uk';
  let sent = 0;
  let failed = 0;
  for (const email of due) {
    const attempts = email.attempts + 1;
    try {
      const message = compose(email, context, contact);
      await mailer.send({ ...message, from });
      sent += 1;
      await store.recordEmail(document._id, email._key, {
        state: 'sent',
        attempts,
        to: message.to,
        lastAttemptAt: now.toISOString(),
        sentAt: now.toISOString(),
      });
    } catch (error) {
      failed += 1;
      await store.recordEmail(document._id, email._key, {
        state: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        attempts,
        lastAttemptAt: now.toISOString(),
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        lastError: String((error as Error).message ?? error).slice(0, 300),
      });
    }
  }
  return { sent, failed };
}

/** Sends what is due of one request; returns how many went and how many failed. */
export function deliverTripRequest(
  mailer: Mailer,
  store: TripRequestStore,
  request: TripRequestDocument,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  return deliverOwed(
    mailer,
    store,
    request,
    (email, context) => composeEmail(request, email, context),
    now,
  );
}

/** Sends an enquiry's team notice if due, to the team's address in site settings. */
export function deliverEnquiry(
  mailer: Mailer,
  store: TripRequestStore,
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

/**
 * One pass over every trip request and enquiry with e-mails due: the periodic job and scheduled
 * function. `requests` counts the documents of both kinds that had something due.
 */
export async function deliverDue(
  mailer: Mailer,
  store: TripRequestStore,
  now: Date,
  limit = 50,
): Promise<{ requests: number; sent: number; failed: number }> {
  const requests = await store.due(now, limit);
  let sent = 0;
  let failed = 0;
  for (const request of requests) {
    const result = await deliverTripRequest(mailer, store, request, now);
    sent += result.sent;
    failed += result.failed;
  }
  const enquiries = (await store.dueEnquiries?.(now, limit)) ?? [];
  for (const enquiry of enquiries) {
    const result = await deliverEnquiry(mailer, store, enquiry, now);
    sent += result.sent;
    failed += result.failed;
  }
  return { requests: requests.length + enquiries.length, sent, failed };
}
