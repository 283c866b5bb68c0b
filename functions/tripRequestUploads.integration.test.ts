/**
 * A recording is judged by its bytes (decision 094), through the endpoint served over HTTP
 * against a real local lake with the site's privacy rules: a PDF or a page sent as audio gets a
 * 415 at the recording's field with nothing stored; a real recording is stored under the name
 * and type the server chose; a 30 MB body is refused from its Content-Length before it is read,
 * and a body that lies about its size while streaming; the rate limit answers before the body
 * is read; and a full storage budget answers 507 and tells the team by mail.
 */
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { lakePrivacyRules } from '../features/privacy/privateTypes.ts';
import { createRecordingBudget } from '../features/tripRequests/recordingBudget.ts';
import type { Mailer } from '../features/notifications/mailer.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import { NOT_A_RECORDING } from '../features/tripRequests/schema.ts';
import { createSanityTripRequestStore } from '../features/tripRequests/store.ts';
import {
  createTripRequestService,
  type TripRequestServiceOptions,
} from '../features/tripRequests/service.ts';
import { createTripRequestsHandler } from './tripRequests.ts';
import { silentWav } from '../tests/tripRequests/silentWav.ts';

let lake: TestLake;
const servers: { close: () => void }[] = [];

beforeAll(async () => {
  lake = await startLakeForTest({ ...lakePrivacyRules, queries: 'inline' });
  await lake.client().createOrReplace({
    _id: 'siteSettings',
    _type: 'siteSettings',
    email: 'team@example.co.uk',
    brandName: 'Example Travel',
  });
});
afterAll(async () => {
  for (const server of servers) server.close();
  await lake.close();
});

