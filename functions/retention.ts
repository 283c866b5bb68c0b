/**
 * The enquiry retention run as a function, for hosts without a long-running process: on Netlify
 * it is a scheduled function (functions/netlify/retention.ts) against hosted Sanity, with a
 * token that may read and delete enquiries (SANITY_ENQUIRY_TOKEN, an Editor).
 */
import { createClient, type SanityClient } from '@sanity/client';
import { retentionSummary, runRetention } from '../features/privacy/index.ts';
import { environment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';

export interface RetentionHandlerOptions {
  /** Undefined while no token is configured: the run fails loudly rather than doing nothing. */
  client: () => SanityClient | undefined;
  log?: (line: string) => void;
}

export function createRetentionHandler({ client, log = console.log }: RetentionHandlerOptions) {
  return async (): Promise<Response> => {
    const writer = client();
    if (!writer) {
      log('retention: no token to read and delete enquiries (set SANITY_ENQUIRY_TOKEN)');
      return new Response('No token is configured for the retention run.', { status: 503 });
    }
    const report = await runRetention(writer);
    log(`retention: ${retentionSummary(report)}`);
    return Response.json({ deleted: report.deleted.length, cutoff: report.cutoff });
  };
}

/**
 * The configured project with a token that may delete: the enquiry token (an Editor on hosted
 * Sanity, where SANITY_API_TOKEN is a Viewer), else the server token (the local lake's).
 */
export function configuredRetentionClient(): SanityClient | undefined {
  const connection = sanityConnection({ withToken: true });
  const token = environment().SANITY_ENQUIRY_TOKEN ?? connection.token;
  return token ? createClient({ ...connection, token, useCdn: false }) : undefined;
}
