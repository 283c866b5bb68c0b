/**
 * The enquiry retention run as a function, for hosts without a long-running process: on Netlify
 * it is a scheduled function (functions/netlify/retention.ts) against hosted Sanity, with a
 * token that may read and delete enquiries (SANITY_API_TOKEN).
 */
import { createClient, type SanityClient } from '@sanity/client';
import { retentionSummary, runRetention } from '../shared/privacy/personalData.ts';
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
      log('retention: no token to read and delete enquiries (set SANITY_API_TOKEN)');
      return new Response('No token is configured for the retention run.', { status: 503 });
    }
    const report = await runRetention(writer);
    log(`retention: ${retentionSummary(report)}`);
    return Response.json({ deleted: report.deleted.length, cutoff: report.cutoff });
  };
}

/** The configured project with the server token (hosted Sanity on Netlify). */
export function configuredRetentionClient(): SanityClient | undefined {
  const connection = sanityConnection({ withToken: true });
  return connection.token ? createClient({ ...connection, useCdn: false }) : undefined;
}
