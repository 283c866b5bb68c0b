/**
 * An overdue reply reaches the team once (issue 50): the scheduled function, run twice against a
 * real content lake, and the outbox, run after each pass against the host's mail catcher, put
 * exactly one e-mail in the team's mailbox, naming the request, its owner and where to open it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { startMailCatcher, type MailCatcher } from '../server/mailCatcher.ts';
import { siteLakeRules } from '../server/lakeRules.ts';
import { createSmtpMailer } from '../features/notifications/mailer.ts';
import { createSanityTripRequestStore, deliverDue } from '../features/tripRequests/index.ts';
import { createReplyEscalationHandler } from './replyEscalation.ts';

const TEAM = 'team@example.co.uk';
const ID = 'tripRequest.overdue-0123456789abcdef';
// A Monday afternoon: the reply promised by 10:00 that morning is four hours late.
const NOW = new Date('2026-12-07T14:00:00Z');

let lake: TestLake;
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
  lake = await startLakeForTest({ ...siteLakeRules, queries: 'inline' });
  await lake
    .client()
    .transaction()
    .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', email: TEAM })
    .createOrReplace({
      _id: ID,
      _type: 'tripRequest',
      state: 'routed',
      createdAt: '2026-12-04T16:00:00.000Z',
      name: 'Ada Quill',
      email: 'ada@example.org',
      consent: true,
      message: 'Sri Lanka in February, tea country and the south coast.',
      extracted: {},
      routedTo: [
        {
          _key: 'priya',
          _type: 'routing',
          specialist: { _type: 'reference', _ref: 'travelSpecialist-priya' },
          name: 'Priya Hartley',
          routedAt: '2026-12-04T16:00:00.000Z',
        },
      ],
      replyBy: '2026-12-07T10:00:00.000Z',
      // What the visitor and Priya were sent on the day it arrived.
      emails: [],
    })
    .commit();
});

afterAll(async () => {
  await lake.close();
  await catcher.close();
});

describe('the overdue replies function with the outbox', () => {
  it('tells the team once, naming the request and its owner', async () => {
    const handler = createReplyEscalationHandler({
      client: () => lake.client(),
      now: () => NOW,
      log: () => {},
    });
    const store = createSanityTripRequestStore(() => lake.client());
    const mailer = createSmtpMailer(catcher.url, 'Example Travel <trips@example.co.uk>');

    expect(await (await handler()).json()).toEqual({ escalated: 1 });
    await deliverDue(mailer, store, NOW);
    // The next scheduled run, and the outbox after it, find nothing more to say.
    expect(await (await handler()).json()).toEqual({ escalated: 0 });
    await deliverDue(mailer, store, new Date(NOW.getTime() + 60_000));

    const toTeam = catcher.messages().filter((mail) => mail.to.includes(TEAM));
    expect(toTeam.map((mail) => mail.subject)).toEqual([
      'Overdue: the reply to Ada Quill’s trip request',
    ]);
    const [notice] = toTeam;
    expect(notice?.text).toContain('Owner: Priya Hartley');
    expect(notice?.text).toContain('Sri Lanka in February, tea country and the south coast.');
    expect(notice?.text).toContain(ID);
    expect(
      await lake
        .client()
        .fetch('*[_id == $id][0]{escalatedAt, "sent": emails[].state}', { id: ID }),
    ).toEqual({ escalatedAt: NOW.toISOString(), sent: ['sent'] });
  });
});
