/**
 * Where page views' speed reports go: one `siteSpeedDay` document per day, route type and device
 * class, holding fixed-bucket histograms (features/fieldSpeed/histogram.ts) and a tally of the
 * elements behind slow LCP and INP figures. A report is one transaction: the day's document is
 * created if missing, then each touched counter is set if missing and incremented, so reports
 * arriving together never lose a count (the lake applies `inc` to the stored value, not to a
 * copy the writer read). The dotted id keeps the document private on hosted Sanity; the embedded
 * lake hides the type from callers without a token (features/privacy/privateTypes.ts).
 */
import type { SanityClient } from '@sanity/client';
import {
  ATTRIBUTED_METRICS,
  METRIC_INFO,
  METRICS,
  SITE_SPEED_DAY_TYPE,
  type Device,
  type RouteType,
} from './fieldSpeed.ts';
import { reportBuckets, type Histograms } from './histogram.ts';
import type { VitalsReport } from './vitalsReport.ts';

export { SITE_SPEED_DAY_TYPE };

/** An element behind slow figures: its selector, the longest phase, and how often. */
export interface SlowTarget {
  selector: string;
  phase: string;
  count: number;
}

export interface SiteSpeedDay {
  _id: string;
  _type: typeof SITE_SPEED_DAY_TYPE;
  /** The UTC day the reports arrived, YYYY-MM-DD. */
  day: string;
  routeType: RouteType;
  device: Device;
  /** Page views reported. */
  views: number;
  histograms: Histograms;
  /** For LCP and INP, the elements of reports over the site's goal, by a key of their own. */
  targets: { LCP: Record<string, SlowTarget>; INP: Record<string, SlowTarget> };
}

export function siteSpeedDayId(day: string, routeType: RouteType, device: Device): string {
  return `${SITE_SPEED_DAY_TYPE}.${day}.${routeType}.${device}`;
}

/** The UTC day of a moment. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** A short stable key for a target and phase (FNV-1a), usable as a field name. */
export function targetKey(selector: string, phase: string): string {
  let hash = 0x811c9dc5;
  for (const character of `${selector}|${phase}`) {
    hash ^= character.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `t${hash.toString(16).padStart(8, '0')}`;
}

/** The counters one report adds one to, and the entries they need to exist first. */
export function reportIncrements(report: VitalsReport): {
  setIfMissing: Record<string, unknown>;
  inc: Record<string, number>;
} {
  const setIfMissing: Record<string, unknown> = {};
  const inc: Record<string, number> = { views: 1 };
  const values = Object.fromEntries(
    METRICS.flatMap((metric) => {
      const figure = report.metrics[metric];
      return figure ? [[metric, figure.value]] : [];
    }),
  );
  for (const { metric, key } of reportBuckets(values)) {
    setIfMissing[`histograms.${metric}.${key}`] = 0;
    inc[`histograms.${metric}.${key}`] = 1;
  }
  for (const metric of ATTRIBUTED_METRICS) {
    const figure = report.metrics[metric];
    // Only slow views name their element: the tool lists what stands between a page and its goal.
    if (!figure?.target || figure.value <= METRIC_INFO[metric].good) continue;
    const phase = figure.phase ?? 'unknown';
    const key = targetKey(figure.target, phase);
    setIfMissing[`targets.${metric}.${key}`] = { selector: figure.target, phase, count: 0 };
    inc[`targets.${metric}.${key}.count`] = 1;
  }
  return { setIfMissing, inc };
}

export interface SiteSpeedStore {
  record(report: VitalsReport, receivedAt: Date): Promise<void>;
}

/** The store cannot take writes (no token, lake unreachable). */
export class SiteSpeedStoreUnavailable extends Error {}

/** What reports add to one day document: the document if it is new, and its counters. */
export interface DayIncrements {
  document: SiteSpeedDay;
  setIfMissing: Record<string, unknown>;
  inc: Record<string, number>;
}

export function dayIncrements(report: VitalsReport, receivedAt: Date): DayIncrements {
  const day = dayOf(receivedAt);
  return {
    document: {
      _id: siteSpeedDayId(day, report.routeType, report.device),
      _type: SITE_SPEED_DAY_TYPE,
      day,
      routeType: report.routeType,
      device: report.device,
      views: 0,
      histograms: Object.fromEntries(METRICS.map((metric) => [metric, {}])),
      targets: { LCP: {}, INP: {} },
    },
    ...reportIncrements(report),
  };
}

/**
 * Adds one document's increments to those already held for it: counts add up, so many reports
 * folded together write exactly what they would have written one by one.
 */
export function foldIncrements(held: Map<string, DayIncrements>, next: DayIncrements): void {
  const known = held.get(next.document._id);
  if (!known) {
    held.set(next.document._id, {
      ...next,
      setIfMissing: { ...next.setIfMissing },
      inc: { ...next.inc },
    });
    return;
  }
  for (const [path, initial] of Object.entries(next.setIfMissing)) {
    known.setIfMissing[path] ??= initial;
  }
  for (const [path, count] of Object.entries(next.inc)) {
    known.inc[path] = (known.inc[path] ?? 0) + count;
  }
}

/** One transaction for the increments of one or more day documents. */
export async function commitIncrements(
  lake: SanityClient,
  days: Iterable<DayIncrements>,
): Promise<void> {
  const transaction = lake.transaction();
  for (const { document, setIfMissing, inc } of days) {
    transaction
      .createIfNotExists(document)
      .patch(document._id, (patch) => patch.setIfMissing(setIfMissing).inc(inc));
  }
  try {
    await transaction.commit({ visibility: 'async', returnDocuments: false });
  } catch (error) {
    throw new SiteSpeedStoreUnavailable('the lake refused the write', { cause: error });
  }
}

/** The lake of a client or of a getter for one; no client is no store. */
export function lakeOf(client: SanityClient | (() => SanityClient | undefined)): SanityClient {
  const lake = typeof client === 'function' ? client() : client;
  if (!lake) throw new SiteSpeedStoreUnavailable('no write token configured');
  return lake;
}

/** One transaction per report, as the one-process host writes them to its own lake. */
export function createSanitySiteSpeedStore(
  client: SanityClient | (() => SanityClient | undefined),
): SiteSpeedStore {
  return {
    async record(report, receivedAt) {
      await commitIncrements(lakeOf(client), [dayIncrements(report, receivedAt)]);
    },
  };
}
