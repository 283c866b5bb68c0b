/**
 * A trip request's e-mails (the specialists' copies, the visitor's acknowledgement, the team's
 * notice), sent through the team-notice outbox; and the periodic pass over every lead with an
 * e-mail due, enquiries included, which the trip request store lists.
 */
import { deliverEnquiry } from '../enquiries/index.ts';
import { deliverOwed, type Mailer } from '../notifications/index.ts';
import { composeEmail } from './mail.ts';
import type { TripRequestDocument, TripRequestStore } from './store.ts';

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
