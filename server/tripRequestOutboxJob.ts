/**
 * The team-notice outbox (both leads), kept by the one-process host: every minute it sends the
 * e-mails still pending (a mail server that was down, a send that failed), reading and recording
 * their state on the request and enquiry documents, exactly as the scheduled function does on
 * Netlify.
 */
import { configuredWriteClient } from '../shared/writeClient.ts';
import { configuredMailer } from '../features/notifications/index.ts';
import { createSanityTripRequestStore, deliverDue } from '../features/tripRequests/index.ts';

const MINUTE = 60_000;

export function startTripRequestOutboxJob({
  log = console.log,
  intervalMs = MINUTE,
}: { log?: (line: string) => void; intervalMs?: number } = {}): () => void {
  const store = createSanityTripRequestStore(configuredWriteClient);
  let running: Promise<void> | undefined;
  const runOnce = () => {
    const mailer = configuredMailer();
    if (!mailer) return;
    running ??= deliverDue(mailer, store, new Date())
      .then((report) => {
        if (report.sent + report.failed > 0) {
          log(`outbox        ${report.sent} e-mails sent, ${report.failed} to retry`);
        }
      })
      .catch((error: unknown) => log(`outbox        failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
