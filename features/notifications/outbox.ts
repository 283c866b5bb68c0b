/**
 * The team-notice outbox, used by both leads (trip requests and enquiries): sends a document's
 * pending e-mails and records each outcome on the document, so delivery state lives in the
 * content store and any process may pick it up. A failed send waits longer each time (one
 * minute, doubling, at most six hours) and is marked failed after MAX_ATTEMPTS, where the Studio
 * shows it; the lead itself is never touched. Each lead composes its own e-mails
 * (features/tripRequests/notices.ts, features/enquiries/notice.ts).
 */
import { environment } from '../../shared/environment.ts';
import type { Mailer } from './mailer.ts';
import type { MailContext, MailMessage } from './message.ts';

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

/** An e-mail a document owes, as the outbox reads it. */
export interface OwedEmail {
  _key: string;
  state: string;
  attempts: number;
  nextAttemptAt: string;
}

/** The team's address and the brand's name, from site settings. */
export interface SiteContact {
  email?: string;
  brandName?: string;
}

/** How one attempt went, recorded on the owed e-mail. */
export interface DeliveryOutcome {
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  to?: string;
  lastAttemptAt?: string;
  nextAttemptAt?: string;
  lastError?: string;
  sentAt?: string;
}

/** What the outbox needs of the store that keeps the leads. */
export interface OutboxStore {
  /**
   * Claims a document's e-mails that are pending and due by `now`, so that no other process
   * sends them until `until`; answers the keys this caller now owns (none if another process
   * claimed first).
   */
  claimEmails(id: string, now: Date, until: Date): Promise<string[]>;
  /** Records how one of a document's e-mails went. */
  recordEmail(id: string, key: string, delivery: DeliveryOutcome): Promise<void>;
  siteContact(): Promise<SiteContact>;
}

/** The keys of the e-mails that are pending and due by `now`. */
export function dueEmailKeys(
  emails: readonly { _key: string; state: string; nextAttemptAt: string }[] | undefined,
  now: Date,
): string[] {
  return (emails ?? [])
    .filter(
      (email) => email.state === 'pending' && Date.parse(email.nextAttemptAt) <= now.getTime(),
    )
    .map((email) => email._key);
}

/**
 * Sends what is due of one document's e-mails, recording each outcome on it. `compose` may throw
 * (no address to send to yet): that counts as a failed attempt, retried like any other.
 */
export async function deliverOwed<E extends OwedEmail>(
  mailer: Mailer,
  store: OutboxStore,
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
