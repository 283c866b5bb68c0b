/**
 * Fidelity: the lake's answers on the wire, pinned to the behaviour Sanity documents for its HTTP
 * API (the Query, Doc, Mutation and Listen references, and the perspectives guide). Each case
 * says the documented rule it checks. Raw HTTP, not @sanity/client, so the client's own
 * tolerance cannot hide a wrong shape.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
const dataset = 'test';

beforeAll(async () => {
  lake = await startLakeForTest();
  await lake.client().mutate([
    { createOrReplace: { _id: 'movie-alien', _type: 'movie', title: 'Alien', year: 1979 } },
    { createOrReplace: { _id: 'movie-heat', _type: 'movie', title: 'Heat', year: 1995 } },
    {
      createOrReplace: {
        _id: 'drafts.movie-heat',
        _type: 'movie',
        title: 'Heat (draft)',
        year: 1995,
      },
    },
    {
      createOrReplace: {
        _id: 'drafts.movie-new',
        _type: 'movie',
        title: 'Unreleased',
        year: 2027,
      },
    },
  ]);
});
afterAll(async () => {
  await lake.close();
});

function url(path: string, search: Record<string, string> = {}): string {
  const address = new URL(`/v2025-02-19/data/${path}/${dataset}`, lake.origin);
  for (const [name, value] of Object.entries(search)) address.searchParams.set(name, value);
  return address.href;
}
const withToken = () => ({ Authorization: `Bearer ${lake.token}` });

async function query(search: Record<string, string>, token = false) {
  const response = await fetch(url('query', search), { headers: token ? withToken() : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function mutate(mutations: unknown[], search: Record<string, string> = {}) {
  const response = await fetch(url('mutate', search), {
    method: 'POST',
    headers: { ...withToken(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('queries', () => {
  it('answer with the envelope {query, result, ms}', async () => {
    const { status, body } = await query({ query: 'count(*[_type == "movie"])' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ query: 'count(*[_type == "movie"])', result: 2 });
    expect(body.ms).toEqual(expect.any(Number));
  });

  it('take parameters as $name query values holding JSON', async () => {
    const { body } = await query({
      query: '*[_type == "movie" && year > $after].title',
      $after: '1990',
    });
    expect(body.result).toEqual(['Heat']);
  });

  it('answer a query that matches nothing with null for an element and [] for a filter', async () => {
    expect((await query({ query: '*[_id == "nothing"][0]' })).body.result).toBeNull();
    expect((await query({ query: '*[_type == "nothing"]' })).body.result).toEqual([]);
  });

  it('report a parse error as 400 with a queryParseError naming the query and the position', async () => {
    const { status, body } = await query({ query: '*[_type == ' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({
      type: 'queryParseError',
      query: '*[_type == ',
      description: expect.any(String),
      start: expect.any(Number),
    });
  });

  it('report a parameter the query uses but the request lacks as 400', async () => {
    const { status, body } = await query({ query: '*[_id == $id]' });
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ description: expect.stringContaining('id') });
  });
});

describe('perspectives', () => {
  const titles = '*[_type == "movie"] | order(_id){_id, title}';

  it('published (the default for API versions from 2025-02-19): drafts are left out', async () => {
    expect((await query({ query: titles })).body.result).toEqual([
      { _id: 'movie-alien', title: 'Alien' },
      { _id: 'movie-heat', title: 'Heat' },
    ]);
  });

  it('drafts: a draft stands in for its published document, under the published id', async () => {
    const { body } = await query({ query: titles, perspective: 'drafts' }, true);
    expect(body.result).toEqual([
      { _id: 'movie-alien', title: 'Alien' },
      { _id: 'movie-heat', title: 'Heat (draft)' },
      { _id: 'movie-new', title: 'Unreleased' },
    ]);
  });

  it('raw: every document as stored, drafts under their own ids', async () => {
    const { body } = await query(
      { query: '*[_type == "movie"] | order(_id)._id', perspective: 'raw' },
      true,
    );
    expect(body.result).toEqual([
      'drafts.movie-heat',
      'drafts.movie-new',
      'movie-alien',
      'movie-heat',
    ]);
  });

  it('drafts and raw need a token: 401 without one', async () => {
    expect((await query({ query: titles, perspective: 'drafts' })).status).toBe(401);
    expect((await query({ query: titles, perspective: 'raw' })).status).toBe(401);
  });
});

describe('documents', () => {
  it('answer {documents, omitted}, with a reason for each id left out', async () => {
    const response = await fetch(
      new URL(`/v2025-02-19/data/doc/${dataset}/movie-alien,movie-missing`, lake.origin),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body.documents).toEqual([
      expect.objectContaining({ _id: 'movie-alien', title: 'Alien' }),
    ]);
    expect(body.omitted).toEqual([{ id: 'movie-missing', reason: 'existence' }]);
  });
});

describe('mutations', () => {
  it('answer {transactionId, results} with each document id and its operation', async () => {
    const { status, body } = await mutate(
      [
        { create: { _id: 'movie-m1', _type: 'movie', title: 'One' } },
        { patch: { id: 'movie-m1', set: { year: 2001 } } },
        { delete: { id: 'movie-m1' } },
      ],
      { returnIds: 'true' },
    );
    expect(status).toBe(200);
    expect(body.transactionId).toEqual(expect.any(String));
    expect(body.results).toEqual([
      { id: 'movie-m1', operation: 'create' },
      { id: 'movie-m1', operation: 'update' },
      { id: 'movie-m1', operation: 'delete' },
    ]);
  });

  it('use a given transactionId, and return whole documents when asked', async () => {
    const { body } = await mutate(
      [{ createOrReplace: { _id: 'movie-m2', _type: 'movie', title: 'Two' } }],
      { transactionId: 'fidelity-tx-1', returnDocuments: 'true' },
    );
    expect(body.transactionId).toBe('fidelity-tx-1');
    expect(body.results).toEqual([
      expect.objectContaining({
        id: 'movie-m2',
        operation: 'create',
        document: expect.objectContaining({ _id: 'movie-m2', _rev: 'fidelity-tx-1', title: 'Two' }),
      }),
    ]);
  });

  it('generate an id when _id is missing, and use an _id ending in a dot as a prefix', async () => {
    const { body } = await mutate(
      [
        { create: { _type: 'movie', title: 'Anon' } },
        { create: { _id: 'films.', _type: 'movie' } },
      ],
      { returnIds: 'true' },
    );
    const [first, second] = body.results as { id: string }[];
    expect(first?.id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(second?.id).toMatch(/^films\.[A-Za-z0-9_-]+$/);
  });

  it('refuse to create an existing id with 409 and a mutationError, writing nothing', async () => {
    const { status, body } = await mutate([
      { create: { _id: 'movie-m3', _type: 'movie' } },
      { create: { _id: 'movie-alien', _type: 'movie' } },
    ]);
    expect(status).toBe(409);
    expect(body.error).toMatchObject({ type: 'mutationError', description: expect.any(String) });
    expect((await query({ query: 'count(*[_id == "movie-m3"])' })).body.result).toBe(0);
  });

  it('refuse a write without a token with 401', async () => {
    const response = await fetch(url('mutate'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _type: 'movie' } }] }),
    });
    expect(response.status).toBe(401);
  });
});

describe('listener', () => {
  it('opens with a welcome event, then sends a mutation event with its transition', async () => {
    const controller = new AbortController();
    const response = await fetch(
      url('listen', { query: '*[_type == "movie"]', includeResult: 'true' }),
      {
        headers: { ...withToken(), Accept: 'text/event-stream' },
        signal: controller.signal,
      },
    );
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    if (!response.body) throw new Error('the listener sent no stream');
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const next = async (event: string) => {
      while (!received.includes(`event: ${event}`)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`stream ended before ${event}`);
        received += value;
      }
    };
    await next('welcome');
    await mutate([{ create: { _id: 'movie-heard', _type: 'movie', title: 'Heard' } }]);
    await next('mutation');
    while (!/event: mutation\n(?:id: [^\n]*\n)?data: [^\n]*\n/.test(received)) {
      const { value } = await reader.read();
      received += value ?? '';
    }
    controller.abort();
    const data = /event: mutation\n(?:id: [^\n]*\n)?data: ([^\n]*)\n/.exec(received)?.[1] ?? '{}';
    expect(JSON.parse(data)).toMatchObject({
      documentId: 'movie-heard',
      transition: 'appear',
      transactionId: expect.any(String),
      result: expect.objectContaining({ title: 'Heard' }),
      visibility: expect.stringMatching(/^(query|transaction)$/),
    });
  });
});
