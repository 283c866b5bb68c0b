/**
 * The privacy policy's retention, kept by the one-process host: once a day (and a minute after
 * start, so a host restarted daily still runs it) enquiries past the period in site settings
 * that led to no booking are deleted. The lake scrubs their history as it deletes them.
 */
import type { SanityClient } from '@sanity/client';
import { retentionSummary, runRetention } from '../features/privacy/index.ts';
import { startDailyJob } from './dailyJob.ts';

const FIRST_RUN_MS = 60 * 1000;

export interface RetentionJobOptions {
  /** Lends a client with a token for one run (the embedded lake is served privately meanwhile). */
  withClient<T>(work: (client: SanityClient) => Promise<T>): Promise<T>;
  log?: (line: string) => void;
  intervalMs?: number;
  firstRunMs?: number;
}

/** Starts the daily job; returns a stop function. */
export function startRetentionJob({
  withClient,
  firstRunMs = FIRST_RUN_MS,
  ...timing
}: RetentionJobOptions): () => void {
  return startDailyJob({
    name: 'retention',
    run: async () => retentionSummary(await withClient((client) => runRetention(client))),
    firstRunMs,
    ...timing,
  });
}
