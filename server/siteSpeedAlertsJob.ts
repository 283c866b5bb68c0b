/**
 * The speed alert, kept by the one-process host: once a day (and a few minutes after start, so a
 * host restarted daily still runs it) the team is mailed about route types whose 28-day figures
 * left "good", exactly as the scheduled function does on Netlify. What was alerted is kept in
 * the lake, so a restart does not mail again.
 */
import { configuredWriteClient } from '../shared/writeClient.ts';
import { configuredMailer } from '../features/notifications/index.ts';
import { runSpeedAlerts } from '../functions/siteSpeedAlerts.ts';
import { startDailyJob } from './dailyJob.ts';

const FIRST_RUN_MS = 5 * 60 * 1000;

export function startSiteSpeedAlertsJob({
  firstRunMs = FIRST_RUN_MS,
  ...timing
}: { log?: (line: string) => void; intervalMs?: number; firstRunMs?: number } = {}): () => void {
  return startDailyJob({
    name: 'speed alert',
    run: async () => {
      const client = configuredWriteClient();
      const mailer = configuredMailer();
      if (!client || !mailer) return undefined;
      const report = await runSpeedAlerts(client, mailer, new Date());
      return report.sent + report.failed > 0
        ? `${report.sent} e-mails sent, ${report.failed} to retry`
        : undefined;
    },
    firstRunMs,
    ...timing,
  });
}
