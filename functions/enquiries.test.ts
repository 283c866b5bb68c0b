import { describe, expect, it, vi } from 'vitest';
import { createEnquiriesHandler } from './enquiries.ts';
import {
  createMemoryEnquiryStore,
  EnquiryStoreUnavailable,
  type EnquiryStore,
} from '../features/enquiries/store.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';

const URL_BASE = 'http://127.0.0.1/api/enquiries';
const KEY = 'attempt-0123456789abcdef';
const CREATED_AT = new Date('2026-11-22T09:30:00.000Z');

const valid = {
  formKind: 'booking',
  source: '/holiday-types/safaris',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0000',
  tripDateType: 'month',
  months: ['Dec 2026', 'Jan 2027'],
  regions: ['Africa', 'Indian Ocean'],
  notes: 'Two adults, a quiet lodge please.',
  consent: true,
  website: '',
};

function setup(store: EnquiryStore = createMemoryEnquiryStore(), limit = 1000) {
  const handler = createEnquiriesHandler({
    store,
    limiter: createRateLimiter({ limit, windowSeconds: 600 }),
    now: () => CREATED_AT,
  });
  return { store, handler };
}

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(URL_BASE, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': KEY, ...headers },
  });
}

describe('POST /api/enquiries stores a lead', () => {
  it('answers 201 and stores one enquiry document with status new', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    const response = await handler(post(valid), { ip: '192.0.2.1' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: `enquiry.${KEY}` });
    expect([...store.documents.values()]).toEqual([
      {
        _id: `enquiry.${KEY}`,
        _type: 'enquiry',
        formKind: 'booking',
        source: '/holiday-types/safaris',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        tripDateType: 'month',
        months: ['Dec 2026', 'Jan 2027'],
        regions: ['Africa', 'Indian Ocean'],
        notes: 'Two adults, a quiet lodge please.',
        consent: true,
        idempotencyKey: KEY,
        status: 'new',
        createdAt: '2026-11-22T09:30:00.000Z',
        emails: [
          {
            _key: 'team',
            _type: 'emailDelivery',
            kind: 'team',
            state: 'pending',
            attempts: 0,
            nextAttemptAt: '2026-11-22T09:30:00.000Z',
          },
        ],
      },
    ]);
  });

  it.each([
    [
      'only a name and an e-mail',
      { formKind: 'callback', source: '/journeys', firstName: 'Ada', email: 'a@b.co' },
    ],
    [
      'only a name and a phone',
      { formKind: 'callback', source: '/journeys', firstName: 'Ada', phone: '07700 900123' },
    ],
    [
      'nulls for optional fields',
      { ...valid, lastName: null, tripDateType: null, notes: null, months: null },
    ],
    ['empty optional text', { ...valid, lastName: '', phone: '', notes: '' }],
    [
      'a date instead of months',
      { ...valid, tripDateType: 'date', tripDate: 'Around Easter', months: [] },
    ],
    [
      'unknown extra fields (ignored)',
      { ...valid, destinations: ['Asia'], favouriteColour: 'teal' },
    ],
    [
      'the longest allowed values',
      { ...valid, firstName: 'A'.repeat(80), notes: 'n'.repeat(2000) },
    ],
    [
      'the 18 months of the list',
      { ...valid, months: Array.from({ length: 18 }, (_, i) => `Jan ${2027 + i}`) },
    ],
  ])('accepts %s', async (_case, body) => {
    const { handler } = setup();
    const response = await handler(post(body));
    expect(response.status).toBe(201);
  });

  it('normalises: trims, drops empty text, removes repeated choices, keeps line breaks in notes', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    await handler(
      post({
        ...valid,
        firstName: '  Ada ',
        lastName: '',
        regions: ['Asia', 'Asia'],
        months: ['Dec 2026', 'Dec 2026'],
        notes: ' line one\r\nline two\tend ',
      }),
    );
    const [document] = store.documents.values();
    expect(document).toMatchObject({
      firstName: 'Ada',
      regions: ['Asia'],
      months: ['Dec 2026'],
      notes: 'line one\nline two\tend',
    });
    expect(document).not.toHaveProperty('lastName');
  });
});

