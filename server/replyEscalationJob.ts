/**
 * Overdue replies escalated by the one-process host: every five minutes, routed requests past
 * their promised reply with none marked are escalated once to the team (the outbox sends it).
 */
import { configuredWriteClient } from '../shared/writeClient.ts';
import { escalateOverdueReplies } from '../features/tripRequests/index.ts';

const FIVE_MINUTES = 5 * 60_000;

export function startReplyEscalationJob({
  log = console.log,
  intervalMs = FIVE_MINUTES,
}: { log?: (line: string) => void; intervalMs?: number } = {}): () => void {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    const client = configuredWriteClient();
    if (!client) return;
    running ??= escalateOverdueReplies(client, new Date())
      .then(({ escalated }) => {
        if (escalated > 0) log(`replies       ${escalated} overdue, the team told`);
      })
      .catch((error: unknown) => log(`replies       failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(runOnce, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
