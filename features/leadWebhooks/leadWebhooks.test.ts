import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { leadPayload } from './events.ts';
import { MAX_ATTEMPTS, retryDelayMs } from './schedule.ts';
import { isUsableSecret, webhookHeaders } from './signature.ts';

const SECRET = `whsec_${Buffer.alloc(32, 1).toString('base64')}`;

describe('signing a lead message', () => {
  it('sends the id, the attempt time in whole seconds and a v1 HMAC of id.timestamp.body', async () => {
    const body = '{"type":"lead.received"}';
    const headers = await webhookHeaders(SECRET, 'msg_1', new Date(1_674_087_231_900), body);
    const expected = createHmac('sha256', Buffer.alloc(32, 1))
      .update(`msg_1.1674087231.${body}`)
      .digest('base64');
    expect(headers).toEqual({
      'content-type': 'application/json',
      'webhook-id': 'msg_1',
      'webhook-timestamp': '1674087231',
      'webhook-signature': `v1,${expected}`,
    });
  });

  it.each([
    ['a whsec_ secret of 32 bytes', SECRET, true],
    ['no prefix', Buffer.alloc(32, 1).toString('base64'), false],
    ['fewer than 24 bytes', `whsec_${Buffer.alloc(16, 1).toString('base64')}`, false],
    ['not base64', 'whsec_not base64 at all!', false],
  ])('takes %s: %s', (_name, secret, usable) => {
    expect(isUsableSecret(secret)).toBe(usable);
  });
});

describe('the retry schedule', () => {
  it('waits 30 s, doubling, at most six hours, and gives up some 26 hours after the first', () => {
    expect([1, 2, 3, 11].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 6 * 3_600_000]);
    let waited = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts += 1) waited += retryDelayMs(attempts);
    expect(waited / 3_600_000).toBeCloseTo(26.5, 1);
  });
});

describe('the message body', () => {
  const occurredAt = new Date('2026-11-27T09:00:00Z');
  const lead = { _id: 'tripRequest.k1', _type: 'tripRequest' as const };

  it('carries the person and what they asked for when a lead arrives', () => {
    const body = JSON.parse(
      leadPayload({
        eventType: 'lead.received',
        lead,
        occurredAt,
        state: 'routed',
        document: {
          ...lead,
          name: 'Harriet Lowe',
          email: 'harriet@example.org',
          message: 'Botswana in August',
          extracted: { places: ['Botswana'], placesConfidence: 0.9, nights: 10 },
          emails: [{ to: 'rupert@example.co.uk' }],
        },
      }),
    ) as unknown;
    expect(body).toEqual({
      type: 'lead.received',
      timestamp: '2026-11-27T09:00:00.000Z',
      data: {
        id: 'tripRequest.k1',
        kind: 'tripRequest',
        state: 'routed',
        createdAt: '2026-11-27T09:00:00.000Z',
        person: { name: 'Harriet Lowe', email: 'harriet@example.org' },
        request: { message: 'Botswana in August', reading: { places: ['Botswana'], nights: 10 } },
      },
    });
  });

  it('names the lead only when its state changes or it is erased', () => {
    expect(
      JSON.parse(
        leadPayload({
          eventType: 'lead.state_changed',
          lead,
          occurredAt,
          state: 'closed',
          previousState: 'routed',
        }),
      ),
    ).toMatchObject({
      data: { id: 'tripRequest.k1', kind: 'tripRequest', state: 'closed', previousState: 'routed' },
    });
    expect(
      JSON.parse(leadPayload({ eventType: 'lead.erased', lead, occurredAt, state: null })),
    ).toEqual({
      type: 'lead.erased',
      timestamp: '2026-11-27T09:00:00.000Z',
      data: { id: 'tripRequest.k1', kind: 'tripRequest' },
    });
  });
});
