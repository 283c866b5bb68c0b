/** The enquiries function against a real local lake, through the real @sanity/client. */
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { createEnquiriesHandler } from './enquiries.ts';
import { createSanityEnquiryStore } from '../features/enquiries/store.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import { createSanityTripRequestStore } from '../features/tripRequests/store.ts';

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest();
});

afterAll(async () => {
  await lake.close();
});

function handlerFor(testLake: TestLake) {
  const writer = testLake.client();
  return createEnquiriesHandler({
    store: createSanityEnquiryStore(() => writer),
    limiter: createRateLimiter({ limit: 1000, windowSeconds: 60 }),
  });
}

/** A client whose reads answer only once `readers` reads have all been answered by the lake. */
function clientReadingTogether(client: SanityClient, readers: number): SanityClient {
  let arrived = 0;
  let release = () => {};
  const together = new Promise<void>((resolve) => (release = resolve));
  return new Proxy(client, {
    get(target, property) {
      if (property === 'fetch') {
        return async (...args: Parameters<SanityClient['fetch']>) => {
          const answer: unknown = await target.fetch(...args);
          arrived += 1;
          if (arrived === readers) release();
          await together;
          return answer;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

function post(key: string, body: Record<string, unknown>): Request {
  return new Request('http://127.0.0.1/api/enquiries', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
  });
}

const enquiry = {
  formKind: 'callback',
  source: '/journeys/thailand-in-style',
  firstName: 'Grace',
  lastName: 'Hopper',
  phone: '07700 900456',
  consent: true,
};

describe('enquiries stored in the local lake', () => {
  it('stores the team notice as owed, for the outbox to find and record', async () => {
    const response = await handlerFor(lake)(post('lake-test-key-outbox-01', enquiry));
    expect(response.status).toBe(201);
    const outbox = createSanityTripRequestStore(() => lake.client());
    const due = await outbox.dueEnquiries?.(new Date(Date.now() + 1000), 50);
    const owed = due?.find((one) => one._id === 'enquiry.lake-test-key-outbox-01');
    expect(owed?.emails).toMatchObject([{ _key: 'team', kind: 'team', state: 'pending' }]);

    await outbox.recordEmail('enquiry.lake-test-key-outbox-01', 'team', {
      state: 'sent',
      attempts: 1,
      to: 'team@example.co.uk',
    });
    const after = await outbox.dueEnquiries?.(new Date(Date.now() + 1000), 50);
    expect(after?.some((one) => one._id === 'enquiry.lake-test-key-outbox-01')).toBe(false);
    const stored = await lake.client().getDocument('enquiry.lake-test-key-outbox-01');
    expect(stored).toMatchObject({
      ...enquiry,
      emails: [{ state: 'sent', attempts: 1, to: 'team@example.co.uk' }],
    });
  });

  it('lets one of two senders that read the same revision claim an owed notice', async () => {
    const response = await handlerFor(lake)(post('lake-test-key-claim-0001', enquiry));
    expect(response.status).toBe(201);
    // Both senders read the notice before either writes its claim, so only the revision check
    // can tell them apart.
    const readTogether = clientReadingTogether(lake.client(), 2);
    const outbox = createSanityTripRequestStore(() => readTogether);
    const now = new Date(Date.now() + 1000);
    const until = new Date(now.getTime() + 600_000);
    const claims = await Promise.all([
      outbox.claimEmails('enquiry.lake-test-key-claim-0001', now, until),
      outbox.claimEmails('enquiry.lake-test-key-claim-0001', now, until),
    ]);
    expect(claims.filter((keys) => keys.length > 0)).toEqual([['team']]);

    const reader = createSanityTripRequestStore(() => lake.client());
    const due = await reader.dueEnquiries?.(now, 50);
    expect(due?.some((one) => one._id === 'enquiry.lake-test-key-claim-0001')).toBe(false);
    const afterClaim = await reader.dueEnquiries?.(until, 50);
    expect(afterClaim?.some((one) => one._id === 'enquiry.lake-test-key-claim-0001')).toBe(true);
  });

  it('stores one enquiry document, readable with the token, as sent', async () => {
    const response = await handlerFor(lake)(post('lake-test-key-000000001', enquiry));
    expect(response.status).toBe(201);
    const stored = await lake
      .client()
      .fetch('*[_type == "enquiry" && idempotencyKey == $key]', { key: 'lake-test-key-000000001' });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      _id: 'enquiry.lake-test-key-000000001',
      ...enquiry,
      status: 'new',
      months: [],
      regions: [],
      tripDateType: null,
    });
  });

  it('stores concurrent retries of one attempt once', async () => {
    const handler = handlerFor(lake);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => handler(post('lake-test-key-000000002', enquiry))),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201));
    const count = await lake
      .client()
      .fetch('count(*[_type == "enquiry" && idempotencyKey == $key])', {
        key: 'lake-test-key-000000002',
      });
    expect(count).toBe(1);
  });

  it('answers 409 to the same key with other details, and keeps what was stored first', async () => {
    const handler = handlerFor(lake);
    const key = 'lake-test-key-000000005';
    expect((await handler(post(key, enquiry))).status).toBe(201);
    expect((await handler(post(key, enquiry))).status).toBe(201);
    expect((await handler(post(key, { ...enquiry, phone: '07700 900999' }))).status).toBe(409);
    const stored = await lake.client().getDocument(`enquiry.${key}`);
    expect(stored).toMatchObject({ phone: enquiry.phone });
  });

  it('keeps visitors’ details away from public (token-less) readers', async () => {
    await handlerFor(lake)(post('lake-test-key-000000003', enquiry));
    const visible = await lake.client({ withToken: false }).fetch('count(*[_type == "enquiry"])');
    expect(visible).toBe(0);
  });

  it('answers 503 when the lake refuses the write', async () => {
    const reader = lake.client({ withToken: false });
    const handler = createEnquiriesHandler({
      store: createSanityEnquiryStore(() => reader),
      limiter: createRateLimiter({ limit: 10, windowSeconds: 60 }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await handler(post('lake-test-key-000000004', enquiry))).status).toBe(503);
  });
});
