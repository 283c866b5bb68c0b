/**
 * The key a live reload's data request carries: the id of the live event that prompted it
 * (decision 145). The browser adds it (web/data/liveReloadFetch.ts); a CDN keys its copies by the
 * whole address, so no copy kept before the publish can answer it; the render passes it on to the
 * content API (web/data/sanityClient.server.ts), whose own CDN then answers no older either.
 */

/** The query parameter naming the event: `lastLiveEventId`, as Sanity's query API names it. */
export const LIVE_EVENT_PARAM = 'lastLiveEventId';

/** An event id as the Live Content API spells one (opaque, short, address-safe). */
const EVENT_ID = /^[\w.:=+/-]{1,128}$/;

/** The live event a request's data must be at least as fresh as, if it names a plausible one. */
export function liveEventIdOf(url: URL): string | undefined {
  const id = url.searchParams.get(LIVE_EVENT_PARAM);
  return id !== null && EVENT_ID.test(id) ? id : undefined;
}

/**
 * The address to fetch: a GET of this origin's route data, keyed by the event when one is
 * given; anything else untouched.
 */
export function keyedByLiveEvent(
  input: string | URL | Request,
  init: RequestInit | undefined,
  eventId: string | null,
  origin: string,
): string | URL | Request {
  if (eventId === null || input instanceof Request) return input;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET') return input;
  const url = new URL(input, origin);
  if (url.origin !== origin || !url.pathname.endsWith('.data')) return input;
  url.searchParams.set(LIVE_EVENT_PARAM, eventId);
  return url;
}
