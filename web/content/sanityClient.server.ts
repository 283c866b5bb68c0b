/** Server-side access to published content, for route loaders. */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { sanityConnection } from '../../shared/sanityConfig.ts';
import type { ContentDependencies } from '../../shared/contentTags.ts';
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
    });
  }
  return client;
}

/**
 * The result type TypeGen generated for a query (web/content/sanity.types.ts registers every
 * query of web/content/queries/ in `SanityQueries`); `unknown` for a query it does not know, so
 * a loader cannot invent a result type by hand.
 */
export type ContentResult<Query extends string> = Query extends keyof SanityQueries
  ? SanityQueries[Query]
  : unknown;

/**
 * Runs a GROQ query against the published dataset; the result is typed by the query itself.
 * What the result depends on is recorded in the render's content dependencies (a required
 * argument, so no loader can forget it: a page cached without them would never be refreshed by
 * a publish).
 */
export async function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams,
  dependencies: ContentDependencies | undefined,
): Promise<ContentResult<Query>> {
  const result = await contentClient().fetch<ContentResult<Query>>(query, params);
  dependencies?.add(queryTags(query, params, result));
  return result;
}
