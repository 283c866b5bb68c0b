/**
 * The outbox: sends a trip request's pending e-mails and records each outcome on the request
 * document, so delivery state lives in the content store and any process may pick it up. A
 * failed send waits longer each time (one minute, doubling, at most six hours) and is marked
 * failed after MAX_ATTEMPTS, where the Studio shows it; the request itself is never touched.
 */
import { environment } from '../../shared/environment.ts';
import type { Mailer } from './mailer.ts';
import { composeEmail, type MailContext } from './tripRequestMail.ts';
import type { TripRequestDocument, TripRequestStore } from './tripRequestStore.ts';

export type { Mailer } from './mailer.ts';

export const MAX_ATTEMPTS = 12;
const MINUTE = 60_000;

/** The pause after `attempts` failed sends. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), 6 * 60 * MINUTE);
}

/** Where the Studio is, for the links in e-mails. */
export function studioUrl(): string {
  const env = environment();
  return `${env.SITE_URL ?? `http://${env.HOST}:${env.PORT}`}/studio`;
}

/** Sends what is due of one request; returns how many went and how many failed. */
export async function deliverTripRequest(
  mailer: Mailer,
  store: TripRequestStore,
  request: TripRequestDocument,
  now: Date,
): Promise<{ sent: number; failed: number }> {
  const due = request.emails.filter(
    (email) => email.state === 'pending' && Date.parse(email.nextAttemptAt) <= now.getTime(),
  );
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
      await mailer.send({ ...composeEmail(request, email, context), from });
      sent += 1;
      await store.recordEmail(request._id, email._key, {
        state: 'sent',
        attempts,
        lastAttemptAt: now.toISOString(),
        sentAt: now.toISOString(),
      });
    } catch (error) {
      failed += 1;
      await store.recordEmail(request._id, email._key, {
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

/** One pass over every request with e-mails due: the periodic job and scheduled function. */
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
  return { requests: requests.length, sent, failed };
}
