/**
 * Live pages for visitors: the address of the content API's event stream for published
 * documents. Any published change makes an open page reload its data in place (React Router's
 * revalidation); the host's page cache, keyed by the same content dependency tags, answers
 * pages the change did not touch from memory, so only affected data is rendered again.
 */
import type { PublicContentConfig } from './contentConfig.ts';

/** Changes arriving together (a publish touches a draft and its document) reload once. */
export const LIVE_SETTLE_MS = 150;

/**
 * The listener of the published dataset, without documents in the events (a visitor needs to
 * know that something changed, not what): drafts never reach a caller without a token.
 */
export function liveEventsUrl(config: PublicContentConfig): string {
  const search = new URLSearchParams({
    query: '*',
    includeResult: 'false',
    includeMutations: 'false',
    visibility: 'query',
    tag: 'site.live',
  });
  return `${config.listenOrigin}/v${config.apiVersion}/data/listen/${config.dataset}?${search.toString()}`;
}
