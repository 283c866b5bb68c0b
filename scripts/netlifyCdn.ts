/**
 * Netlify's CDN, simulated in front of a function for `npm run bench:live-scale -- --shape=netlify`
 * and the tests of what a live reload is served there. It keeps what Netlify documents it keeps:
 *
 * - GET answers a function labels `Netlify-CDN-Cache-Control` (else `CDN-Cache-Control`, else
 *   `Cache-Control`) as `public` with an `s-maxage`, fresh that long and served stale for its
 *   `stale-while-revalidate` while one request fetches a new copy;
 * - keyed by the whole address, query string included (Netlify's default for functions), and by
 *   the cookies `Netlify-Vary: cookie=…` names;
 * - purged by `Netlify-Cache-Tag` (`purge(tags)`, what `purgeCache({ tags })` asks of Netlify);
 * - identical requests arriving while a copy is fetched wait for that one fetch.
 *
 * The CDN's own headers are taken off the answer, as Netlify does; `Cache-Status` says whether it
 * was a hit, and `X-Stored-At` (the simulation's own) when the copy served was fetched, so a
 * benchmark can tell a copy older than a publish. Not a CDN: one process, no eviction by size.
 */

export type Handler = (request: Request) => Promise<Response>;

interface Copy {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  tags: string[];
  storedAt: number;
  freshUntil: number;
  staleUntil: number;
}

export interface CdnCounts {
  /** Requests answered from a kept copy (waiters on another request's fetch included). */
  hits: number;
  /** Requests the function answered: the origin's renders. */
  forwarded: number;
  /** Tags purged. */
  purgedTags: number;
}

export interface NetlifyCdn {
  handle: Handler;
  purge(tags: readonly string[]): void;
  counts: CdnCounts;
}

const CDN_HEADERS = [
  'netlify-cdn-cache-control',
  'cdn-cache-control',
  'netlify-cache-tag',
  'netlify-vary',
];

function seconds(control: string, name: string): number {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`, 'i').exec(control);
  return match ? Number(match[1]) : 0;
}

/** How long the CDN may keep an answer, from its headers; null when not at all. */
function lifetime(headers: Headers): { fresh: number; stale: number } | null {
  const control =
    headers.get('netlify-cdn-cache-control') ??
    headers.get('cdn-cache-control') ??
    headers.get('cache-control') ??
    '';
  if (!/(^|,)\s*public\b/i.test(control) || /private|no-store/i.test(control)) return null;
  if (headers.has('set-cookie')) return null;
  const fresh = seconds(control, 's-maxage') || seconds(control, 'max-age');
  if (fresh === 0) return null;
  return { fresh: fresh * 1000, stale: seconds(control, 'stale-while-revalidate') * 1000 };
}

function cookieValue(request: Request, name: string): string {
  const cookies = request.headers.get('cookie') ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return '';
}

function variedCookies(headers: Headers): string[] {
  const vary = headers.get('netlify-vary') ?? '';
  const cookies = /cookie=([^,]+)/.exec(vary)?.[1];
  return cookies ? cookies.split('|').map((name) => name.trim()) : [];
}

export function netlifyCdn(origin: Handler, now: () => number = Date.now): NetlifyCdn {
  const copies = new Map<string, Copy>();
  /** The cookies each address's answers vary on, learnt from the last answer. */
  const varies = new Map<string, string[]>();
  const fetching = new Map<string, Promise<Copy | Response>>();
  const counts: CdnCounts = { hits: 0, forwarded: 0, purgedTags: 0 };

  const keyOf = (request: Request) => {
    const url = request.url;
    const cookies = (varies.get(url) ?? []).map((name) => `${name}=${cookieValue(request, name)}`);
    return [url, ...cookies].join('\n');
  };

  const answer = (copy: Copy, status: string) => {
    const headers = new Headers(copy.headers);
    headers.set('cache-status', `"Netlify Edge"; ${status}`);
    headers.set('x-stored-at', String(copy.storedAt));
    return new Response(copy.body.slice(0), { status: copy.status, headers });
  };

  /** Asks the function; keeps the answer when it may be kept. */
  const forward = async (request: Request, key: string): Promise<Copy | Response> => {
    counts.forwarded += 1;
    const response = await origin(request);
    const kept = lifetime(response.headers);
    const headers = new Headers(response.headers);
    const tags = (headers.get('netlify-cache-tag') ?? '').split(',').filter(Boolean);
    varies.set(request.url, variedCookies(headers));
    for (const name of CDN_HEADERS) headers.delete(name);
    if (!kept || request.method !== 'GET') {
      headers.set('cache-status', '"Netlify Edge"; fwd=uri-miss');
      return new Response(response.body, { status: response.status, headers });
    }
    const storedAt = now();
    const copy: Copy = {
      status: response.status,
      headers: [...headers],
      body: await response.arrayBuffer(),
      tags,
      storedAt,
      freshUntil: storedAt + kept.fresh,
      staleUntil: storedAt + kept.fresh + kept.stale,
    };
    // The key may have changed with what the answer varies on.
    copies.set(keyOf(request), copy);
    if (keyOf(request) !== key) copies.delete(key);
    return copy;
  };

  /** One fetch per key at a time; the requests arriving meanwhile share it. */
  const fetchOnce = (request: Request, key: string) => {
    let pending = fetching.get(key);
    if (!pending) {
      pending = forward(request, key).finally(() => fetching.delete(key));
      fetching.set(key, pending);
      return { pending, first: true };
    }
    return { pending, first: false };
  };

  const handle: Handler = async (request) => {
    if (request.method !== 'GET') return forward(request, '') as Promise<Response>;
    const key = keyOf(request);
    const copy = copies.get(key);
    const at = now();
    if (copy && at < copy.freshUntil) {
      counts.hits += 1;
      return answer(copy, 'hit');
    }
    if (copy && at < copy.staleUntil) {
      // Served stale while one request fetches a fresh copy.
      counts.hits += 1;
      void fetchOnce(request.clone(), key).pending.catch(() => undefined);
      return answer(copy, 'hit; fwd=stale');
    }
    const { pending, first } = fetchOnce(request, key);
    const result = await pending;
    if (result instanceof Response) {
      if (first) return result;
      // An answer nobody may keep cannot be shared: ask for this request's own.
      return forward(request, key) as Promise<Response>;
    }
    if (!first) counts.hits += 1;
    return answer(result, first ? 'fwd=miss; stored' : 'hit');
  };

  const purge = (tags: readonly string[]) => {
    const purged = new Set(tags);
    counts.purgedTags += purged.size;
    for (const [key, copy] of copies) {
      if (copy.tags.some((tag) => purged.has(tag))) copies.delete(key);
    }
  };

  return { handle, purge, counts };
}
