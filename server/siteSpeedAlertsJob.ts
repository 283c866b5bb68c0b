/**
 * The speed alert, kept by the one-process host: once a day (and a few minutes after start, so a
 * host restarted daily still runs it) the team is mailed about route types whose 28-day figures
 * left "good", exactly as the scheduled function does on Netlify. What was alerted is kept in
 * the lake, so a restart does not mail again.
 */
import { configuredWriteClient } from '../shared/writeClient.ts';
import { configuredMailer } from '../features/notifications/index.ts';
import { runSpeedAlerts } from '../functions/siteSpeedAlerts.ts';
import { DAY_MS } from './retentionJob.ts';

const FIRST_RUN_MS = 5 * 60 * 1000;

export function startSiteSpeedAlertsJob({
  log = console.log,
  intervalMs = DAY_MS,
  firstRunMs = FIRST_RUN_MS,
}: { log?: (line: string) => void; intervalMs?: number; firstRunMs?: number } = {}): () => void {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    const client = configuredWriteClient();
    const mailer = configuredMailer();
    if (!client || !mailer) return;
    running ??= runSpeedAlerts(client, mailer, new Date())
      .then((report) => {
        if (report.sent + report.failed > 0) {
          log(`speed alert   ${report.sent} e-mails sent, ${report.failed} to retry`);
        }
      })
      // A failed run is retried the next day; the host keeps serving meanwhile.
      .catch((error: unknown) => log(`speed alert   failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(runOnce, firstRunMs);
  const daily = setInterval(runOnce, intervalMs);
  // The job never keeps the process alive on its own.
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
