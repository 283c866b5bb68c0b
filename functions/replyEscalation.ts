/**
 * Overdue replies as a function, for hosts without a long-running process (decision 112): on
 * Netlify a scheduled function (functions/netlify/replyEscalation.ts) finds routed trip requests
 * past their promised reply with none marked, and queues one "overdue" notice to the team for
 * each; the outbox sends it. The one-process host runs the same pass every five minutes
 * (server/replyEscalationJob.ts).
 */
import type { SanityClient } from '@sanity/client';
import { escalateOverdueReplies, type EscalationReport } from '../features/tripRequests/index.ts';
import { configuredWriteClient } from '../shared/writeClient.ts';

export interface ReplyEscalationHandlerOptions {
  client: () => SanityClient | undefined;
  escalate?: (client: SanityClient, now: Date) => Promise<EscalationReport>;
  now?: () => Date;
  log?: (line: string) => void;
}

export function createReplyEscalationHandler({
  client,
  escalate = escalateOverdueReplies,
  now = () => new Date(),
  log = console.log,
}: ReplyEscalationHandlerOptions) {
  return async (): Promise<Response> => {
    const lake = client();
    if (!lake) return new Response('No write token for the content lake.', { status: 503 });
    const report = await escalate(lake, now());
    log(`overdue replies: ${report.escalated} escalated to the team`);
    return Response.json(report);
  };
}

export default createReplyEscalationHandler({ client: configuredWriteClient });
