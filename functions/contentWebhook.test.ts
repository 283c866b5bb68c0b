import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { createContentWebhook, webhookTags } from './contentWebhook.ts';

const SECRET = 'a-webhook-secret-of-some-length';

const NOW = Date.UTC(2026, 10, 25, 22, 0, 0);

function setup(secret: string | undefined = SECRET) {
  const purged: string[][] = [];
  const handler = createContentWebhook({
    secret,
    now: () => NOW,
    purge: async (tags) => {
      purged.push(tags);
    },
  });
  return { handler, purged };
}

async function signed(body: string, secret = SECRET, signedAt = NOW): Promise<Request> {
  return new Request('http://127.0.0.1/api/content-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader(body, signedAt, secret),
    },
    body,
  });
}

describe('content webhook', () => {
  it('purges exactly the tags of a published journey', async () => {
    const { handler, purged } = setup();
    const body = JSON.stringify({
      _id: 'journey-thailand-in-style',
      _type: 'journey',
      slugs: ['thailand-in-style', 'thailand-in-style'],
    });
    const answer = await handler(await signed(body));
    expect(answer.status).toBe(200);
    const expected = [
      'all',
      'doc:journey-thailand-in-style',
      'slug:journey:thailand-in-style',
      'type:journey',
    ];
    expect(purged).toEqual([expected]);
    expect(await answer.json()).toEqual({ purged: expected });
  });

  it('a deleted page purges the page at its old address', async () => {
    const { handler, purged } = setup();
    const body = JSON.stringify({
      _id: 'page-gift-vouchers',
      _type: 'page',
      slugs: ['gift-vouchers', null],
    });
    expect((await handler(await signed(body))).status).toBe(200);
    expect(purged[0]).toContain('slug:page:gift-vouchers');
  });

  it.each([
    [
      'no signature',
      async () =>
        new Request('http://127.0.0.1/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"_id":"a","_type":"b"}',
        }),
    ],
    [
      'a signature made with another secret',
      async () => signed('{"_id":"a","_type":"b"}', 'another-secret'),
    ],
    [
      'a body changed after signing',
      async () => {
        const request = await signed('{"_id":"a","_type":"b"}');
        return new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: '{"_id":"siteSettings","_type":"b"}',
        });
      },
    ],
    [
      'a call replayed five minutes and a second after it was signed',
      async () => signed('{"_id":"a","_type":"b"}', SECRET, NOW - 5 * 60_000 - 1_000),
    ],
    [
      'a call replayed a day later',
      async () => signed('{"_id":"a","_type":"b"}', SECRET, NOW - 24 * 60 * 60_000),
    ],
    [
      'a timestamp six minutes in the future',
      async () => signed('{"_id":"a","_type":"b"}', SECRET, NOW + 6 * 60_000),
    ],
  ])('refuses %s with 401 and purges nothing', async (_name, makeRequest) => {
    const { handler, purged } = setup();
    expect((await handler(await makeRequest())).status).toBe(401);
    expect(purged).toEqual([]);
  });

  it.each([
    ['GET', 405],
    ['not configured', 503],
    ['form body', 415],
    ['oversized body', 413],
    ['not a document', 400],
  ])('%s → %i', async (kind, status) => {
    const { handler, purged } = setup(kind === 'not configured' ? '' : SECRET);
    let request: Request;
    if (kind === 'GET') request = new Request('http://127.0.0.1/');
    else if (kind === 'form body')
      request = new Request('http://127.0.0.1/', {
        method: 'POST',
        body: new URLSearchParams({ a: 'b' }),
      });
    else if (kind === 'oversized body')
      request = await signed(JSON.stringify({ _id: 'a', _type: 'b', pad: 'x'.repeat(70_000) }));
    else if (kind === 'not a document') request = await signed(JSON.stringify({ title: 'no id' }));
    else request = await signed('{"_id":"a","_type":"b"}');
    expect((await handler(request)).status).toBe(status);
    expect(purged).toEqual([]);
  });

  it.each([
    ['just signed', NOW],
    ['signed four minutes ago', NOW - 4 * 60_000],
    ['signed exactly five minutes ago', NOW - 5 * 60_000],
    ['signed with a clock a minute ahead', NOW + 60_000],
  ])('accepts a call %s', async (_name, signedAt) => {
    const { handler, purged } = setup();
    const body = JSON.stringify({ _id: 'j', _type: 'journey', slugs: [] });
    expect((await handler(await signed(body, SECRET, signedAt))).status).toBe(200);
    expect(purged).toHaveLength(1);
  });

  it('a draft purges nothing', async () => {
    const { handler, purged } = setup();
    const answer = await handler(
      await signed(JSON.stringify({ _id: 'drafts.j', _type: 'journey', slugs: [] })),
    );
    expect(answer.status).toBe(200);
    expect(purged).toEqual([]);
  });
});

describe('webhookTags', () => {
  it.each([
    [
      { _id: 'siteSettings', _type: 'siteSettings', slugs: [] },
      ['all', 'doc:siteSettings', 'type:siteSettings'],
    ],
    [
      { _id: 'p', _type: 'page', slugs: ['old-address', 'new-address'] },
      ['all', 'doc:p', 'slug:page:new-address', 'slug:page:old-address', 'type:page'],
    ],
  ])('%j → %j', (doc, tags) => {
    expect(webhookTags(doc)).toEqual(tags);
  });
});
