import { createHmac } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  CALLBACK_MAX_AGE_MS,
  gatewaySignature,
  PAYMENT_TOKEN_LIFETIME_MS,
  readPaymentToken,
} from '../features/payments/paymentToken.ts';
import { paymentResultLocation } from '../features/payments/index.ts';
import submit, { createSubmit } from './submit.ts';

const URL_BASE = 'http://127.0.0.1/submit';

function formPost(fields: Record<string, string>): Request {
  return new Request(URL_BASE, { method: 'POST', body: new URLSearchParams(fields) });
}

function multipartPost(fields: Record<string, string>): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return new Request(URL_BASE, { method: 'POST', body: form });
}

function rawPost(body: string, contentType: string | null): Request {
  const headers = new Headers();
  if (contentType !== null) headers.set('content-type', contentType);
  return new Request(URL_BASE, { method: 'POST', body, headers });
}

describe('submit: redirects a payment result home', () => {
  it.each([
    [
      'success with a reference',
      { responseStatus: '0', transactionID: 'TX-1001' },
      '/?status=0&ref=TX-1001',
    ],
    ['declined', { responseStatus: '3', transactionID: 'ABC' }, '/?status=3&ref=ABC'],
    [
      'a code the home page ignores still travels',
      { responseStatus: '17', transactionID: 'A' },
      '/?status=17&ref=A',
    ],
    ['a negative code', { responseStatus: '-1', transactionID: 'A' }, '/?status=-1&ref=A'],
    ['no reference: ref left out', { responseStatus: '0' }, '/?status=0'],
    [
      'an empty reference: ref left out',
      { responseStatus: '0', transactionID: '  ' },
      '/?status=0',
    ],
    [
      'spaces around values are trimmed',
      { responseStatus: ' 2 ', transactionID: ' R1 ' },
      '/?status=2&ref=R1',
    ],
    [
      'a gateway id of 64 characters',
      { responseStatus: '0', transactionID: `Tx_${'9'.repeat(60)}-` },
      `/?status=0&ref=Tx_${'9'.repeat(60)}-`,
    ],
    [
      'query characters: ref left out',
      { responseStatus: '0', transactionID: 'a&status=5#x y+z/?' },
      '/?status=0',
    ],
    [
      'a sentence: ref left out',
      { responseStatus: '0', transactionID: 'Please pay the balance to sort code 12-34-56' },
      '/?status=0',
    ],
    [
      'CR/LF in the reference: ref left out',
      { responseStatus: '0', transactionID: 'T\r\nSet-Cookie: a=b' },
      '/?status=0',
    ],
    [
      'a NUL in the reference: ref left out',
      { responseStatus: '0', transactionID: 'T\u0000' },
      '/?status=0',
    ],
    ['non-ASCII: ref left out', { responseStatus: '0', transactionID: 'réf' }, '/?status=0'],
    [
      'over 64 characters: ref left out',
      { responseStatus: '0', transactionID: 'x'.repeat(65) },
      '/?status=0',
    ],
    [
      'unknown fields are ignored',
      { responseStatus: '1', transactionID: 'T', extra: 'x' },
      '/?status=1&ref=T',
    ],
  ])('%s', async (_case, fields, location) => {
    const response = await submit(formPost(fields));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('reads multipart forms too', async () => {
    const response = await submit(multipartPost({ responseStatus: '0', transactionID: 'MP-7' }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?status=0&ref=MP-7');
  });

  it('takes the first value when a field is repeated', async () => {
    const response = await submit(
      rawPost(
        'responseStatus=4&responseStatus=0&transactionID=T',
        'application/x-www-form-urlencoded',
      ),
    );
    expect(response.headers.get('location')).toBe('/?status=4&ref=T');
  });

  it('accepts a content type with a charset', async () => {
    const response = await submit(
      rawPost(
        'responseStatus=0&transactionID=T',
        'application/x-www-form-urlencoded; charset=UTF-8',
      ),
    );
    expect(response.status).toBe(302);
  });
});

describe('submit: refuses what it cannot trust, with its own message', () => {
  it.each([
    ['missing status', { transactionID: 'T' }, 'responseStatus must be a whole number'],
    [
      'empty status',
      { responseStatus: '', transactionID: 'T' },
      'responseStatus must be a whole number',
    ],
    ['words', { responseStatus: 'success' }, 'responseStatus must be a whole number'],
    ['a decimal', { responseStatus: '1.5' }, 'responseStatus must be a whole number'],
    ['an exponent', { responseStatus: '1e3' }, 'responseStatus must be a whole number'],
    ['hexadecimal', { responseStatus: '0x1' }, 'responseStatus must be a whole number'],
    ['a plus sign', { responseStatus: '+1' }, 'responseStatus must be a whole number'],
    ['too many digits', { responseStatus: '1234567890' }, 'responseStatus must be a whole number'],
    [
      'CR/LF in the status',
      { responseStatus: '0\r\nLocation: /evil' },
      'responseStatus must be a whole number',
    ],
  ])('400 for %s', async (_case, fields, message) => {
    const response = await submit(formPost(fields));
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toBe(`Error in submit function: ${message}`);
  });

  it.each([
    ['JSON', 'application/json', '{"responseStatus":0}'],
    ['plain text', 'text/plain', 'responseStatus=0'],
    ['no content type', null, 'responseStatus=0'],
    ['XML', 'application/xml', '<x/>'],
  ])('415 for %s', async (_case, contentType, body) => {
    const response = await submit(rawPost(body, contentType));
    expect(response.status).toBe(415);
    expect(await response.text()).toMatch(/^Error in submit function: expected a form body/);
  });

  it('413 for a body over 16 KB', async () => {
    const response = await submit(
      formPost({ responseStatus: '0', transactionID: 'T', padding: 'x'.repeat(17 * 1024) }),
    );
    expect(response.status).toBe(413);
    expect(await response.text()).toBe(
      'Error in submit function: the body is larger than 16384 bytes',
    );
  });

  it('413 for a streamed body over 16 KB that declares no length', async () => {
    const chunk = new TextEncoder().encode(`responseStatus=0&pad=${'x'.repeat(4096)}`);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 10) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const request = new Request(URL_BASE, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    const response = await submit(request);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(10);
  });

  it('400 for a multipart body that cannot be parsed', async () => {
    const response = await submit(
      rawPost('not a multipart body', 'multipart/form-data; boundary=zz'),
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('Error in submit function: the form body could not be read');
  });

  it.each(['GET', 'PUT', 'DELETE', 'PATCH'])('405 for %s', async (method) => {
    const response = await submit(new Request(URL_BASE, { method }));
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.text()).toBe('Error in submit function: only POST is accepted');
  });

  it('500 with its own message, not the error, when something unexpected breaks', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = formPost({ responseStatus: '0' });
    Object.defineProperty(request, 'body', {
      get() {
        throw new Error('socket exploded at /secret/path');
      },
    });
    const response = await submit(request);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toBe('Error in submit function: the payment result could not be read');
    expect(text).not.toContain('secret');
    expect(logged).toHaveBeenCalled();
  });
});

describe('paymentResultLocation', () => {
  it.each([
    ['0', 'abc', '/?status=0&ref=abc'],
    ['5', undefined, '/?status=5'],
    ['1', 'a_b', '/?status=1&ref=a_b'],
  ])('status %s and ref %j → %s', (status, reference, location) => {
    expect(paymentResultLocation(status, reference)).toBe(location);
  });
});

describe('submit with a gateway secret: only a signed callback, passed on as a signed result', () => {
  const SECRET = 'a-gateway-secret-for-the-tests';
  const NOW = Date.UTC(2026, 10, 25, 22, 0, 0);
  const signedSubmit = createSubmit({ secret: SECRET, now: () => NOW });
  const SIGNED_AT = String(Math.floor(NOW / 1000) - 30);
  const signed = (status: string, reference: string, secret = SECRET, timestamp = SIGNED_AT) => ({
    responseStatus: status,
    transactionID: reference,
    timestamp,
    signature: gatewaySignature(secret, { status, reference, timestamp }),
  });
  const tokenOf = (location: string | null) =>
    new URL(location ?? '', 'http://site.invalid').searchParams.get('payment');

  it.each([
    ['a success', signed('0', 'TX-1001'), { code: 0, reference: 'TX-1001' }],
    ['a decline', signed('3', 'GW_77'), { code: 3, reference: 'GW_77' }],
    ['a reference not shaped like an id is left out', signed('0', 'pay me at x'), { code: 0 }],
    ['no reference', signed('0', ''), { code: 0 }],
  ])('%s goes home with ?payment= only', async (_case, fields, payment) => {
    const response = await signedSubmit(formPost(fields));
    expect(response.status).toBe(302);
    const location = response.headers.get('location');
    expect(location).toMatch(/^\/\?payment=[\w-]+\.[\w-]+$/);
    expect(readPaymentToken(SECRET, tokenOf(location), NOW)).toEqual({
      ...payment,
      id: expect.any(String),
      expiresAt: NOW + PAYMENT_TOKEN_LIFETIME_MS,
    });
  });

  it('the result it passes on expires', async () => {
    const response = await signedSubmit(formPost(signed('0', 'TX-1')));
    const token = tokenOf(response.headers.get('location'));
    expect(readPaymentToken(SECRET, token, NOW + PAYMENT_TOKEN_LIFETIME_MS)).not.toBeNull();
    expect(readPaymentToken(SECRET, token, NOW + PAYMENT_TOKEN_LIFETIME_MS + 1)).toBeNull();
    expect(readPaymentToken('another-secret', token, NOW)).toBeNull();
  });

  it.each([
    ['no signature', { responseStatus: '0', transactionID: 'TX-1' }],
    ['a signature made with another secret', signed('0', 'TX-1', 'not-the-secret')],
    ['a signature for another status', { ...signed('3', 'TX-1'), responseStatus: '0' }],
    ['a signature for another reference', { ...signed('0', 'TX-1'), transactionID: 'TX-2' }],
    ['a signature that is not hex', { ...signed('0', 'TX-1'), signature: 'z'.repeat(64) }],
    ['a signature for another time', { ...signed('0', 'TX-1'), timestamp: String(NOW / 1000) }],
    ['no timestamp', { ...signed('0', 'TX-1'), timestamp: '' }],
    [
      'the signature of old, over the status and reference only',
      {
        responseStatus: '0',
        transactionID: 'TX-1',
        signature: createHmac('sha256', SECRET).update('0.TX-1').digest('hex'),
      },
    ],
  ])('401 for %s', async (_case, fields) => {
    const response = await signedSubmit(formPost(fields));
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toBe(
      'Error in submit function: the payment callback is not signed by the gateway',
    );
  });

  it.each([
    ['signed six minutes ago', Math.floor(NOW / 1000) - 6 * 60],
    ['signed a day ago', Math.floor(NOW / 1000) - 86_400],
    ['signed two minutes in the future', Math.floor(NOW / 1000) + 120],
  ])('a replay %s is refused', async (_case, signedAt) => {
    const response = await signedSubmit(formPost(signed('0', 'TX-1', SECRET, String(signedAt))));
    expect(response.status).toBe(401);
    expect(response.headers.get('location')).toBeNull();
    expect(await response.text()).toBe(
      'Error in submit function: the payment callback has expired',
    );
  });

  it('a callback believed at first is refused when replayed minutes later', async () => {
    let now = NOW;
    const submitAt = createSubmit({ secret: SECRET, now: () => now });
    const callback = signed('0', 'TX-1', SECRET, String(NOW / 1000));
    expect((await submitAt(formPost(callback))).status).toBe(302);
    now += CALLBACK_MAX_AGE_MS + 1_000;
    expect((await submitAt(formPost(callback))).status).toBe(401);
  });

  it('the same callback posted again at once is answered as the first, with the same result id', async () => {
    const callback = signed('0', 'TX-1');
    const first = await signedSubmit(formPost(callback));
    const again = await signedSubmit(formPost(callback));
    expect(again.status).toBe(302);
    const idOf = (response: Response) =>
      readPaymentToken(SECRET, tokenOf(response.headers.get('location')), NOW)?.id;
    expect(idOf(again)).toBe(idOf(first));
    expect(idOf(first)).toMatch(/^[\w-]{22}$/);
    // Another callback has another id.
    expect(idOf(await signedSubmit(formPost(signed('0', 'TX-2'))))).not.toBe(idOf(first));
  });
});
