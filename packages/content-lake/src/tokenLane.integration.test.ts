/**
 * Token holders' lane through the real HTTP surface. While anonymous queries spin on every
 * general worker and fill the anonymous queue (one more is refused with a 429), a signed-in
 * editor's queries and listener, as the Studio sends them while an editor scrolls a trip
 * request, are still answered, and the server token's queries too: the limits that hold
 * anonymous callers back never reach a token holder.
 */
import type { MutationEvent } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

const LIMIT_MS = 6000;
// A filter over a parameter inside a filter over it: about a minute of work, cut at the limit.
const SPIN = 'count($a[count($a[@ > 0]) > 0])';
const SPIN_BODY = JSON.stringify({
  query: SPIN,
  params: { a: Array.from({ length: 5000 }, (_, n) => n) },
});
/** More anonymous queries than their lanes hold waiting (the cheap ones' and the rest's). */
const FLOOD = 192;
/** A page-like query: cheap for every value of `$skip` once it was for one. */
const CHEAP = '*[_type == "tripRequest" && name != $skip][0]._id';

let lake: TestLake;
/** The editor's listener, closed before the lake. */
let subscription: { unsubscribe: () => void } | undefined;

beforeAll(async () => {
  lake = await startLakeForTest({
    queryTimeLimitMs: LIMIT_MS,
    signIn: { enabled: true, trustProxy: 0 },
  });
  await lake.client().createOrReplace({
    _id: 'trip-1',
    _type: 'tripRequest',
    name: 'Ada Lovelace',
    notes: 'Two weeks in Japan',
  });
});
afterAll(async () => {
  subscription?.unsubscribe();
  await lake.close();
});

/** Signs the local editor in as the Studio does, and answers the session token. */
async function signInEditor(): Promise<string> {
  const codes = await fetch(`${lake.origin}/v1/auth/login/local/codes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${lake.token}` },
  });
  const { code } = (await codes.json()) as { code: string };
  const studio = `${lake.origin}/studio`;
  const search = new URLSearchParams({ origin: studio, projectId: 'local', withSid: 'true', code });
  const login = await fetch(`${lake.origin}/v1/auth/login/local?${search.toString()}`, {
    redirect: 'manual',
    headers: { 'sec-fetch-site': 'same-origin', referer: studio },
  });
  const sid = new URL(login.headers.get('location') ?? '').hash.replace('#sid=', '');
  const cookie = login.headers.get('set-cookie')?.split(';')[0] ?? '';
  const exchange = await fetch(`${lake.origin}/v1/auth/fetch?sid=${sid}`, { headers: { cookie } });
  expect(exchange.status).toBe(200);
  return ((await exchange.json()) as { token: string }).token;
}

const anonymous = (init: RequestInit, search = '') =>
  fetch(`${lake.origin}/v2025-02-19/data/query/test${search}`, init).then(async (response) => {
    await response.arrayBuffer();
    return response.status;
  });

// Each spinning query differs, so none is answered from the result cache.
const spin = (salt: number) =>
  anonymous({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: SPIN_BODY.replace(SPIN, `${SPIN} + ${String(salt)}`),
  });

/**
 * An anonymous query that waits in one of the two anonymous queues: one nobody has asked
 * before (of unknown cost), or the page-like one with a new value (known to be cheap).
 */
const anonymousQuery = (n: number) =>
  n % 2 === 0
    ? anonymous(
        {},
        `?query=${encodeURIComponent(`count(*[_type == "destination"]) + ${String(n)}`)}`,
      )
    : anonymous(
        {},
        `?query=${encodeURIComponent(CHEAP)}&$skip=${encodeURIComponent(`"${String(n)}"`)}`,
      );

describe('token holders’ lane', { timeout: 60_000 }, () => {
  it('answers an editor’s queries and listener while anonymous queries fill their lane', async () => {
    const token = await signInEditor();
    const editor = lake.client().withConfig({ token });
    // The Studio is open on the trip request: its worker has started, its listener is open.
    expect(await editor.fetch('*[_id == "trip-1"][0].name')).toBe('Ada Lovelace');
    const events: MutationEvent[] = [];
    let heard: (failure?: unknown) => void = () => {};
    await new Promise<void>((welcomed) => {
      subscription = editor
        .listen('*[_type == "tripRequest"]', {}, { events: ['welcome', 'mutation'] })
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') welcomed();
            if (event.type === 'mutation') {
              events.push(event);
              heard();
            }
          },
          // A channel error ends the listener: the Studio stops with it.
          error: (error: unknown) => heard(error),
        });
    });

    // Anonymous callers know the page-like query is cheap.
    expect(await anonymous({}, `?query=${encodeURIComponent(CHEAP)}&$skip="first"`)).toBe(200);
    let spinsSettled = 0;
    const spins = [1, 2].map((salt) => spin(salt).finally(() => spinsSettled++));
    // Let the spinning queries reach the workers before the flood fills the queue behind them.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const flood = Array.from({ length: FLOOD }, (_, n) => anonymousQuery(n));
    // Anonymous callers have filled their lanes: some of them are already refused.
    await Promise.any(
      flood.map((answer) =>
        answer.then((status) => (status === 429 ? status : Promise.reject(new Error('answered')))),
      ),
    );

    // The editor edits the trip request: the Studio's listener hears it, with no channel error.
    const mutation = new Promise<unknown>((resolve) => (heard = resolve));
    await editor.patch('trip-1').set({ notes: 'Three weeks in Japan' }).commit();
    expect(await mutation).toBeUndefined();
    expect(events.map((event) => [event.documentId, event.transition])).toEqual([
      ['trip-1', 'update'],
    ]);
    // And scrolls it: the Studio asks for its parts.
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        editor.fetch('*[_type == "tripRequest" && $n > 0][0]{name, notes}', { n }),
      ),
    );
    expect(answers).toEqual(
      [1, 2, 3].map(() => ({ name: 'Ada Lovelace', notes: 'Three weeks in Japan' })),
    );
    // The site's own scripts and functions, holding the server token, are answered as well.
    const count = lake.client().fetch('count(*[_type == "tripRequest" && $n > 0])', { n: 4 });
    expect(await count).toBe(1);
    // All of it at once, while the anonymous queries still spin: nobody waited for them.
    expect(spinsSettled).toBe(0);

    expect(await Promise.all(flood)).toContain(429);
    expect(await Promise.all(spins)).toEqual([408, 408]);
  });
});
