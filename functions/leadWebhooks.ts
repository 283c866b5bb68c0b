/**
 * The lead webhook as a function, for hosts without a long-running process (decision 115): on
 * Netlify a scheduled function (functions/netlify/leadWebhooks.ts) queues a message for each
 * lead that arrived or changed and sends what is due. The one-process host runs the same pass
 * every half minute (server/leadWebhookJob.ts).
 */
import type { SanityClient } from '@sanity/client';
import {
  leadWebhookEndpoint,
  runLeadWebhooks,
  type LeadWebhookEndpoint,
} from '../features/leadWebhooks/index.ts';
import { environment } from '../shared/environment.ts';
import { configuredWriteClient } from '../shared/writeClient.ts';

export interface LeadWebhookHandlerOptions {
  client: () => SanityClient | undefined;
  endpoint: () => LeadWebhookEndpoint | undefined;
  log?: (line: string) => void;
}

export function createLeadWebhookHandler({
  client,
  endpoint,
  log = console.log,
}: LeadWebhookHandlerOptions) {
  return async (): Promise<Response> => {
    const receiver = endpoint();
    if (!receiver) {
      return new Response('No lead webhook is configured (LEAD_WEBHOOK_URL).', { status: 503 });
    }
    const lake = client();
    if (!lake) return new Response('No write token for the content lake.', { status: 503 });
    const report = await runLeadWebhooks(lake, receiver, new Date());
    log(
      `lead webhook: ${report.queued} queued, ${report.delivered} delivered, ${report.failed} failed`,
    );
    return Response.json(report);
  };
}

export default createLeadWebhookHandler({
  client: configuredWriteClient,
  endpoint: () => leadWebhookEndpoint(environment()),
});