describe('POST /api/enquiries: field errors', () => {
  it.each([
    [
      'a missing name',
      { ...valid, firstName: undefined },
      { firstName: 'Please tell us your name.' },
    ],
    ['a blank name', { ...valid, firstName: '   ' }, { firstName: 'Please tell us your name.' }],
    [
      'a name that is not text',
      { ...valid, firstName: 42 },
      { firstName: 'Please enter text here.' },
    ],
    [
      'CR/LF in the name',
      { ...valid, firstName: 'Ada\r\nBcc: x@y.z' },
      { firstName: 'Please use a single line of plain text.' },
    ],
    [
      'a NUL in the e-mail',
      { ...valid, email: 'a@b.co\u0000' },
      { email: 'Please use a single line of plain text.' },
    ],
    [
      'a huge name',
      { ...valid, firstName: 'A'.repeat(81) },
      { firstName: 'Please keep this to 80 characters or fewer.' },
    ],
    [
      'huge notes',
      { ...valid, notes: 'n'.repeat(2001) },
      { notes: 'Please keep this to 2000 characters or fewer.' },
    ],
    [
      'a control character in notes',
      { ...valid, notes: 'bell\u0007' },
      { notes: 'Please use plain text.' },
    ],
    [
      'a bad e-mail',
      { ...valid, email: 'not-an-email' },
      { email: 'Please enter a valid e-mail address.' },
    ],
    [
      'a phone of letters',
      { ...valid, phone: 'call me maybe' },
      { phone: 'Please enter a valid phone number.' },
    ],
    [
      'a phone with too few digits',
      { ...valid, phone: '+44 1' },
      { phone: 'Please enter a valid phone number.' },
    ],
    [
      'neither e-mail nor phone',
      { ...valid, email: '', phone: undefined },
      {
        email: 'An e-mail or a phone number, please.',
        phone: 'An e-mail or a phone number, please.',
      },
    ],
    [
      'no name and no contact: every missing piece at once',
      { formKind: 'booking', source: '/' },
      {
        firstName: 'Please tell us your name.',
        email: 'An e-mail or a phone number, please.',
        phone: 'An e-mail or a phone number, please.',
      },
    ],
    [
      'an unknown region',
      { ...valid, regions: ['Atlantis'] },
      { regions: 'Please choose regions from the list.' },
    ],
    [
      'regions that are not a list',
      { ...valid, regions: 'Asia' },
      { regions: 'Please choose regions from the list.' },
    ],
    [
      'a month not from the list',
      { ...valid, months: ['December 2026'] },
      { months: 'Please choose months from the list.' },
    ],
    [
      'too many months',
      { ...valid, months: Array.from({ length: 19 }, (_, i) => `Jan ${2027 + i}`) },
      { months: 'Please choose up to 18 months.' },
    ],
    [
      'an unknown trip date type',
      { ...valid, tripDateType: 'year' },
      { tripDateType: 'Please choose month or date.' },
    ],
    ['consent as text', { ...valid, consent: 'yes' }, { consent: 'Consent must be yes or no.' }],
    [
      'an unknown form kind',
      { ...valid, formKind: 'newsletter' },
      { formKind: 'The form kind must be booking or callback.' },
    ],
    [
      'a source that is not a path',
      { ...valid, source: 'https://elsewhere.example/' },
      { source: 'The source must be a page path such as /journeys.' },
    ],
    [
      'a source with a line break',
      { ...valid, source: '/a\nb' },
      { source: 'Please use a single line of plain text.' },
    ],
  ])('400 for %s', async (_case, body, fieldErrors) => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    const response = await handler(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Please check the highlighted fields.',
      fieldErrors,
    });
    expect(store.documents.size).toBe(0);
  });
});

describe('POST /api/enquiries: requests it refuses', () => {
  it.each([
    ['a JSON array', '[1,2]', 'The enquiry must be a JSON object.'],
    ['a JSON string', '"hello"', 'The enquiry must be a JSON object.'],
    ['JSON null', 'null', 'The enquiry must be a JSON object.'],
  ])('400 for %s', async (_case, body, error) => {
    const { handler } = setup();
    const response = await handler(post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error, fieldErrors: {} });
  });

  it.each([
    ['broken JSON', '{"firstName":'],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d])],
  ])('400 for %s', async (_case, body) => {
    const { handler } = setup();
    const request = new Request(URL_BASE, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    const response = await handler(request);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Sorry, the body is not valid JSON.' });
  });

  it.each([
    ['a form post', 'application/x-www-form-urlencoded', 'firstName=Ada'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['plain text', 'text/plain', JSON.stringify(valid)],
    ['JSON under another name', 'application/jsonp', JSON.stringify(valid)],
  ])('415 for %s', async (_case, contentType, body) => {
    const { handler } = setup();
    const response = await handler(post(body, { 'content-type': contentType }));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Sorry, expected a JSON body (application/json).',
    });
  });

  it('413 for a body over 16 KB', async () => {
    const { handler } = setup();
    const response = await handler(post({ ...valid, notes: 'n'.repeat(17 * 1024) }));
    expect(response.status).toBe(413);
  });

  it.each(['GET', 'PUT', 'DELETE'])('405 for %s', async (method) => {
    const { handler } = setup();
    const response = await handler(new Request(URL_BASE, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['too short', 'short-key'],
    ['with a dot', 'attempt.0123456789abcdef'],
    ['with a space', 'attempt 0123456789abcdef'],
    ['too long', 'k'.repeat(101)],
  ])('400 for an idempotency key %s', async (_case, key) => {
    const { handler } = setup();
    const response = await handler(post(valid, { 'idempotency-key': key }));
    expect(response.status).toBe(400);
  });
});

