/**
 * Live pages for visitors: the address of the content API's event stream for published
 * documents. Any published change makes an open page reload its data in place (React Router's
 * revalidation); the host's page cache, keyed by the same content dependency tags, answers
 * pages the change did not touch from memory, so only affected data is rendered again.
 */
import type { ListenFilter } from '../../shared/contentTags.ts';
import type { PublicContentConfig } from './contentConfig.ts';

/**
 * Set on `window` by a reading page's starter when a publish (or a return to the tab, which may
 * have missed one) is what started the page's scripts: the page then reloads its data as it
 * opens its own stream.
 */
export const CHANGED_BEFORE_START = '__contentChangedBeforeStart';

/** Whether a change came before the scripts started; answers true once. */
export function takeChangeBeforeStart(): boolean {
  const changed = Reflect.get(window, CHANGED_BEFORE_START) === true;
  if (changed) Reflect.deleteProperty(window, CHANGED_BEFORE_START);
  return changed;
}

/** Changes arriving together (a publish touches a draft and its document) reload once. */
export const LIVE_SETTLE_MS = 150;

/**
 * The listener of the published dataset, without documents in the events (a visitor needs to
 * know that something changed, not what): drafts never reach a caller without a token. Given a
 * filter (a page's content dependencies as `dependencyFilter` makes them), it hears only of the
 * documents that page read.
 */
export function liveEventsUrl(
  config: PublicContentConfig,
  filter: ListenFilter = { query: '*', params: {} },
): string {
  const search = new URLSearchParams({
    query: filter.query,
    includeResult: 'false',
    includeMutations: 'false',
    visibility: 'query',
    tag: 'site.live',
  });
  // Parameters as the content API takes them: `$name=<JSON>`.
  for (const [name, value] of Object.entries(filter.params)) {
    search.set(`$${name}`, JSON.stringify(value));
  }
  return `${config.listenOrigin}/v${config.apiVersion}/data/listen/${config.dataset}?${search.toString()}`;
}
