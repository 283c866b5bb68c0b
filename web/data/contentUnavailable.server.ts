/**
 * When the content API cannot answer (down, slow, overloaded), a page is answered with a 503
 * "back in a moment" page rather than a 500 or a wait without end. A 4xx from the API is a
 * mistake in our own query and stays an error, except a 429: the API was too busy to start it.
 */
import { ClientError } from '@sanity/client';
import { data } from 'react-router';

/** A query waits no longer than this for the content API to connect or send its next bytes. */
export const CONTENT_TIMEOUT_MS = 4_000;
/** One more attempt after a failure, so a page's wait stays bounded (about twice the above). */
export const CONTENT_RETRIES = 1;

/** Whether a failed query means the content API is unavailable, not that the query is wrong. */
export function isContentUnavailable(error: unknown): boolean {
  return !(error instanceof ClientError) || error.statusCode === 429;
}

/**
 * The route error a loader throws when the content API is unavailable: the error page with status
 * 503, which neither the page cache nor a CDN keeps.
 */
export function contentUnavailable(): ReturnType<typeof data> {
  return data('The content service is unavailable.', { status: 503 });
}
