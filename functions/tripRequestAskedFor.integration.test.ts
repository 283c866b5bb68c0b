/**
 * A trip request sent from a specialist's page keeps whom it asked for (issue 50): through the
 * handler's service, a real content lake and the host's mail catcher, it reaches that specialist
 * even when its words name no place; while they are away it reaches a colleague who covers
 * their regions; and when nobody can take it, the editor's "Route to specialists" sends it to
 * the one asked for once they are back, because the request itself records them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { startMailCatcher, type MailCatcher } from '../server/mailCatcher.ts';
import { createSmtpMailer } from '../features/notifications/mailer.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import {
  manualRouting,
  RECENT_DAYS,
  SPECIALISTS_QUERY,
  type SpecialistContact,
} from '../features/tripRequests/manualRouting.ts';
import {
  createSanityTripRequestStore,
  type TripRequestDocument,
} from '../features/tripRequests/store.ts';
import { createTripRequestService } from '../features/tripRequests/service.ts';

const NOW = new Date('2026-11-26T10:00:00Z');
const PRIYA = 'travelSpecialist-priya';
const COVER = 'travelSpecialist-cover';

let lake: TestLake;
let catcher: MailCatcher;
let attempt = 0;

/** Sends a request from Priya's page, as her page's form posts it; answers the stored request. */
async function sendFromPriyasPage(message: string, email: string): Promise<TripRequestDocument> {
  attempt += 1;
  const service = createTripRequestService({
    store: createSanityTripRequestStore(() => lake.client()),
    limiter: createRateLimiter({ limit: 100, windowSeconds: 60 }),
    mailer: () => createSmtpMailer(catcher.url, 'Example Travel <trips@example.co.uk>'),
    now: () => NOW,
  });
  const outcome = await service.accept(
    { message, name: 'Ada Quill', email, consent: true, specialist: 'priya-hartley' },
    undefined,
    `asked-${String(attempt).padStart(4, '0')}-0123456789`,
    { ip: '127.0.0.1' },
  );
  if (outcome.kind !== 'stored') throw new Error(`Not stored: ${outcome.kind}`);
  return outcome.document;
}

/** The specialists' copies of the request sent by `email`: they reply to it. */
const copiesFor = (email: string) =>
  catcher
    .messages()
    .filter((mail) => mail.replyTo === email)
    .flatMap((mail) => mail.to);

const setActive = (id: string, active: boolean) => lake.client().patch(id).set({ active }).commit();

beforeAll(async () => {
  catcher = await startMailCatcher();
  lake = await startLakeForTest();
  await lake
    .client()
    .transaction()
    .create({ _id: 'siteSettings', _type: 'siteSettings', email: 'team@example.co.uk' })
    .create({ _id: 'region-indian-ocean', _type: 'journeyRegion', title: 'Indian Ocean' })
    .create({
      _id: 'profile-priya',
      _type: 'specialistProfile',
      name: 'Priya Hartley',
      slug: { _type: 'slug', current: 'priya-hartley' },
    })
    .create({
      _id: PRIYA,
      _type: 'travelSpecialist',
      name: 'Priya Hartley',
      email: 'priya@example.co.uk',
      regions: [{ _key: 'io', _type: 'reference', _ref: 'region-indian-ocean' }],
      profile: { _type: 'reference', _ref: 'profile-priya' },
      active: true,
    })
    .create({
      _id: COVER,
      _type: 'travelSpecialist',
      name: 'Cover Colleague',
      email: 'cover@example.co.uk',
      regions: [{ _key: 'io', _type: 'reference', _ref: 'region-indian-ocean' }],
      active: true,
    })
    .commit();
});

afterAll(async () => {
  await lake.close();
  await catcher.close();
});

describe('a trip request sent from a specialist’s page', () => {
  it('reaches them, words naming no place or not, and records whom it asked for', async () => {
    const stored = await sendFromPriyasPage(
      'Something slow and beautiful for our anniversary.',
      'anniversary@example.org',
    );
    expect(stored.state).toBe('routed');
    expect(stored.askedFor).toEqual({ _type: 'reference', _ref: PRIYA });
    expect(stored.routedTo.map((routing) => routing.specialist._ref)).toEqual([PRIYA]);
    expect(copiesFor('anniversary@example.org')).toEqual(['priya@example.co.uk']);
  });

  it('reaches a colleague who covers their regions while they are away', async () => {
    await setActive(PRIYA, false);
    try {
      const stored = await sendFromPriyasPage(
        'Something slow and beautiful in the spring.',
        'spring@example.org',
      );
      expect(stored.askedFor).toEqual({ _type: 'reference', _ref: PRIYA });
      expect(stored.routedTo.map((routing) => routing.specialist._ref)).toEqual([COVER]);
      expect(copiesFor('spring@example.org')).toEqual(['cover@example.co.uk']);
    } finally {
      await setActive(PRIYA, true);
    }
  });

  it('waits for a person when nobody can take it, then goes to them once they are back', async () => {
    await Promise.all([setActive(PRIYA, false), setActive(COVER, false)]);
    const stored = await sendFromPriyasPage(
      'Something slow and beautiful in the autumn.',
      'autumn@example.org',
    );
    expect(stored.state).toBe('needs-a-person');
    expect(stored.askedFor).toEqual({ _type: 'reference', _ref: PRIYA });
    expect(copiesFor('autumn@example.org')).toEqual(['team@example.co.uk']);

    // Priya is back; the editor routes it without choosing a region, as the Studio's action does.
    await setActive(PRIYA, true);
    const specialists = await lake.client().fetch<SpecialistContact[]>(SPECIALISTS_QUERY, {
      since: new Date(NOW.getTime() - RECENT_DAYS * 86_400_000).toISOString(),
    });
    const routing = manualRouting(
      { ...stored, extracted: {}, askedFor: stored.askedFor },
      specialists,
      NOW,
    );
    expect(routing.ok && routing.set.routedTo.map((to) => [to.specialist._ref, to.name])).toEqual([
      [PRIYA, 'Priya Hartley'],
    ]);
  });
});
