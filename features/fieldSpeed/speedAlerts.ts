/**
 * The team's speed alert (issue 51): when a route type's 28-day p75 for one device class leaves
 * "good" for a metric, one e-mail, not one a day while it stays there. Pure: given the window's
 * day documents and the crossings already alerted, it answers which pairs crossed out of "good"
 * (to be mailed) and which came back (so a later crossing alerts again). The figures are the
 * Studio tool's own (speedFigures.ts), so the e-mail and the tool never disagree.
 */
import { METRIC_INFO, type Device, type Metric, type RouteType } from './fieldSpeed.ts';
import { slowestElements, speedRows, type SlowElement, type SpeedDay } from './speedFigures.ts';

/** The document that remembers what was alerted (private: dotted id, hidden type). */
export const SITE_SPEED_ALERTS_TYPE = 'siteSpeedAlerts';
export const SITE_SPEED_ALERTS_ID = `${SITE_SPEED_ALERTS_TYPE}.open`;

/** A crossing the team was told of and that has not come back to "good" since. */
export interface OpenAlert {
  _key: string;
  routeType: RouteType;
  device: Device;
  metric: Metric;
  /** The figure and page views the e-mail named, and when it went. */
  p75: number;
  views: number;
  sentAt: string;
}

export interface Crossing {
  key: string;
  routeType: RouteType;
  device: Device;
  metric: Metric;
  p75: number;
  /** The site's goal the figure is over. */
  goal: number;
  views: number;
  /** The element most often behind slow figures of this metric, where reports name one. */
  worstTarget?: SlowElement;
}

export interface AlertDecision {
  crossed: Crossing[];
  /** Keys of open alerts whose figure is "good" again. */
  recovered: string[];
}

export function alertKey(routeType: RouteType, device: Device, metric: Metric): string {
  return `${routeType}-${device}-${metric}`;
}

/**
 * Which pairs crossed out of "good" and which recovered. A figure from fewer than MIN_VIEWS page
 * views is too few to judge either way: it neither alerts nor closes an open alert, and neither
 * does a pair with no views in the window.
 */
export function decideAlerts(
  days: readonly SpeedDay[],
  open: readonly Pick<OpenAlert, '_key'>[],
): AlertDecision {
  const alerted = new Set(open.map((alert) => alert._key));
  const crossed: Crossing[] = [];
  const recovered: string[] = [];
  for (const row of speedRows(days)) {
    for (const figure of row.figures) {
      if (figure.tooFew || figure.p75 === null) continue;
      const key = alertKey(row.routeType, row.device, figure.metric);
      const good = figure.rating === 'good';
      if (good && alerted.has(key)) recovered.push(key);
      if (good || alerted.has(key)) continue;
      const own = days.filter(
        (day) => day.routeType === row.routeType && day.device === row.device,
      );
      crossed.push({
        key,
        routeType: row.routeType,
        device: row.device,
        metric: figure.metric,
        p75: figure.p75,
        goal: METRIC_INFO[figure.metric].good,
        views: figure.views,
        worstTarget: slowestElements(own, Infinity).find(
          (element) => element.metric === figure.metric,
        ),
      });
    }
  }
  return { crossed, recovered };
}

/** The open alerts after a run: recovered ones closed, the new crossings added. */
export function nextOpenAlerts(
  open: readonly OpenAlert[],
  decision: AlertDecision,
  sentAt: Date,
): OpenAlert[] {
  const closed = new Set(decision.recovered);
  return [
    ...open.filter((alert) => !closed.has(alert._key)),
    ...decision.crossed.map((crossing) => ({
      _key: crossing.key,
      routeType: crossing.routeType,
      device: crossing.device,
      metric: crossing.metric,
      p75: crossing.p75,
      views: crossing.views,
      sentAt: sentAt.toISOString(),
    })),
  ];
}
