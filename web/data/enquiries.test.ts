import { describe, expect, it, vi } from 'vitest';
import {
  createEnquirySender,
  enquiryResultOf,
  FAILED_MESSAGE,
  newIdempotencyKey,
  submitEnquiry,
  type EnquiryPayload,
} from './enquiries.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../../features/enquiries/fields.ts';

const payload: EnquiryPayload = {
  formKind: 'callback',
  source: '/journeys',
  firstName: 'Ada',
  email: 'ada@example.com',
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

describe('enquiryResultOf', () => {
  it.each([
    ['stored', json(201, { id: 'enquiry.k' }), { kind: 'ok', id: 'enquiry.k' }],
    [
      'field errors',
      json(400, { error: 'Please check the highlighted fields.', fieldErrors: { email: 'Bad' } }),
      {
        kind: 'fieldErrors',
        message: 'Please check the highlighted fields.',
        fieldErrors: { email: 'Bad' },
      },
    ],
    [
      'field errors with non-text values dropped',
      json(400, { error: 'Check', fieldErrors: { email: 'Bad', phone: 7 } }),
      { kind: 'fieldErrors', message: 'Check', fieldErrors: { email: 'Bad' } },
    ],
    [
      'a 400 with no field to correct',
      json(400, { error: 'Not an object', fieldErrors: {} }),
      { kind: 'failed', message: FAILED_MESSAGE },
    ],
    [
      'rate limited for ten minutes',
      json(429, { error: 'slow down' }, { 'retry-after': '600' }),
      {
        kind: 'rateLimited',
        retryAfterSeconds: 600,
        message: 'You have sent several enquiries in a short time. Please try again in 10 minutes.',
      },
    ],
    [
      'rate limited for seconds',
      json(429, {}, { 'retry-after': '20' }),
      {
        kind: 'rateLimited',
        retryAfterSeconds: 20,
        message: 'You have sent several enquiries in a short time. Please try again in a minute.',
      },
    ],
    [
      'rate limited without a usable Retry-After',
      json(429, {}, { 'retry-after': 'soon' }),
      {
        kind: 'rateLimited',
        retryAfterSeconds: 60,
        message: 'You have sent several enquiries in a short time. Please try again in a minute.',
      },
    ],
    [
      'the lake unavailable',
      json(503, { error: 'later' }),
      { kind: 'failed', message: FAILED_MESSAGE },
    ],
    ['a server error', json(500, { error: 'x' }), { kind: 'failed', message: FAILED_MESSAGE }],
    [
      'an HTML error page',
      new Response('<h1>Bad gateway</h1>', { status: 502 }),
      { kind: 'failed', message: FAILED_MESSAGE },
    ],
    ['a 201 without an id', json(201, {}), { kind: 'failed', message: FAILED_MESSAGE }],
  ])('%s', async (_case, response, expected) => {
    expect(await enquiryResultOf(response)).toEqual(expected);
  });
});

describe('submitEnquiry', () => {
  it('posts JSON with the idempotency key to /api/enquiries', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => json(201, { id: 'enquiry.abc' }));
    const result = await submitEnquiry(payload, {
      idempotencyKey: 'key-0123456789abcdef',
      fetcher,
    });
    expect(result).toEqual({ kind: 'ok', id: 'enquiry.abc' });
    const [url, init] = fetcher.mock.calls[0] ?? [];
    expect(url).toBe('/api/enquiries');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('key-0123456789abcdef');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual(payload);
  });

  it('turns a network failure into failed, never a throw', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await submitEnquiry(payload, { idempotencyKey: 'k'.repeat(16), fetcher })).toEqual({
      kind: 'failed',
      message: FAILED_MESSAGE,
    });
  });

  it('gives up after the time-out', async () => {
    const fetcher = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const result = await submitEnquiry(payload, {
      idempotencyKey: 'k'.repeat(16),
      fetcher,
      timeoutMs: 20,
    });
    expect(result.kind).toBe('failed');
  });
});

describe('createEnquirySender', () => {
  const keyOf = (fetcher: ReturnType<typeof vi.fn<typeof fetch>>, call: number) =>
    new Headers(fetcher.mock.calls[call]?.[1]?.headers).get('idempotency-key');

  it('keeps one key across retries of an attempt, and starts a new one after success', async () => {
    const answers = [json(503, {}), json(201, { id: 'enquiry.1' }), json(201, { id: 'enquiry.2' })];
    const fetcher = vi.fn<typeof fetch>(async () => answers.shift() ?? json(500, {}));
    const sender = createEnquirySender({ fetcher });
    expect((await sender.send(payload)).kind).toBe('failed');
    expect((await sender.send(payload)).kind).toBe('ok');
    expect((await sender.send(payload)).kind).toBe('ok');
    expect(keyOf(fetcher, 0)).toBe(keyOf(fetcher, 1));
    expect(keyOf(fetcher, 2)).not.toBe(keyOf(fetcher, 1));
  });

  it('starts a new attempt at once when the key already holds other details (409)', async () => {
    const answers = [json(409, { error: 'other details' }), json(201, { id: 'enquiry.new' })];
    const fetcher = vi.fn<typeof fetch>(async () => answers.shift() ?? json(500, {}));
    const sender = createEnquirySender({ fetcher });
    expect(await sender.send(payload)).toEqual({ kind: 'ok', id: 'enquiry.new' });
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(keyOf(fetcher, 1)).not.toBe(keyOf(fetcher, 0));
  });

  it('keeps the key after field errors, since nothing was stored', async () => {
    const answers = [
      json(400, { error: 'Check', fieldErrors: { firstName: 'Name' } }),
      json(201, { id: 'e' }),
    ];
    const fetcher = vi.fn<typeof fetch>(async () => answers.shift() ?? json(500, {}));
    const sender = createEnquirySender({ fetcher });
    await sender.send(payload);
    await sender.send(payload);
    expect(keyOf(fetcher, 0)).toBe(keyOf(fetcher, 1));
  });
});

describe('newIdempotencyKey', () => {
  it('makes keys the server accepts, different every time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(new Set(keys).size).toBe(50);
  });
});
