/**
 * Live pages. A visitor's page listens to the Live Content API (one stream of sync tags for the
 * published dataset, no documents and no query) and reloads its data in place (React Router's
 * revalidation) only when an event names a sync tag of the answers it was rendered from: a
 * publish reaches the pages that show the changed document and no others. An editor in draft
 * mode keeps the content API's listener (drafts need it, and editors are few).
 */
import type { ListenFilter } from '../../shared/contentTags.ts';
import type { PublicContentConfig } from './contentConfig.ts';

/**
 * Set on `window` by a reading page's starter when a publish (or a return to the tab, which may
 * have missed one) is what started the page's scripts: the page then reloads its data as it
 * opens its own stream. Its value is the id of the live event that told of the publish, or
 * `true` where no event did.
 */
export const CHANGED_BEFORE_START = '__contentChangedBeforeStart';

/**
 * Whether a change came before the scripts started, answered once: the id of the live event
 * that told of it, `true` where none did, `false` for no change.
 */
export function takeChangeBeforeStart(): string | boolean {
  const changed: unknown = Reflect.get(window, CHANGED_BEFORE_START);
  Reflect.deleteProperty(window, CHANGED_BEFORE_START);
  if (typeof changed === 'string' && changed !== '') return changed;
  return changed === true;
}

/** Changes arriving together (a publish touches a draft and its document) reload once. */
export const LIVE_SETTLE_MS = 150;

/**
 * The listener of the published dataset, without documents in the events (a visitor needs to
 * know that something changed, not what): drafts never reach a caller without a token. Given a
 * filter, it hears only of the documents the filter selects.
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

/**
 * The sync tags of a page whose answers carried none (an API version older than sync tags, or a
 * render with nothing collecting them): such a page reloads on every published change.
 */
export const ALL_SYNC_TAGS = '*';

/**
 * The Live Content API's event stream for published documents. Events name sync tags only, so
 * nothing private travels; the request tag is the one the content API's usage reports show.
 */
export function liveContentEventsUrl(config: PublicContentConfig): string {
  return `${config.listenOrigin}/v${config.apiVersion}/data/live/events/${config.dataset}?tag=site.live`;
}

/** Whether an event naming these sync tags changes a page with these (null: not known yet). */
export function eventTouchesPage(
  eventTags: readonly string[],
  pageTags: ReadonlySet<string> | null,
): boolean {
  if (pageTags === null || pageTags.has(ALL_SYNC_TAGS)) return true;
  return eventTags.some((tag) => pageTags.has(tag));
}

/** The sync tags a `message` event of the Live Content API names (none if it is malformed). */
export function eventTags(data: unknown): string[] {
  try {
    const parsed = JSON.parse(String(data)) as { tags?: unknown };
    return Array.isArray(parsed.tags)
      ? parsed.tags.filter((tag): tag is string => typeof tag === 'string')
      : [];
  } catch {
    return [];
  }
}
