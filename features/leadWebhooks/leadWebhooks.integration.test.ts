/**
 * The lead webhook end to end: a real local lake, the real @sanity/client, and a receiver on
 * loopback written from the Standard Webhooks specification with node:crypto (not the sender's
 * code): it verifies each signature and the attempt's timestamp, and takes each message id
 * once. Time is simulated: each pass is given its `now`, and the receiver's clock follows it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SanityClient } from '@sanity/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { lakePrivacyRules } from '../privacy/privateTypes.ts';
import { erasePersonalData } from '../privacy/personalData.ts';
import {
  MAX_ATTEMPTS,
  retryDeadLetter,
  runLeadWebhooks,
  type LeadWebhookEndpoint,
  type LeadWebhookEvent,
} from './index.ts';

const SECRET = `whsec_${Buffer.from('a shared secret of thirty-two bytes!').toString('base64')}`;
const T0 = new Date('2026-11-27T09:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(T0.getTime() + minutes * MINUTE);

/** The specification's check: HMAC-SHA256 of `id.timestamp.body`, any `v1` signature listed. */
function verified(headers: IncomingHttpHeaders, body: string, secret: string, now: Date): boolean {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (typeof id !== 'string' || typeof timestamp !== 'string' || typeof signatures !== 'string') {
    return false;
  }
  // Replay protection: an attempt more than five minutes from the receiver's clock is refused.
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',');
    if (version !== 'v1' || !signature) return false;
    const given = Buffer.from(signature, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

interface Delivery {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

interface Receiver {
  url: string;
  /** Messages taken, in the order they arrived, each id once. */
  taken: Delivery[];
  /** Every request that reached it, answered or not. */
  requests: { id: string; status: number }[];
  /** What it answers a verified message. */
  answer: number;
  clock: Date;
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
  let server: Server | undefined;
  let port = 0;
  const receiver: Receiver = {
    url: '',
    taken: [],
    requests: [],
    answer: 204,
    clock: T0,
    down: async () => {
      const open = server;
      server = undefined;
      if (!open) return;
      open.closeAllConnections();
      await new Promise<void>((resolve) => open.close(() => resolve()));
    },
    up: async () => {
      const listening = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const id = String(request.headers['webhook-id']);
          const ok = verified(request.headers, body, SECRET, receiver.clock);
          const status = ok ? receiver.answer : 401;
          receiver.requests.push({ id, status });
          // Idempotent by message id: a message seen before is acknowledged, not taken again.
          if (status < 300 && !receiver.taken.some((message) => message.id === id)) {
            const message = JSON.parse(body) as { type: string; data: Record<string, unknown> };
            receiver.taken.push({ id, type: message.type, data: message.data });
          }
          response.writeHead(status).end();
        });
      });
      await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', resolve));
      port = (listening.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${String(port)}/hooks/leads`;
      server = listening;
    },
    close: () => receiver.down(),
  };
  await receiver.up();
  return receiver;
}

let dataDir: string;
let lake: TestLake;
let receiver: Receiver;

/** The lake on this test's own folder, so that it can be stopped and started again on it. */
const startLake = () => startLakeForTest({ ...lakePrivacyRules, dataDir });

beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lead-webhooks-'));
  lake = await startLake();
  receiver = await startReceiver();
});

afterEach(async () => {
  await receiver.close();
  await lake.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const endpoint = (secret = SECRET): LeadWebhookEndpoint => ({ url: receiver.url, secret });

/** One pass of the sender at `now`, the receiver's clock set to the same moment. */
function pass(client: SanityClient, now: Date, secret = SECRET) {
  receiver.clock = now;
  return runLeadWebhooks(client, endpoint(secret), now);
}

async function storeTripRequest(client: SanityClient, id: string, email: string) {
  await client.create(
    {
      _id: id,
      _type: 'tripRequest',
      createdAt: T0.toISOString(),
      state: 'needs-a-person',
      name: 'Harriet Lowe',
      email,
      message: 'Ten nights in Botswana in August for two adults.',
      consent: true,
      extracted: { places: ['Botswana'], nights: 10, adults: 2 },
    },
    { visibility: 'sync' },
  );
}

async function storeEnquiry(client: SanityClient, id: string, email: string) {
  await client.create(
    {
      _id: id,
      _type: 'enquiry',
      createdAt: T0.toISOString(),
      status: 'new',
      formKind: 'callback',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      phone: '07700 900123',
      consent: true,
    },
    { visibility: 'sync' },
  );
}

const events = (client: SanityClient) =>
  client.fetch<LeadWebhookEvent[]>(
    '*[_type == "leadWebhookEvent"] | order(lead asc, sequence asc)',
    {},
    { perspective: 'raw' },
  );

// A lake, a receiver and dozens of passes each: more than the default five seconds on a busy machine.
describe('the lead webhook', { timeout: 30_000 }, () => {
  it('sends a message the receiver verifies by the specification, and one it refuses is kept', async () => {
    const client = lake.client();
    await storeEnquiry(client, 'enquiry.k1', 'ada@example.org');

    // Signed with another secret: the receiver refuses it, and the message waits.
    const forged = await pass(client, at(0), `whsec_${Buffer.alloc(32, 7).toString('base64')}`);
    expect(forged).toMatchObject({ queued: 1, delivered: 0, failed: 1 });
    expect(receiver.requests.map((request) => request.status)).toEqual([401]);
    expect(receiver.taken).toEqual([]);

    const signed = await pass(client, at(1));
    expect(signed).toMatchObject({ queued: 0, delivered: 1, failed: 0 });
    expect(receiver.taken).toEqual([
      {
        id: expect.stringMatching(/^msg_[0-9a-f]{32}$/),
        type: 'lead.received',
        data: {
          id: 'enquiry.k1',
          kind: 'enquiry',
          state: 'new',
          createdAt: T0.toISOString(),
          person: {
            name: 'Ada Lovelace',
            firstName: 'Ada',
            lastName: 'Lovelace',
            email: 'ada@example.org',
            phone: '07700 900123',
            consent: true,
          },
          request: { formKind: 'callback' },
        },
      },
    ]);
    const [event] = await events(client);
    expect(event).toMatchObject({ state: 'delivered', attempts: 2 });
    // Once delivered the queue keeps only that it was: the details went to the receiver.
    expect(event?.payload).toBeUndefined();
  });

  it('keeps the messages private: a caller without a token sees none', async () => {
    const client = lake.client();
    await storeTripRequest(client, 'tripRequest.k2', 'harriet@example.org');
    await pass(client, at(0));
    expect(await client.fetch<number>('count(*[_type == "leadWebhookEvent"])')).toBe(1);
    const anonymous = lake.client({ withToken: false });
    expect(await anonymous.fetch<number>('count(*[_type == "leadWebhookEvent"])')).toBe(0);
  });

  it('gives a receiver down for ten minutes every message afterwards, in order, none twice', async () => {
    let client = lake.client();
    await receiver.down();
    await storeTripRequest(client, 'tripRequest.k3', 'harriet@example.org');
    await storeEnquiry(client, 'enquiry.k3', 'ada@example.org');
    await pass(client, at(0));
    await client.patch('tripRequest.k3').set({ state: 'routed' }).commit({ visibility: 'sync' });
    await pass(client, at(1));
    await client.patch('enquiry.k3').set({ status: 'contacted' }).commit({ visibility: 'sync' });
    await pass(client, at(2));
    await client.patch('tripRequest.k3').set({ state: 'closed' }).commit({ visibility: 'sync' });

    // The host restarts meanwhile: the queue is in the lake, so nothing waits in memory.
    await lake.close();
    lake = await startLake();
    client = lake.client();

    for (let minute = 3; minute < 10; minute += 1) await pass(client, at(minute));
    expect(receiver.requests).toEqual([]);
    expect((await events(client)).every((event) => event.state === 'pending')).toBe(true);

    await receiver.up();
    for (let minute = 10; minute <= 40; minute += 1) await pass(client, at(minute));

    const told = (lead: string) =>
      receiver.taken
        .filter((message) => message.data.id === lead)
        .map((message) => `${message.type} ${String(message.data.state)}`);
    expect(told('tripRequest.k3')).toEqual([
      'lead.received needs-a-person',
      'lead.state_changed routed',
      'lead.state_changed closed',
    ]);
    expect(told('enquiry.k3')).toEqual(['lead.received new', 'lead.state_changed contacted']);
    // Each acknowledged message reached the receiver exactly once.
    expect(receiver.requests).toHaveLength(5);
    expect(new Set(receiver.requests.map((request) => request.id)).size).toBe(5);
    expect((await events(client)).map((event) => event.state)).toEqual(Array(5).fill('delivered'));
  });

  it('lands a message a receiver answers 500 for ever in the dead-letter list, retried from there', async () => {
    const client = lake.client();
    receiver.answer = 500;
    await storeTripRequest(client, 'tripRequest.k4', 'harriet@example.org');
    await pass(client, at(0));
    await client.patch('tripRequest.k4').set({ state: 'routed' }).commit({ visibility: 'sync' });

    // Each pass at the moment the next attempt falls due, until none is waiting for one.
    let now = at(0.5);
    for (let round = 0; round < 40; round += 1) {
      await pass(client, now);
      const next = await client.fetch<string | null>(
        '*[_type == "leadWebhookEvent" && state == "pending" && nextAttemptAt > $now] | order(nextAttemptAt asc)[0].nextAttemptAt',
        { now: now.toISOString() },
        { perspective: 'raw' },
      );
      if (!next) break;
      now = new Date(next);
    }

    // The Studio's "Undelivered webhooks" list is this query.
    const dead = await client.fetch<LeadWebhookEvent[]>(
      '*[_type == "leadWebhookEvent" && state == "dead"]',
      {},
      { perspective: 'raw' },
    );
    expect(dead).toHaveLength(1);
    const [letter] = dead;
    expect(letter).toMatchObject({ sequence: 1, attempts: MAX_ATTEMPTS });
    expect(letter?.lastError).toBe('The receiver answered 500.');
    const hours = (Date.parse(letter?.deadAt ?? '') - Date.parse(letter?.createdAt ?? '')) / 3.6e6;
    expect(hours).toBeGreaterThan(24);
    expect(hours).toBeLessThan(30);
    // Every attempt was the first message's: the second waits behind it, in order.
    expect(receiver.requests).toHaveLength(MAX_ATTEMPTS);
    expect(new Set(receiver.requests.map((request) => request.id))).toEqual(
      new Set([letter?.messageId]),
    );

    receiver.answer = 200;
    await retryDeadLetter(client, letter?._id ?? '', now);
    await pass(client, now);
    expect(receiver.taken.map((message) => message.type)).toEqual([
      'lead.received',
      'lead.state_changed',
    ]);
  });

  it('erases the messages with their lead, and tells the receiver the lead is erased', async () => {
    const client = lake.client();
    await storeTripRequest(client, 'tripRequest.k5', 'harriet@example.org');
    await pass(client, at(0));
    await client.patch('tripRequest.k5').set({ state: 'routed' }).commit({ visibility: 'sync' });
    receiver.answer = 503;
    await pass(client, at(1));

    await erasePersonalData(client, 'Harriet@example.org');
    const left = await events(client);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ eventType: 'lead.erased', sequence: 3, state: 'pending' });
    expect(JSON.stringify(left)).not.toContain('harriet');
    expect(JSON.stringify(left)).not.toContain('Botswana');

    // The erasure queues its message as it happens, on the real clock.
    receiver.answer = 200;
    await pass(client, new Date(Date.now() + 1000));
    expect(receiver.taken.map((message) => [message.type, message.data])).toEqual([
      ['lead.received', expect.objectContaining({ id: 'tripRequest.k5' })],
      ['lead.erased', { id: 'tripRequest.k5', kind: 'tripRequest' }],
    ]);
  });
});
