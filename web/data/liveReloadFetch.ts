/**
 * Keys a live reload's data request by the event that prompted it. React Router fetches a
 * revalidation's data (`….data`) itself and offers no way to add to that address, so the page
 * wraps the browser's `fetch` once: while a reload prompted by an event is under way, this
 * site's own data requests carry the event's id (`?lastLiveEventId=…`). Nothing else changes:
 * other requests, other origins, posts, and data requests outside such a reload go as they are.
 *
 * Why: on a CDN purged by webhook, the event can reach the visitor before the purge reaches the
 * CDN. A copy kept under the plain address may then be older than the publish; under an address
 * naming the event, none can be (decision 145).
 */
import { keyedByLiveEvent } from '../../shared/liveEventKey.ts';

/** The event the reload under way was prompted by, if any. */
let reloadingFor: string | null = null;

const WRAPPED = Symbol.for('site.liveReloadFetch');

/** Wraps the window's `fetch` (once) so a reload's data requests can carry its event's id. */
export function keyLiveReloads(target: Window = window): void {
  if (Reflect.get(target.fetch, WRAPPED) === true) return;
  const original = target.fetch.bind(target);
  const keyed: typeof fetch = (input, init) =>
    original(keyedByLiveEvent(input, init, reloadingFor, target.location.origin), init);
  Reflect.set(keyed, WRAPPED, true);
  target.fetch = keyed;
}

/**
 * Runs a reload whose data requests carry `eventId` (none for a reload no single event
 * prompted: a return to the tab, a `restart`).
 */
export async function reloadForLiveEvent(
  eventId: string | null,
  reload: () => Promise<void>,
): Promise<void> {
  reloadingFor = eventId;
  try {
    await reload();
  } finally {
    if (reloadingFor === eventId) reloadingFor = null;
  }
}
