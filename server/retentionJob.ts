/**
 * The privacy policy's retention, kept by the one-process host: once a day (and a minute after
 * start, so a host restarted daily still runs it) enquiries past the period in site settings
 * that led to no booking are deleted. The lake scrubs their history as it deletes them.
 */
import type { SanityClient } from '@sanity/client';
import { retentionSummary, runRetention } from '../features/privacy/index.ts';

export const DAY_MS = 24 * 60 * 60 * 1000;
const FIRST_RUN_MS = 60 * 1000;

export interface RetentionJobOptions {
  /** Lends a client with a token for one run (the embedded lake is served privately meanwhile). */
  withClient<T>(work: (client: SanityClient) => Promise<T>): Promise<T>;
  log?: (line: string) => void;
  intervalMs?: number;
  firstRunMs?: number;
}

/** Starts the daily job; returns a stop function. A run never overlaps the one before. */
export function startRetentionJob({
  withClient,
  log = console.log,
  intervalMs = DAY_MS,
  firstRunMs = FIRST_RUN_MS,
}: RetentionJobOptions): () => void {
  let running: Promise<void> | undefined;
  const runOnce = () => {
    running ??= withClient((client) => runRetention(client))
      .then((report) => log(`retention     ${retentionSummary(report)}`))
      // A failed run is retried the next day; the host keeps serving meanwhile.
      .catch((error: unknown) => log(`retention     failed: ${(error as Error).message}`))
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
