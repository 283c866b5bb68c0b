/**
 * The one-process host's daily timer, shared by its daily jobs (retention, the speed alert): a
 * first run a few minutes after start, so a host restarted every day still runs the job, then one
 * a day. A run never overlaps the one before, a failed run is logged and tried again at the next
 * turn, and the timers never keep the process alive on their own. On Netlify the same jobs are
 * scheduled functions and this module is not used.
 */

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface DailyJobOptions {
  /** The job's name as the host's log shows it, padded to the log's column. */
  name: string;
  /** One run; what it resolves to is a line for the log, or nothing worth logging. */
  run: () => Promise<string | undefined>;
  log?: (line: string) => void;
  firstRunMs: number;
  intervalMs?: number;
}

/** Starts the job; returns a function that stops it. */
export function startDailyJob({
  name,
  run,
  log = console.log,
  firstRunMs,
  intervalMs = DAY_MS,
}: DailyJobOptions): () => void {
  const label = name.padEnd(13);
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= run()
      .then((line) => {
        if (line) log(`${label} ${line}`);
      })
      // The host keeps serving meanwhile.
      .catch((error: unknown) => log(`${label} failed: ${(error as Error).message}`))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(runOnce, firstRunMs);
  const daily = setInterval(runOnce, intervalMs);
  first.unref();
  daily.unref();
  return () => {
    clearTimeout(first);
    clearInterval(daily);
  };
}
