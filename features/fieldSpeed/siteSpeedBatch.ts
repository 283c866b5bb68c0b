/**
 * The speed reports' store for hosted Sanity (decision 120), which limits mutations to 25 a
 * second per address and bills each request. A function instance writes at most once per
 * interval: a report arriving when the last write is older than that is written at once, with
 * any held before it, in one transaction; reports arriving sooner are folded into the
 * increments held in memory (`foldIncrements`), and a timer writes them when the interval is
 * up. A quiet site therefore writes every report as it comes, and a busy one writes one
 * transaction per instance per interval, however many reports it took meanwhile.
 *
 * What is held is bounded by documents, not by reports: at most one entry per day, route type
 * and device, each a few hundred counters. A write the lake refuses is folded back and tried
 * again at the next turn; counts add up, so nothing is counted twice or lost. What an instance
 * retired by the platform still held (at most one interval's reports) is lost: a sample of a
 * percentile, not a ledger.
 */
import type { SanityClient } from '@sanity/client';
import type { VitalsReport } from './vitalsReport.ts';
import {
  commitIncrements,
  dayIncrements,
  foldIncrements,
  lakeOf,
  type DayIncrements,
  type SiteSpeedStore,
} from './siteSpeedStore.ts';

/** An instance's writes are at least this far apart. */
export const VITALS_WRITE_INTERVAL_MS = 5_000;

export interface BatchingOptions {
  intervalMs?: number;
  now?: () => number;
  /** Where a refused write is told (it is retried, so the report was still answered 204). */
  log?: (message: string, error: unknown) => void;
}

export interface BatchingSiteSpeedStore extends SiteSpeedStore {
  /** Writes what is held now (tests; a host shutting down). */
  flush(): Promise<void>;
}

export function createBatchingSiteSpeedStore(
  client: SanityClient | (() => SanityClient | undefined),
  {
    intervalMs = VITALS_WRITE_INTERVAL_MS,
    now = Date.now,
    log = (message, error) => console.error(message, error),
  }: BatchingOptions = {},
): BatchingSiteSpeedStore {
  let held = new Map<string, DayIncrements>();
  let lastWrite = -Infinity;
  let writing: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function write(lake: SanityClient): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (held.size === 0) return;
    const batch = held;
    held = new Map();
    lastWrite = now();
    try {
      await commitIncrements(lake, batch.values());
    } catch (error) {
      for (const increments of batch.values()) foldIncrements(held, increments);
      log('speed reports held for the next write:', error);
      later(lake);
    }
  }

  function later(lake: SanityClient): void {
    if (timer) return;
    timer = setTimeout(() => void flushWith(lake), Math.max(0, lastWrite + intervalMs - now()));
    // A held batch never keeps a process alive; a frozen function instance runs it on waking.
    timer.unref?.();
  }

  function flushWith(lake: SanityClient): Promise<void> {
    writing ??= write(lake).finally(() => {
      writing = undefined;
    });
    return writing;
  }

  return {
    async record(report: VitalsReport, receivedAt: Date) {
      const lake = lakeOf(client);
      foldIncrements(held, dayIncrements(report, receivedAt));
      if (!writing && now() - lastWrite >= intervalMs) await flushWith(lake);
      else later(lake);
    },
    async flush() {
      await writing;
      await flushWith(lakeOf(client));
    },
  };
}
