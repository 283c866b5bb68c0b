/** Server-side access to content for route loaders: published, or drafts in draft mode. */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import type { AppLoadContext } from 'react-router';
import { sanityConnection } from '../../shared/sanityConfig.ts';
import { siteLaneHeaders } from '../../shared/siteLane.ts';
import {
  CONTENT_RETRIES,
  CONTENT_TIMEOUT_MS,
  contentUnavailable,
  isContentUnavailable,
} from './contentUnavailable.server.ts';
import { isPreview, previewToken } from '../preview/previewMode.server.ts';
import { coalescingKey } from '../../shared/coalescedQueries.ts';
import { liveEventIdOf } from '../../shared/liveEventKey.ts';
import { ALL_SYNC_TAGS } from './liveContent.ts';
import { queryTags } from './queryTags.server.ts';

let client: SanityClient | undefined;

function contentClient(): SanityClient {
  if (!client) {
    const connection = sanityConnection();
    client = createClient({
      projectId: connection.projectId,
      dataset: connection.dataset,
      apiVersion: connection.apiVersion,
      apiHost: connection.apiHost,
      useProjectHostname: connection.useProjectHostname,
      useCdn: connection.useCdn,
      perspective: 'published',
      // A content API that hangs must not hold a page: without these a query waits minutes.
      timeout: CONTENT_TIMEOUT_MS,
      maxRetries: CONTENT_RETRIES,
    });
  }
  return client;
}

let draftClient: SanityClient | undefined;

/** Drafts laid over published documents, read with the server-side token (draft mode only). */
function draftContentClient(token: string): SanityClient {
  draftClient ??= contentClient().withConfig({ token, perspective: 'drafts', useCdn: false });
  return draftClient;
}

/** What a loader hands over with every read: its request (draft mode) and its load context. */
export interface ContentRead {
  request: Request;
  context: AppLoadContext;
}

/**
 * The result type TypeGen generated for a query (web/data/sanity.types.ts registers every
 * query of web/data/queries/ in `SanityQueries`); `unknown` for a query it does not know, so
 * a loader cannot invent a result type by hand.
 */
export type ContentResult<Query extends string> = Query extends keyof SanityQueries
  ? SanityQueries[Query]
  : unknown;

/**
 * What a query is sent with: the site's lane, the whole answer asked for, and, for a visitor's
 * reload a live event prompted, that event's id, so the content API (its CDN included) answers
 * no older than the event (decision 145). An editor's reads are never cached: nothing to add.
 */
export function queryOptions(request: Request, editor: boolean) {
  const lastLiveEventId = editor ? undefined : liveEventIdOf(new URL(request.url));
  return {
    headers: siteLaneHeaders(),
    filterResponse: false as const,
    ...(lastLiveEventId ? { lastLiveEventId } : {}),
  };
}

/**
 * Runs a GROQ query against the published dataset, or, for an editor in draft mode, against
 * drafts; the result is typed by the query itself. What the result depends on is recorded in the
 * render's content dependencies (a required argument, so no loader can forget it: a page cached
 * without them would never be refreshed by a publish).
 */
export async function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams,
  { request, context }: ContentRead,
): Promise<ContentResult<Query>> {
  const token = (await isPreview(request)) ? previewToken() : undefined;
  const reader = token ? draftContentClient(token) : contentClient();
  let result: ContentResult<Query>;
  let syncTags: string[] | undefined;
  try {
    // The embedded lake's lane for the site's own queries (none for a hosted API): a flood of
    // anonymous queries cannot hold the pages' turn. The whole answer is read for its sync tags,
    // which open pages compare with the Live Content API's events.
    const options = queryOptions(request, token !== undefined);
    const ask = () => reader.fetch<ContentResult<Query>>(query, params, options);
    // Renders a live event prompted share one answer per query (request coalescing); each gets
    // its own copy, so no loader can change what another render reads.
    const shared = context.coalescedQueries;
    const answer =
      shared && !token && options.lastLiveEventId
        ? structuredClone(
            await shared.answer(coalescingKey(options.lastLiveEventId, query, params), ask),
          )
        : await ask();
    ({ result, syncTags } = answer);
  } catch (error) {
    if (!isContentUnavailable(error)) throw error;
    console.error('content API unavailable:', (error as Error).message);
    throw contentUnavailable();
  }
  context.contentDependencies?.add(queryTags(query, params, result));
  // An answer without sync tags (an API older than they are) leaves the page listening to all.
  context.contentDependencies?.addSyncTags(syncTags ?? [ALL_SYNC_TAGS]);
  return result;
}