describe('POST /api/enquiries: one enquiry per form attempt', () => {
  it('a retried submit with the same key stores one document', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    const answers = await Promise.all([
      handler(post(valid)),
      handler(post(valid)),
      handler(post(valid)),
    ]);
    expect(answers.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(store.documents.size).toBe(1);
  });

  it.each([
    ['another name', { firstName: 'Someone Else' }],
    ['another e-mail address', { email: 'elsewhere@example.com' }],
    ['notes added', { notes: 'Also, a second room.' }],
    ['another form', { formKind: 'callback' }],
  ])('the same key with %s answers 409 and keeps the first', async (_case, change) => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    expect((await handler(post(valid))).status).toBe(201);
    const second = await handler(post({ ...valid, ...change }));
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({ error: expect.stringMatching(/other details/) });
    expect(store.documents.size).toBe(1);
    expect([...store.documents.values()][0]).toMatchObject({ firstName: valid.firstName });
  });

  it('takes the key from the body when there is no header', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    const request = new Request(URL_BASE, {
      method: 'POST',
      body: JSON.stringify({ ...valid, idempotencyKey: 'from-the-body-0123456' }),
      headers: { 'content-type': 'application/json' },
    });
    expect((await handler(request)).status).toBe(201);
    expect([...store.documents.keys()]).toEqual(['enquiry.from-the-body-0123456']);
  });

  it('different keys store different enquiries; no key means no de-duplication', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    await handler(post(valid, { 'idempotency-key': 'first-attempt-000000' }));
    await handler(post(valid, { 'idempotency-key': 'second-attempt-00000' }));
    await handler(post(valid, { 'idempotency-key': '' }));
    await handler(post(valid, { 'idempotency-key': '' }));
    expect(store.documents.size).toBe(4);
  });
});

describe('POST /api/enquiries: spam and abuse', () => {
  it.each([
    ['a link', 'http://spam.example'],
    ['any text', 'x'],
    ['a number', 7],
  ])('a honeypot holding %s is answered 201 and dropped', async (_case, website) => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store);
    const response = await handler(post({ ...valid, website }));
    expect(response.status).toBe(201);
    expect(store.documents.size).toBe(0);
  });

  it('429 with Retry-After once an address has used its budget, others unaffected', async () => {
    const store = createMemoryEnquiryStore();
    const { handler } = setup(store, 2);
    const send = (ip: string, n: number) =>
      handler(
        post(valid, { 'idempotency-key': `budget-key-${ip.replaceAll('.', '-')}-${n}-000000` }),
        { ip },
      );
    expect((await send('198.51.100.7', 1)).status).toBe(201);
    expect((await send('198.51.100.7', 2)).status).toBe(201);
    const refused = await send('198.51.100.7', 3);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(599);
    expect(((await refused.json()) as { error: string }).error).toMatch(/try again/);
    expect((await send('203.0.113.9', 1)).status).toBe(201);
    expect(store.documents.size).toBe(3);
  });
  it.each([
    { name: 'below the site ceiling', siteLimit: 3, expected: [201, 201, 201] },
    { name: 'past the site ceiling', siteLimit: 2, expected: [201, 201, 429] },
  ])('site-wide ceiling across addresses: $name', async ({ siteLimit, expected }) => {
    const handler = createEnquiriesHandler({
      store: createMemoryEnquiryStore(),
      limiter: createRateLimiter({ limit: 1000, windowSeconds: 600 }),
      siteLimiter: createRateLimiter({ limit: siteLimit, windowSeconds: 600 }),
      now: () => CREATED_AT,
    });
    const statuses = [];
    for (const [n, ip] of ['198.51.100.1', '198.51.100.2', '198.51.100.3'].entries()) {
      const key = `site-ceiling-key-${n}-000000`;
      statuses.push((await handler(post(valid, { 'idempotency-key': key }), { ip })).status);
    }
    expect(statuses).toEqual(expected);
  });
  it('counts IPv6 visitors per /64, so rotating addresses does not reset the budget', async () => {
    const { handler } = setup(createMemoryEnquiryStore(), 1);
    const first = await handler(post(valid, { 'idempotency-key': 'ipv6-key-one-000000' }), {
      ip: '2001:db8:5:6::1',
    });
    const rotated = await handler(post(valid, { 'idempotency-key': 'ipv6-key-two-000000' }), {
      ip: '2001:db8:5:6:ffff::99',
    });
    expect([first.status, rotated.status]).toEqual([201, 429]);
  });
});

describe('POST /api/enquiries: when storing fails', () => {
  it('503 with a retry message when the lake cannot take the write', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = setup({
      save: () => Promise.reject(new EnquiryStoreUnavailable('lake down')),
    });
    const response = await handler(post(valid));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'Your enquiry could not be saved just now. Please try again in a moment.',
    });
  });

  it('500 with our message, not the error, for anything unexpected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { handler } = setup({ save: () => Promise.reject(new Error('disk on fire at /var/x')) });
    const response = await handler(post(valid));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('disk');
    expect(JSON.parse(text)).toEqual({
      error: 'Something went wrong on our side. Please try again.',
    });
  });
});
