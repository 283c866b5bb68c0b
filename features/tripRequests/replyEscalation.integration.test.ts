/**
 * An overdue reply is escalated once (decision 112): against a real lake, a routed request past
 * its promised time with no reply marked gets one "overdue" e-mail queued to the team; a second
 * run adds nothing; a request replied to, or not yet due, is left alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { siteLakeRules } from '../../server/lakeRules.ts';
import { escalateOverdueReplies } from './replyEscalation.ts';
import { composeEmail } from './mail.ts';
import type { TripRequestDocument } from './store.ts';

let lake: TestLake;
beforeAll(async () => {
  lake = await startLakeForTest({ ...siteLakeRules, queries: 'inline' });
});
afterAll(async () => {
  await lake.close();
});

const NOW = new Date('2026-12-07T12:00:00Z');
const request = (id: string, extra: Record<string, unknown>) => ({
  _id: id,
  _type: 'tripRequest',
  state: 'routed',
  createdAt: '2026-12-04T16:00:00.000Z',
  name: 'Ada Quill',
  email: 'ada@example.org',
  message: 'Sri Lanka in February.',
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
  emails: [],
  ...extra,
});

describe('escalating overdue replies', () => {
  it('queues one e-mail to the team per overdue request, once', async () => {
    const client = lake.client();
    await client
      .transaction()
      .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', email: 'team@example.co.uk' })
      .createOrReplace(request('tripRequest.late', { replyBy: '2026-12-07T10:00:00.000Z' }))
      .createOrReplace(
        request('tripRequest.replied', {
          replyBy: '2026-12-07T10:00:00.000Z',
          repliedAt: '2026-12-07T09:30:00.000Z',
        }),
      )
      .createOrReplace(request('tripRequest.due-later', { replyBy: '2026-12-07T15:00:00.000Z' }))
      .commit();

    expect(await escalateOverdueReplies(client, NOW)).toEqual({ escalated: 1 });
    expect(await escalateOverdueReplies(client, new Date(NOW.getTime() + 3_600_000))).toEqual({
      escalated: 0,
    });

    const late = await client.getDocument<TripRequestDocument>('tripRequest.late');
    expect(late?.escalatedAt).toBe(NOW.toISOString());
    expect(late?.emails.map((email) => [email.kind, email.to, email.state])).toEqual([
      ['overdue', 'team@example.co.uk', 'pending'],
    ]);
    const [overdue] = late?.emails ?? [];
    if (!late || !overdue) throw new Error('no overdue e-mail');
    const mail = composeEmail(late, overdue, {
      studioUrl: 'https://x.test/studio',
      brandName: 'X',
    });
    expect(mail.subject).toBe('Overdue: the reply to Ada Quill’s trip request');
    expect(mail.text).toContain('Owner: Priya Hartley');
    expect((await client.getDocument('tripRequest.replied'))?.emails).toEqual([]);
    expect((await client.getDocument('tripRequest.due-later'))?.emails).toEqual([]);
  });
});
