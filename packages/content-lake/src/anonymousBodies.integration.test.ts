import { request as httpRequest, type ClientRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_BODY_READS, ANONYMOUS_QUERY_BYTES, BodyReadGate } from './anonymousBodies.ts';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
beforeAll(async () => {
  lake = await startLakeForTest();
  await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination' });
});
afterAll(async () => {
  await lake.close();
});

/** A query body of about `bytes`: a real query padded with a parameter. */
const queryBody = (bytes: number) =>
  JSON.stringify({ query: 'count(*)', params: { padding: 'x'.repeat(bytes) } });

const postQuery = (body: string, token?: string) =>
  fetch(`${lake.origin}/v2025-02-19/data/query/test`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
  });

describe('anonymous query bodies', () => {
  it.each([
    ['a site-sized body', 2 * 1024, 200, false],
    ['a body just under the bound', ANONYMOUS_QUERY_BYTES - 100, 200, false],
    ['a 1 MB body', 1024 * 1024, 413, false],
    ['a 1 MB body with the token', 1024 * 1024, 200, true],
  ])('%s (%i bytes of padding) is answered %i', async (_name, bytes, status, token) => {
    const answer = await postQuery(queryBody(bytes), token ? lake.token : undefined);
    expect(answer.status).toBe(status);
  });

  it('reads only so many at once, and refuses one more with a 429 rather than queueing it', async () => {
    // Bodies that start and never finish, as a slow or hostile client sends them.
    const held: ClientRequest[] = [];
    const url = new URL(`${lake.origin}/v2025-02-19/data/query/test`);
    for (let n = 0; n < ANONYMOUS_BODY_READS; n++) {
      const sent = httpRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      });
      sent.on('error', () => undefined);
      sent.write('{"query":');
      held.push(sent);
    }
    try {
      // Each held request has started its read once a further one is refused.
      await expect
        .poll(async () => (await postQuery(queryBody(10))).status, { timeout: 10_000 })
        .toBe(429);
      // The site's server, with its token, is not held back.
      expect((await postQuery(queryBody(10), lake.token)).status).toBe(200);
    } finally {
      for (const sent of held) sent.destroy();
    }
    await expect
      .poll(async () => (await postQuery(queryBody(10))).status, { timeout: 10_000 })
      .toBe(200);
  });
});

describe('BodyReadGate', () => {
  it('lets a read through again once one ends', async () => {
    const gate = new BodyReadGate(1);
    let finish = () => {};
    const first = gate.read(() => new Promise<void>((resolve) => (finish = resolve)));
    await expect(gate.read(() => Promise.resolve('second'))).rejects.toMatchObject({
      status: 429,
    });
    finish();
    await first;
    await expect(gate.read(() => Promise.resolve('third'))).resolves.toBe('third');
  });
});
