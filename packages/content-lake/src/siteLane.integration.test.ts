/**
 * The host's own lane (the `siteLane` option) through the real HTTP surface: with every general worker held by
 * anonymous queries that spin, the site's page query (sent with the process's key, as the
 * site's server-side client sends it) still answers at once; an anonymous caller that copies the
 * page query's text, or sends a guessed key, waits with the rest.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { startLakeForTest, type TestLake } from './testing.ts';

const LIMIT_MS = 4000;
// A filter over a parameter inside a filter over it: about a minute of work, cut at the limit.
const SPIN = 'count($a[count($a[@ > 0]) > 0])';
const SPIN_BODY = JSON.stringify({
  query: SPIN,
  params: { a: Array.from({ length: 5000 }, (_, n) => n) },
});
// A page query with a slug-like parameter: one text, cheap for every value once it was for one;
// each request below gives another value, so none is answered from the lake's result cache.
const PAGE_QUERY = '*[_type == "destination" && name != $skip] | order(name asc).name';

let lake: TestLake;
// The host's side of the lane: a key only it knows, sent in a header of its choosing.
const SITE_LANE_HEADER = 'x-site-lane';
const key = randomBytes(32).toString('base64url');

beforeAll(async () => {
  lake = await startLakeForTest({
    queryTimeLimitMs: LIMIT_MS,
    siteLane: (headers) => headers.get(SITE_LANE_HEADER) === key,
  });
  await lake.client().createOrReplace({ _id: 'dest-dubai', _type: 'destination', name: 'Dubai' });
});
afterAll(async () => {
  await lake.close();
});

const pageQueryUrl = (skip: string) =>
  `${lake.origin}/v2025-02-19/data/query/test?query=${encodeURIComponent(PAGE_QUERY)}&$skip=${encodeURIComponent(JSON.stringify(skip))}`;

/** Resolves with the status and the milliseconds the answer took. */
async function timed(answer: Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await answer;
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const spin = (salt: number) =>
  timed(
    fetch(`${lake.origin}/v2025-02-19/data/query/test?salt=${salt}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Each spinning query differs, so none is answered from the result cache.
      body: SPIN_BODY.replace(SPIN, `${SPIN} + ${salt}`),
    }),
  );

describe('the site’s lane', { timeout: 60_000 }, () => {
  it('answers the site’s query at once while anonymous queries hold every other worker', async () => {
    // The page query has run before: anonymous callers know its text and that it is cheap.
    expect((await timed(fetch(pageQueryUrl('first')))).status).toBe(200);
    // And the site's worker has started (as it has once the first page was rendered).
    const warm = fetch(pageQueryUrl('warm'), { headers: { [SITE_LANE_HEADER]: key } });
    expect((await timed(warm)).status).toBe(200);

    let settled = 0;
    const flood = [1, 2, 3].map((salt) => spin(salt).finally(() => settled++));
    // Let the flood reach the workers before the others ask.
    await new Promise((resolve) => setTimeout(resolve, 300));

    // An anonymous copy of the page query's text, and one with a guessed key, are not let in.
    const copied = timed(fetch(pageQueryUrl('copy')));
    const forged = timed(
      fetch(pageQueryUrl('forged'), { headers: { [SITE_LANE_HEADER]: 'x'.repeat(43) } }),
    );
    let othersSettled = false;
    void Promise.all([copied, forged]).finally(() => (othersSettled = true));

    const site = await timed(fetch(pageQueryUrl('site'), { headers: { [SITE_LANE_HEADER]: key } }));
    expect(site.status).toBe(200);
    // Answered while the flood still spins and the copies still wait their turn.
    expect(settled).toBe(0);
    expect(othersSettled).toBe(false);

    const floodAnswers = await Promise.all(flood);
    const slowestSpin = Math.max(...floodAnswers.map((answer) => answer.ms));
    // Ratios, not absolute times: the site's answer took a small part of a spinning query's.
    expect(site.ms * 5).toBeLessThan(slowestSpin);
    const [copy, guess] = await Promise.all([copied, forged]);
    expect(copy.ms).toBeGreaterThan(site.ms * 5);
    expect(guess.ms).toBeGreaterThan(site.ms * 5);
  });
});
