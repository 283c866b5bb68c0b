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

/** Runs a GROQ query against the published dataset. */
export function fetchContent<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  return contentClient().fetch<Result>(query, params);
}