/** The endpoint over its service, served on a random port; answers its origin. */
async function endpoint(options: Partial<TripRequestServiceOptions> = {}): Promise<string> {
  const handler = createTripRequestsHandler(
    createTripRequestService({
      store: createSanityTripRequestStore(() => lake.client()),
      limiter: createRateLimiter({ limit: 1000, windowSeconds: 60 }),
      ...options,
    }),
  );
  const server = serve({
    fetch: (request) => handler(request, { ip: '203.0.113.9' }),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  servers.push({
    close: () => {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      server.close();
    },
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function tripForm(email: string, file: { bytes: Buffer; name: string; type: string }): FormData {
  const form = new FormData();
  form.set('message', '');
  form.set('name', 'Jane Smith');
  form.set('email', email);
  form.set('consent', 'yes');
  form.set('recording', new File([new Uint8Array(file.bytes)], file.name, { type: file.type }));
  return form;
}

const storedCounts = async (email: string) =>
  lake
    .client()
    .fetch<{ requests: number; files: number }>(
      '{"requests": count(*[_type == "tripRequest" && email == $email]), "files": count(*[_type == "sanity.fileAsset"])}',
      { email },
      { perspective: 'raw' },
    );

describe('a recording judged by its bytes', () => {
  it.each([
    [
      'a PDF sent as audio',
      Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n'),
      'audio/webm',
    ],
    [
      'an HTML page sent as audio',
      Buffer.from('<!doctype html><html><script>alert(1)</script></html>'),
      'audio/wav',
    ],
  ])('%s gets a 415 at the recording field, with nothing stored', async (_, bytes, type) => {
    const origin = await endpoint();
    const before = await storedCounts('refused@example.org');
    const response = await fetch(`${origin}/api/trip-requests`, {
      method: 'POST',
      body: tripForm('refused@example.org', { bytes, name: 'Jane Smith voice note.webm', type }),
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ fieldErrors: { recording: NOT_A_RECORDING } });
    expect(await storedCounts('refused@example.org')).toEqual(before);
  });

  it('stores a real recording under the name and type the server chose', async () => {
    const origin = await endpoint();
    const response = await fetch(`${origin}/api/trip-requests`, {
      method: 'POST',
      body: tripForm('chosen@example.org', {
        bytes: silentWav('chosen'),
        name: 'Jane Smith voice note.pdf',
        type: 'application/pdf',
      }),
    });
    expect(response.status).toBe(201);
    const asset = await lake
      .client()
      .fetch<Record<string, unknown>>(
        '*[_type == "tripRequest" && email == $email][0].recording.asset->',
        { email: 'chosen@example.org' },
        { perspective: 'raw' },
      );
    expect(asset).toMatchObject({
      originalFilename: 'recording.wav',
      extension: 'wav',
      mimeType: 'audio/wav',
    });
    expect(JSON.stringify(asset)).not.toContain('Jane Smith');
  });
});

/** A raw HTTP post: headers, then `send` bytes of body, then waits for the answer. */
function rawPost(
  origin: string,
  headers: Record<string, string>,
  send: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL('/api/trip-requests', origin);
    const outgoing = httpRequest(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    // The rest of the body never comes: only an answer that did not wait for it arrives.
    outgoing.on('error', reject);
    if (send > 0) outgoing.write(Buffer.alloc(send));
    outgoing.flushHeaders();
  });
}

describe('the size and the rate, before the body', () => {
  it('refuses a 30 MB body from its Content-Length, before reading it', async () => {
    const origin = await endpoint();
    const answer = await rawPost(
      origin,
      {
        'content-type': 'multipart/form-data; boundary=----x',
        'content-length': String(30 * 1024 * 1024),
      },
      1024,
    );
    expect(answer.status).toBe(413);
  });

  it('refuses a body that passes the limit while streaming', async () => {
    const origin = await endpoint();
    const chunks = (function* () {
      for (let sent = 0; sent <= 21 * 1024 * 1024; sent += 1024 * 1024) {
        yield new Uint8Array(1024 * 1024);
      }
    })();
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      },
    });
    const response = await fetch(`${origin}/api/trip-requests`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=----x' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it('answers a visitor past the rate limit before reading the body', async () => {
    const origin = await endpoint({
      limiter: createRateLimiter({ limit: 1, windowSeconds: 60 }),
    });
    const first = await fetch(`${origin}/api/trip-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(first.status).toBe(400);
    const answer = await rawPost(
      origin,
      {
        'content-type': 'multipart/form-data; boundary=----x',
        'content-length': String(5 * 1024 * 1024),
      },
      0,
    );
    expect(answer.status).toBe(429);
  });
});

describe('the storage budget for recordings', () => {
  it('answers 507 when full, stores nothing, and tells the team once', async () => {
    const sent: { to: string; subject: string }[] = [];
    const mailer: Mailer = {
      from: 'site@example.co.uk',
      send: async (message) => void sent.push(message),
    };
    const store = createSanityTripRequestStore(() => lake.client());
    const origin = await endpoint({
      recordingBudget: createRecordingBudget({
        limitBytes: 1000,
        used: () => store.storedRecordingBytes?.() ?? Promise.resolve(0),
        siteContact: () => store.siteContact(),
        mailer: () => mailer,
        log: () => {},
      }),
    });
    const before = await storedCounts('budget@example.org');
    for (const tail of ['one', 'two']) {
      const response = await fetch(`${origin}/api/trip-requests`, {
        method: 'POST',
        body: tripForm('budget@example.org', {
          bytes: silentWav(`budget-${tail}`),
          name: 'note.wav',
          type: 'audio/wav',
        }),
      });
      expect(response.status).toBe(507);
      expect(await response.json()).toMatchObject({
        fieldErrors: { recording: expect.stringContaining('We cannot take recordings just now') },
      });
    }
    expect(await storedCounts('budget@example.org')).toEqual(before);
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'team@example.co.uk',
        subject: 'Recordings are being refused: their storage is full',
      }),
    ]);
  });
});

describe('a store that cannot keep recordings private', () => {
  it('refuses the recording rather than publish it, and stores nothing', async () => {
    const origin = await endpoint({ keepsRecordingsPrivate: false });
    const before = await storedCounts('hosted@example.org');
    const response = await fetch(`${origin}/api/trip-requests`, {
      method: 'POST',
      body: tripForm('hosted@example.org', {
        bytes: silentWav('hosted'),
        name: 'note.wav',
        type: 'audio/wav',
      }),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({
      fieldErrors: { recording: expect.stringContaining('describe your trip in words') },
    });
    expect(await storedCounts('hosted@example.org')).toEqual(before);
  });
});
