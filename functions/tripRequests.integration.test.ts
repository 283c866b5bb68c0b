/**
 * The trip-request form cannot be used to mail strangers under the brand's name: through the
 * handler's service, a real content lake and the host's mail catcher, the visitor's
 * acknowledgement holds none of what the sender wrote, and an address is sent at most
 * MAX_ACKNOWLEDGEMENTS_PER_DAY of them in a day, counted in the lake, so a restart forgets
 * nothing. The team and the specialists still read every request in the visitor's own words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { startMailCatcher, type MailCatcher } from '../server/mailCatcher.ts';
import { createSmtpMailer } from '../features/notifications/mailer.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import { MAX_ACKNOWLEDGEMENTS_PER_DAY } from '../features/tripRequests/intake.ts';
import { createSanityTripRequestStore } from '../features/tripRequests/store.ts';
import {
  createTripRequestService,
  type TripRequestService,
} from '../features/tripRequests/service.ts';

const STRANGER = 'stranger@example.org';
const LURE = 'Your account is locked: verify at https://example-bank.invalid/login';
const NOW = new Date('2026-11-26T10:00:00Z');

let lake: TestLake;
let catcher: MailCatcher;
let attempt = 0;

/** The handler's service as a fresh process would make it: a new store, limiter and mailer. */
function service(): TripRequestService {
  return createTripRequestService({
    store: createSanityTripRequestStore(() => lake.client()),
    limiter: createRateLimiter({ limit: 100, windowSeconds: 60 }),
    mailer: () => createSmtpMailer(catcher.url, 'Example Travel <trips@example.co.uk>'),
    now: () => NOW,
  });
}

/** A request naming `email`, as someone sending lures would fill the form in. */
async function send(on: TripRequestService, email: string) {
  attempt += 1;
  const outcome = await on.accept(
    {
      message: `Ten nights in Sri Lanka in February for two adults. ${LURE}`,
      name: `Dear customer, ${LURE}`,
      email,
      phone: '+44 20 7946 0958',
      consent: true,
    },
    undefined,
    `attempt-${String(attempt).padStart(4, '0')}-0123456789`,
    { ip: '127.0.0.1' },
  );
  expect(outcome.kind).toBe('stored');
}

const mailTo = (address: string) => catcher.messages().filter((mail) => mail.to.includes(address));
/** The team's or the specialists' copies of the requests naming `address`: they reply to it. */
const internalAbout = (address: string) =>
  catcher.messages().filter((mail) => mail.replyTo?.toLowerCase() === address);

beforeAll(async () => {
  catcher = await startMailCatcher();
  lake = await startLakeForTest();
  await lake
    .client()
    .transaction()
    .create({
      _id: 'siteSettings',
      _type: 'siteSettings',
      brandName: 'Example Travel',
      email: 'team@example.co.uk',
    })
    .create({ _id: 'region-indian-ocean', _type: 'journeyRegion', title: 'Indian Ocean' })
    .create({
      _id: 'dest-sri-lanka',
      _type: 'destination',
      heroTitle: 'Sri Lanka',
      card: { region: 'Indian Ocean' },
    })
    .create({
      _id: 'travelSpecialist-priya',
      _type: 'travelSpecialist',
      name: 'Priya',
      email: 'priya@example.co.uk',
      regions: [{ _key: 'io', _type: 'reference', _ref: 'region-indian-ocean' }],
    })
    .commit();
});

afterAll(async () => {
  await lake.close();
  await catcher.close();
});

describe('a trip request naming someone else’s address', () => {
  it('sends that address an acknowledgement with none of the sender’s words or links', async () => {
    await send(service(), STRANGER);
    const [mail, ...others] = mailTo(STRANGER);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Your trip request has reached Example Travel');
    expect(mail?.text).toContain(
      'As we understand it: Sri Lanka, February 2027, 10 nights, 2 adults.',
    );
    for (const words of [LURE, 'https://', 'example-bank', 'verify', 'Dear customer']) {
      expect(mail?.text).not.toContain(words);
      expect(mail?.subject).not.toContain(words);
    }
    // The team reads the request as it was written, and replies to the address given.
    const [internal, ...more] = internalAbout(STRANGER);
    expect(more).toEqual([]);
    expect(internal?.text).toContain(LURE);
  });

  it(`sends one address at most ${String(MAX_ACKNOWLEDGEMENTS_PER_DAY)} acknowledgements a day, restarts or not`, async () => {
    const first = service();
    for (let sent = 1; sent < MAX_ACKNOWLEDGEMENTS_PER_DAY; sent += 1) {
      await send(first, STRANGER);
    }
    expect(mailTo(STRANGER)).toHaveLength(MAX_ACKNOWLEDGEMENTS_PER_DAY);

    // Another spelling of the address, through a process that has just started.
    await send(service(), STRANGER.toUpperCase());
    await send(service(), STRANGER);
    expect(mailTo(STRANGER)).toHaveLength(MAX_ACKNOWLEDGEMENTS_PER_DAY);
    expect(mailTo(STRANGER.toUpperCase())).toEqual([]);

    // Every request still reached the team, who are told the visitor was not acknowledged.
    const internal = internalAbout(STRANGER);
    expect(internal).toHaveLength(MAX_ACKNOWLEDGEMENTS_PER_DAY + 2);
    expect(internal[0]?.text).toContain('We sent this address no acknowledgement');
    expect(internal[1]?.text).toContain('We sent this address no acknowledgement');
    expect(internal[2]?.text).not.toContain('no acknowledgement');
    const stored = await lake
      .client()
      .fetch<number>('count(*[_type == "tripRequest" && lower(email) == $email])', {
        email: STRANGER,
      });
    expect(stored).toBe(MAX_ACKNOWLEDGEMENTS_PER_DAY + 2);
  });

  it('still acknowledges a request from another address', async () => {
    await send(service(), 'harriet@example.org');
    expect(mailTo('harriet@example.org')).toHaveLength(1);
  });
});
