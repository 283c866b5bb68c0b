/**
 * The lead webhook, kept by the one-process host (decision 115): every half minute it queues a
 * message for each lead that arrived or changed and sends what is due to LEAD_WEBHOOK_URL,
 * reading and recording delivery in the content lake, exactly as the scheduled function does
 * on Netlify. Nothing runs while the address or the secret is unset.
 */
import { leadWebhookEndpoint, runLeadWebhooks } from '../features/leadWebhooks/index.ts';
import { configuredWriteClient } from '../shared/writeClient.ts';
import { environment } from '../shared/environment.ts';

export function startLeadWebhookJob({
  log = console.log,
  intervalMs = 30_000,
}: { log?: (line: string) => void; intervalMs?: number } = {}): () => void {
  const endpoint = leadWebhookEndpoint(environment());
  if (!endpoint) return () => {};
  let running: Promise<void> | undefined;
  const runOnce = () => {
    const client = configuredWriteClient();
    if (!client) return;
    running ??= runLeadWebhooks(client, endpoint, new Date())
      .then((report) => {
        if (report.queued + report.delivered + report.failed > 0) {
          log(
            `lead webhook  ${report.queued} queued, ${report.delivered} delivered, ${report.failed} to retry, ${report.dead} given up`,
          );
        }
      })
      .catch((error: unknown) => log(`lead webhook  failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
