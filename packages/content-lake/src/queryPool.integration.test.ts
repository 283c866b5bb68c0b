/**
 * The query pool under a flood of costly queries: the site's own queries still get a worker,
 * a copy of their text does not, and nothing waits without bound.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QueryPool, type PoolQuery } from './queryPool.ts';

// A filter over a parameter inside a filter over it: 5,000² comparisons, about a minute.
const SPIN = 'count($a[count($a[@ > 0]) > 0])';
const SPIN_PARAMS = { a: Array.from({ length: 5000 }, (_, n) => n) };
const DOCUMENTS = [
  { _id: 'dest-dubai', _type: 'destination', name: 'Dubai' },
  { _id: 'dest-bali', _type: 'destination', name: 'Bali' },
];

const request = (query: string, params: Record<string, unknown> = {}): PoolQuery => ({
  query,
  params,
  sanity: { projectId: 'local', dataset: 'test' },
  view: { key: 'test|published|public', version: 1, documents: () => DOCUMENTS },
  costKey: JSON.stringify([query, params]),
});

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: { status?: number }) => error.status,
  );

let pool: QueryPool | undefined;
afterEach(async () => {
  await pool?.close();
});

// Each test lets a costly query run to its time limit, on a machine that may be busy.
describe('QueryPool', { timeout: 30_000 }, () => {
  it('starts a query’s clock once its worker has loaded, not when the thread is asked for', async () => {
    // A worker that takes a second to load, far past the query's limit: its cheap query is
    // still answered, because the start-up is not the query's time.
    pool = new QueryPool({
      size: 1,
      reserved: 0,
      tokenHolders: 0,
      timeLimitMs: 300,
      maxQueue: 1,
      maxWaitMs: 9000,
      workerFile: new URL('./slowStartingWorker.fixture.ts', import.meta.url),
    });
    expect(JSON.parse(await pool.run(request('count(*)')))).toBe(2);
  });

  it('answers the site’s query while costly ones hold every general worker', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 1,
      tokenHolders: 0,
      timeLimitMs: 3000,
      maxQueue: 8,
      maxWaitMs: 9000,
    });
    const text = '*[_type == "destination"] | order(name asc).name';
    const page = { ...request(text), caller: 'site' as const };
    // Known to be cheap once it has answered quickly.
    expect(JSON.parse(await pool.run(request(text)))).toEqual(['Bali', 'Dubai']);
    expect(JSON.parse(await pool.run(page))).toEqual(['Bali', 'Dubai']);

    let settled = 0;
    const spinning = outcome(pool.run(request(SPIN, SPIN_PARAMS))).finally(() => settled++);
    const queued = outcome(pool.run(request(`${SPIN} + 1`, SPIN_PARAMS))).finally(() => settled++);
    // The same text from anyone else is cheap, yet waits behind the costly ones.
    let copySettled = false;
    const copy = outcome(pool.run(request(text))).finally(() => (copySettled = true));
    expect(await pool.run(page)).toBe('["Bali","Dubai"]');
    // Answered before either costly query ended, not after them.
    expect(settled).toBe(0);
    expect(copySettled).toBe(false);
    expect(await spinning).toBe(408);
    expect(await queued).toBe(408);
    expect(await copy).toBe('answered');
  });

  it('answers a token holder’s query while anonymous queries hold every worker and fill their queue', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 1,
      tokenHolders: 1,
      timeLimitMs: 3000,
      maxQueue: 1,
      maxWaitMs: 9000,
    });
    const editor = (query: string) => ({ ...request(query), caller: 'token' as const });
    let settled = 0;
    const spinning = outcome(pool.run(request(SPIN, SPIN_PARAMS))).finally(() => settled++);
    const queued = outcome(pool.run(request('count(*)'))).finally(() => settled++);
    // The anonymous lane is full: one more anonymous query is refused at once.
    await expect(pool.run(request('count(*[_type == "destination"])'))).rejects.toMatchObject({
      status: 429,
    });
    // An editor's query, and another while the first's worker is still theirs, are answered.
    const [one, two] = await Promise.all([
      pool.run(editor('count(*[_type == "destination"])')),
      pool.run(editor('*[_id == "dest-bali"][0].name')),
    ]);
    expect([JSON.parse(one), JSON.parse(two)]).toEqual([2, 'Bali']);
    expect(settled).toBe(0);
    expect(await spinning).toBe(408);
    expect(await queued).toBe('answered');
  });

  it('refuses with a 429 to retry a query whose turn does not come in time', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 1,
      tokenHolders: 0,
      timeLimitMs: 1500,
      maxQueue: 8,
      maxWaitMs: 100,
    });
    const spinning = outcome(pool.run(request(SPIN, SPIN_PARAMS)));
    const waiting = pool.run(request('count(*)'));
    await expect(waiting).rejects.toMatchObject({ status: 429, retryAfterSeconds: 1 });
    expect(await spinning).toBe(408);
    // The worker that overran was replaced: the next query is answered.
    expect(JSON.parse(await pool.run(request('count(*)')))).toBe(2);
  });

  it('refuses at once with a 429 when the queue is full', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 0,
      tokenHolders: 0,
      timeLimitMs: 1500,
      maxQueue: 1,
      maxWaitMs: 5000,
    });
    const spinning = outcome(pool.run(request(SPIN, SPIN_PARAMS)));
    const queued = outcome(pool.run(request('count(*)')));
    await expect(pool.run(request('count(*[_type == "destination"])'))).rejects.toMatchObject({
      status: 429,
    });
    expect(await spinning).toBe(408);
    expect(await queued).toBe('answered');
  });

  it('refuses a query that needs more memory than a worker has, and answers the next', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 0,
      tokenHolders: 0,
      // The limit is far beyond what the query needs to run out of memory, so that a busy
      // machine slows the test down rather than ending the query by time instead.
      timeLimitMs: 120_000,
      maxQueue: 1,
      maxWaitMs: 5000,
      workerHeapMb: 48,
    });
    // Each of 400 items holds the list of 400 holding the list again: 64 million references.
    const params = { a: Array.from({ length: 400 }, (_, n) => ({ n })) };
    await expect(
      pool.run(request('$a[]{ "b": $a[]{ "c": $a[]{ "d": $a } } }', params)),
    ).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/more memory/) });
    expect(JSON.parse(await pool.run(request('count(*)')))).toBe(2);
  }, 150_000);

  it('refuses a result too large to send as the query’s fault', async () => {
    pool = new QueryPool({
      size: 1,
      reserved: 0,
      tokenHolders: 0,
      timeLimitMs: 5000,
      maxQueue: 1,
      maxWaitMs: 5000,
    });
    // The list of 1,500 within each of its own items: some 20 MB of JSON, over the limit.
    const params = { a: Array.from({ length: 1500 }, (_, n) => ({ n })) };
    await expect(pool.run(request('$a[]{ "pairs": $a }', params))).rejects.toMatchObject({
      status: 400,
    });
  });
});
