/**
 * The outbox against a real SMTP server on loopback (the host's mail catcher): with the server
 * stopped a request's e-mails stay pending with their failure recorded and a later attempt set;
 * once it is back, the next pass sends them, and nothing is sent twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type MailCatcher } from '../../server/mailCatcher.ts';
import { enquiryDocument, type EnquiryDocument } from '../enquiries/store.ts';
import { createSmtpMailer, dueEmailKeys, retryDelayMs } from '../notifications/index.ts';
import { deliverDue, deliverTripRequest } from './notices.ts';
import type { EmailDelivery, TripRequestDocument, TripRequestStore } from './store.ts';

const NOW = new Date('2026-11-26T10:00:00Z');

function request(): TripRequestDocument {
  const pending = (kind: EmailDelivery['kind'], to: string): EmailDelivery => ({
    _key: kind,
    _type: 'emailDelivery',
    kind,
    to,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: NOW.toISOString(),
  });
  return {
    _id: 'tripRequest.k1234567890abcdef',
    _type: 'tripRequest',
    idempotencyKey: 'k1234567890abcdef',
    createdAt: NOW.toISOString(),
    state: 'routed',
    message: 'Ten nights in Botswana in August for two adults.',
    name: 'Harriet Lowe',
    email: 'harriet@example.org',
    consent: true,
    extracted: { places: ['Africa'], nights: 10, nightsConfidence: 0.95 },
    routedTo: [],
    emails: [
      pending('specialist', 'rupert@example.co.uk'),
      pending('acknowledgement', 'harriet@example.org'),
    ],
  };
}

/**
 * A claim as the doubles below make it: the due e-mails' next attempt moved to `until`, checked
 * and set in one synchronous step, as the lake's revision check makes it one write.
 */
function leaseDue<E extends { _key: string; state: string; nextAttemptAt: string }>(
  emails: E[],
  now: Date,
  until: Date,
): { keys: string[]; emails: E[] } {
  const keys = dueEmailKeys(emails, now);
  return {
    keys,
    emails: emails.map((email) =>
      keys.includes(email._key) ? { ...email, nextAttemptAt: until.toISOString() } : email,
    ),
  };
}

/** Holds one request and applies recorded deliveries as the lake's patch would. */
function memoryStore(
  document: TripRequestDocument,
): TripRequestStore & { document: TripRequestDocument } {
  const store = {
    document,
    find: async () => store.document,
    gazetteer: async () => [],
    specialists: async () => [],
    siteContact: async () => ({ email: 'team@example.co.uk', brandName: 'Example Travel' }),
    acknowledgementsSince: async () => 0,
    uploadRecording: async () => 'file-1',
    create: async () => 'created' as const,
    claimEmails: async (_id: string, now: Date, until: Date) => {
      const claim = leaseDue(store.document.emails, now, until);
      store.document = { ...store.document, emails: claim.emails };
      return claim.keys;
    },
    recordEmail: async (_id: string, key: string, delivery: Partial<EmailDelivery>) => {
      store.document = {
        ...store.document,
        emails: store.document.emails.map((email) =>
          email._key === key ? { ...email, ...delivery } : email,
        ),
      };
    },
    due: async (now: Date) =>
      store.document.emails.some(
        (email) => email.state === 'pending' && Date.parse(email.nextAttemptAt) <= now.getTime(),
      )
        ? [store.document]
        : [],
  };
  return store;
}

/** Holds enquiries only, with the team's address as site settings give it. */
function enquiryStore(
  enquiries: EnquiryDocument[],
  teamEmail: string | undefined,
): TripRequestStore & { enquiries: EnquiryDocument[] } {
  const store = {
    ...memoryStore(request()),
    enquiries,
    due: async () => [],
    siteContact: async () => ({ email: teamEmail, brandName: 'Example Travel' }),
    recordEmail: async (id: string, key: string, delivery: Partial<EmailDelivery>) => {
      store.enquiries = store.enquiries.map((enquiry) =>
        enquiry._id === id
          ? {
              ...enquiry,
              emails: enquiry.emails.map((email) =>
                email._key === key ? { ...email, ...delivery, kind: email.kind } : email,
              ),
            }
          : enquiry,
      );
    },
    claimEmails: async (id: string, now: Date, until: Date) => {
      let keys: string[] = [];
      store.enquiries = store.enquiries.map((enquiry) => {
        if (enquiry._id !== id) return enquiry;
        const claim = leaseDue(enquiry.emails, now, until);
        keys = claim.keys;
        return { ...enquiry, emails: claim.emails };
      });
      return keys;
    },
    dueEnquiries: async (now: Date) =>
      store.enquiries.filter((enquiry) =>
        enquiry.emails.some(
          (email) => email.state === 'pending' && Date.parse(email.nextAttemptAt) <= now.getTime(),
        ),
      ),
  };
  return store;
}

function enquiry(key: string, email?: string): EnquiryDocument {
  return enquiryDocument(
    {
      formKind: 'callback',
      source: '/contact',
      firstName: 'Ada',
      lastName: 'Lovelace',
      ...(email ? { email } : {}),
      phone: '+44 20 7946 0000',
      tripDateType: null,
      months: [],
      regions: [],
      consent: true,
    },
    key,
    NOW,
  );
}

