/** Server-side access to published content, for route loaders. */
import { createClient, type QueryParams, type SanityClient } from '@sanity/client';
import { sanityConnection } from '../../server/sanityConfig.ts';
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
 * Runs a GROQ query against the published dataset, recording what the result depends on in
 * the render's content dependencies (required, so no loader can forget them: a page cached
 * without them would never be refreshed by a publish).
 */
export async function fetchContent<Result>(
  query: string,
  params: QueryParams,
  dependencies: ContentDependencies | undefined,
): Promise<Result> {
  const result = await contentClient().fetch<Result>(query, params);
  dependencies?.add(queryTags(query, params, result));
  return result;
}
