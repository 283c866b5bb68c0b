/**
 * What the Studio's "Site speed" tool shows, computed from the day documents /api/vitals writes:
 * per route type and device class, the 28-day p75 of each metric with its verdict and the page
 * views behind it, the elements most often behind slow LCP and INP figures, and a daily trend.
 * Pure, so its tables are unit-tested apart from the Studio; in shared/ because the daily speed
 * alert (speedAlerts.ts) reads the same figures.
 */
import {
  DEVICES,
  METRICS,
  MIN_VIEWS,
  ratingOf,
  ROUTE_TYPES,
  WINDOW_DAYS,
  type AttributedMetric,
  type Device,
  type Metric,
  type Rating,
  type RouteType,
} from './fieldSpeed.ts';
import { countOf, mergeHistograms, percentile, type Histograms } from './histogram.ts';

/** A day document as the tool reads it. */
export interface SpeedDay {
  day: string;
  routeType: RouteType;
  device: Device;
  views?: number;
  histograms?: Histograms;
  targets?: Partial<
    Record<AttributedMetric, Record<string, { selector: string; phase: string; count: number }>>
  >;
}

export interface MetricFigure {
  metric: Metric;
  /** p75 over the window, null when no view reported this metric. */
  p75: number | null;
  /** Page views behind the figure. */
  views: number;
  rating: Rating | null;
  /** Fewer views than MIN_VIEWS: shown, but as too few to judge. */
  tooFew: boolean;
}

export interface SlowElement {
  metric: AttributedMetric;
  selector: string;
  phase: string;
  count: number;
}

export interface SpeedRow {
  routeType: RouteType;
  device: Device;
  views: number;
  figures: MetricFigure[];
  slowest: SlowElement[];
}

/** The first day of the window that ends today (UTC), YYYY-MM-DD. */
export function windowStart(today: Date, days = WINDOW_DAYS): string {
  const start = new Date(today.getTime() - (days - 1) * 86_400_000);
  return start.toISOString().slice(0, 10);
}

export const SPEED_DAYS_QUERY =
  '*[_type == "siteSpeedDay" && day >= $from]{day, routeType, device, views, histograms, targets}';

function figureOf(metric: Metric, histograms: Histograms): MetricFigure {
  const views = countOf(histograms[metric]);
  const p75 = percentile(metric, histograms[metric]);
  return {
    metric,
    p75,
    views,
    rating: p75 === null ? null : ratingOf(metric, p75),
    tooFew: views < MIN_VIEWS,
  };
}

/** The elements most often behind slow figures, most frequent first. */
export function slowestElements(days: readonly SpeedDay[], limit = 3): SlowElement[] {
  const tally = new Map<string, SlowElement>();
  for (const day of days) {
    for (const metric of ['LCP', 'INP'] as const) {
      for (const [key, target] of Object.entries(day.targets?.[metric] ?? {})) {
        const known = tally.get(`${metric}:${key}`);
        if (known) known.count += target.count;
        else tally.set(`${metric}:${key}`, { metric, ...target });
      }
    }
  }
  return [...tally.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** One row per route type and device with any views, in the site's order of route types. */
export function speedRows(days: readonly SpeedDay[]): SpeedRow[] {
  const rows: SpeedRow[] = [];
  for (const device of DEVICES) {
    for (const routeType of ROUTE_TYPES) {
      const own = days.filter((day) => day.device === device && day.routeType === routeType);
      if (own.length === 0) continue;
      const histograms = mergeHistograms(own.map((day) => day.histograms ?? {}));
      rows.push({
        routeType,
        device,
        views: own.reduce((sum, day) => sum + (day.views ?? 0), 0),
        figures: METRICS.map((metric) => figureOf(metric, histograms)),
        slowest: slowestElements(own),
      });
    }
  }
  return rows;
}

/** The daily p75 of each metric for one device class, every route type together. */
export function dailyTrend(
  days: readonly SpeedDay[],
  device: Device,
): { day: string; views: number; p75: Partial<Record<Metric, number | null>> }[] {
  const byDay = new Map<string, SpeedDay[]>();
  for (const day of days) {
    if (day.device !== device) continue;
    byDay.set(day.day, [...(byDay.get(day.day) ?? []), day]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, own]) => {
      const histograms = mergeHistograms(own.map((one) => one.histograms ?? {}));
      return {
        day,
        views: own.reduce((sum, one) => sum + (one.views ?? 0), 0),
        p75: Object.fromEntries(
          METRICS.map((metric) => [metric, percentile(metric, histograms[metric])]),
        ),
      };
    });
}

/** A figure as an editor reads it: seconds for load times, milliseconds for responses. */
export function formatFigure(metric: Metric, value: number): string {
  if (metric === 'CLS') return value.toFixed(3);
  if (metric === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}