let catcher: MailCatcher | undefined;
afterEach(async () => {
  await catcher?.close();
  catcher = undefined;
});

describe('the trip-request outbox', () => {
  it('keeps e-mails pending while the mail server is down and sends them once it is back', async () => {
    // Find a free port, then stop the server on it: the address is right, nothing answers.
    catcher = await startMailCatcher();
    const port = catcher.port;
    await catcher.close();
    catcher = undefined;
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Trips <trips@example.co.uk>');
    const store = memoryStore(request());

    const down = await deliverDue(mailer, store, NOW);
    expect(down).toEqual({ requests: 1, sent: 0, failed: 2 });
    for (const email of store.document.emails) {
      expect(email).toMatchObject({ state: 'pending', attempts: 1 });
      expect(email.lastError).toBeTruthy();
      expect(Date.parse(email.nextAttemptAt)).toBe(NOW.getTime() + retryDelayMs(1));
    }
    // Not yet due: a pass straight after sends nothing and tries nothing.
    expect(await deliverDue(mailer, store, NOW)).toEqual({ requests: 0, sent: 0, failed: 0 });

    catcher = await startMailCatcher(port);
    const later = new Date(NOW.getTime() + retryDelayMs(1));
    expect(await deliverDue(mailer, store, later)).toEqual({ requests: 1, sent: 2, failed: 0 });
    expect(store.document.emails.map((email) => [email.state, email.attempts])).toEqual([
      ['sent', 2],
      ['sent', 2],
    ]);
    const received = catcher.messages();
    expect(received.map((mail) => mail.to)).toEqual([
      ['harriet@example.org'],
      ['rupert@example.co.uk'],
    ]);
    expect(received[1]?.replyTo).toBe('harriet@example.org');
    expect(await deliverDue(mailer, store, later)).toEqual({ requests: 0, sent: 0, failed: 0 });
  }, 30_000);

  it('sends each e-mail once when the request’s own handler and the periodic pass race', async () => {
    catcher = await startMailCatcher();
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${catcher.port}`,
      'Trips <trips@example.co.uk>',
    );
    const store = memoryStore(request());
    // Both read the request while its e-mails are pending, then send at the same moment.
    const [own, periodic] = await Promise.all([
      deliverTripRequest(mailer, store, store.document, NOW),
      deliverDue(mailer, store, NOW),
    ]);
    expect(own.sent + periodic.sent).toBe(2);
    expect(catcher.messages().map((mail) => mail.to)).toHaveLength(2);
    expect(store.document.emails.map((email) => [email.state, email.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
  }, 30_000);

  it('sends enquiries’ team notices in the same pass, and retries while no address is set', async () => {
    catcher = await startMailCatcher();
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${catcher.port}`,
      'Trips <trips@example.co.uk>',
    );
    const store = enquiryStore(
      [enquiry('first-0123456789abcdef', 'ada@example.com'), enquiry('second-0123456789abcdef')],
      undefined,
    );

    // No team address in site settings yet: the notices wait, the enquiries stand.
    expect(await deliverDue(mailer, store, NOW)).toEqual({ requests: 2, sent: 0, failed: 2 });
    for (const stored of store.enquiries) {
      expect(stored.emails[0]).toMatchObject({ state: 'pending', attempts: 1 });
      expect(stored.emails[0]?.lastError).toMatch(/team e-mail address/);
    }
    expect(catcher.messages()).toEqual([]);

    const withAddress = enquiryStore(store.enquiries, 'team@example.co.uk');
    const later = new Date(NOW.getTime() + retryDelayMs(1));
    expect(await deliverDue(mailer, withAddress, later)).toEqual({
      requests: 2,
      sent: 2,
      failed: 0,
    });
    expect(withAddress.enquiries.map((stored) => stored.emails[0])).toMatchObject([
      { state: 'sent', attempts: 2, to: 'team@example.co.uk' },
      { state: 'sent', attempts: 2, to: 'team@example.co.uk' },
    ]);
    const received = catcher.messages();
    expect(received.map((mail) => mail.to)).toEqual([
      ['team@example.co.uk'],
      ['team@example.co.uk'],
    ]);
    // Newest first: the second enquiry, without an address, has no one to reply to.
    expect(received.map((mail) => mail.replyTo)).toEqual([undefined, 'ada@example.com']);
    expect(received.map((mail) => mail.subject)).toEqual([
      'Callback request from Ada Lovelace',
      'Callback request from Ada Lovelace',
    ]);
    expect(await deliverDue(mailer, withAddress, later)).toEqual({
      requests: 0,
      sent: 0,
      failed: 0,
    });
  }, 30_000);

  it.each([
    [1, 60_000],
    [2, 120_000],
    [5, 960_000],
    [20, 6 * 3_600_000],
  ])('waits after %i failed attempts %i ms', (attempts, delay) => {
    expect(retryDelayMs(attempts)).toBe(delay);
  });
});
