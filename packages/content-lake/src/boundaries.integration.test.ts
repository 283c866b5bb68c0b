/**
 * What a public caller cannot make the lake spend: state for datasets that do not exist, and
 * the thread that renders pages for a query that never ends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;

beforeAll(async () => {
  // Long enough for the other queries to be answered on a busy machine while one spins; the
  // spinning query itself would take about a minute.
  lake = await startLakeForTest({ queryTimeLimitMs: 6000 });
  await lake.client().createOrReplace({ _id: 'dest-dubai', _type: 'destination', name: 'Dubai' });
});
afterAll(async () => {
  await lake.close();
});

describe('unknown datasets', () => {
  it.each([
    ['a query', '/v2025-02-19/data/query/random-name?query=count(*)'],
    ['a document read', '/v2025-02-19/data/doc/random-name/dest-dubai'],
    ['a listener', '/v2025-02-19/data/listen/random-name?query=*'],
    ['a picture', '/images/local/random-name/0123456789abcdef0123456789abcdef01234567-10x10.png'],
    ['a file', '/files/local/random-name/0123456789abcdef0123456789abcdef01234567.pdf'],
  ])('answers %s with 404 and holds nothing for it', async (_name, url) => {
    const before = lake.lake.core.openDatasets;
    const response = await fetch(`${lake.origin}${url}`);
    expect(response.status).toBe(404);
    expect(lake.lake.core.openDatasets).toEqual(before);
    expect(lake.lake.core.openDatasets).not.toContain('random-name');
  });

  it('refuses a public write to a new dataset and lets a token holder create one', async () => {
    const mutate = (headers: Record<string, string>) =>
      fetch(`${lake.origin}/v2025-02-19/data/mutate/fresh-set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ mutations: [{ create: { _id: 'one', _type: 'note' } }] }),
      });
    expect((await mutate({})).status).toBe(401);
    expect(lake.lake.core.openDatasets).not.toContain('fresh-set');
    expect((await mutate({ authorization: `Bearer ${lake.token}` })).status).toBe(200);
    const fresh = lake.client({ withToken: false, dataset: 'fresh-set' });
    expect(await fresh.fetch('count(*)')).toBe(1);
  });

  it('answers the configured dataset before anything is written to it', async () => {
    const empty = await startLakeForTest({ dataset: 'production' });
    try {
      const reader = empty.client({ withToken: false, dataset: 'production' });
      expect(await reader.fetch('count(*)')).toBe(0);
    } finally {
      await empty.close();
    }
  });
});

describe('GROQ off the rendering thread', () => {
  // A filter over a parameter inside a filter over it: no document scan, so nothing inside
  // groq-js ever looks at a clock, and 5,000² comparisons take about a minute.
  const HOSTILE = 'count($a[count($a[@ > 0]) > 0])';
  const params = { a: Array.from({ length: 5000 }, (_, n) => n) };

  it('stops a spinning query at the time limit while other requests are answered', async () => {
    const visitor = lake.client({ withToken: false });
    let settled = false;
    const hostile = visitor
      .fetch(HOSTILE, params)
      .then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode,
      )
      .finally(() => (settled = true));

    // The site's own query (with the token) and another visitor's, while it spins.
    expect(await lake.client().fetch('*[_id == "dest-dubai"][0].name')).toBe('Dubai');
    expect(await visitor.fetch('count(*[_type == "destination"])')).toBe(1);
    expect(settled).toBe(false);

    expect(await hostile).toBe(408);
    // The pool replaced the worker it ended: the next anonymous query is answered.
    expect(await visitor.fetch('*[_id == "dest-dubai"][0].name')).toBe('Dubai');
  }, 60_000);

  it('stops a token holder’s spinning query too, while pages’ queries are answered', async () => {
    // An editor's token does not make a query cheap: it runs off the rendering thread as well.
    let settled = false;
    const hostile = lake
      .client()
      .fetch(HOSTILE, params)
      .then(
        () => 200,
        (error: { statusCode?: number }) => error.statusCode,
      )
      .finally(() => (settled = true));
    expect(await lake.client({ withToken: false }).fetch('count(*[_type == "destination"])')).toBe(
      1,
    );
    expect(settled).toBe(false);
    expect(await hostile).toBe(408);
  }, 60_000);

  it('keeps Sanity’s error shapes for anonymous queries', async () => {
    const response = await fetch(
      `${lake.origin}/v2025-02-19/data/query/test?query=${encodeURIComponent('*[_type == ')}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { type: 'queryParseError' } });
  });

  it('sees a write in the next anonymous query', async () => {
    const visitor = lake.client({ withToken: false });
    expect(await visitor.fetch('count(*[_type == "pick"])')).toBe(0);
    await lake.client().create({ _type: 'pick', name: 'Maldives' });
    expect(await visitor.fetch('count(*[_type == "pick"])')).toBe(1);
  });
});
