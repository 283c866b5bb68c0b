/** Server-side access to published content, for route loaders. */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { sanityConnection } from '../../shared/sanityConfig.ts';

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

/** Runs a GROQ query against the published dataset; the result is typed by the query itself. */
export function fetchContent<const Query extends string>(
  query: Query,
  params: QueryParams = {},
): Promise<ContentResult<Query>> {
  return contentClient().fetch<ContentResult<Query>>(query, params);
}
