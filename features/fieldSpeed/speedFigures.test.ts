import { describe, expect, it } from 'vitest';
import { foldReport, type Histograms } from './histogram.ts';
import { dailyTrend, formatFigure, speedRows, windowStart, type SpeedDay } from './speedFigures.ts';

function histograms(
  count: number,
  values: Partial<Record<'LCP' | 'INP' | 'CLS', number>>,
): Histograms {
  let folded: Histograms = {};
  for (let index = 0; index < count; index += 1) folded = foldReport(folded, values);
  return folded;
}

const days: SpeedDay[] = [
  {
    day: '2026-11-27',
    routeType: 'journey',
    device: 'phone',
    views: 40,
    histograms: histograms(40, { LCP: 1010, INP: 60, CLS: 0.001 }),
    targets: { LCP: { t1: { selector: 'img.hero', phase: 'resourceLoadDuration', count: 3 } } },
  },
  {
    day: '2026-11-28',
    routeType: 'journey',
    device: 'phone',
    views: 20,
    histograms: histograms(20, { LCP: 3010, INP: 300 }),
    targets: {
      LCP: { t1: { selector: 'img.hero', phase: 'resourceLoadDuration', count: 20 } },
      INP: { t2: { selector: 'button.menu', phase: 'processingDuration', count: 20 } },
    },
  },
  {
    day: '2026-11-28',
    routeType: 'home',
    device: 'desktop',
    views: 2,
    histograms: histograms(2, { LCP: 900 }),
  },
];

describe('the site speed figures', () => {
  it('reads one row per route type and device, with p75, verdict and views', () => {
    const rows = speedRows(days);
    expect(rows.map((row) => [row.device, row.routeType, row.views])).toEqual([
      ['phone', 'journey', 60],
      ['desktop', 'home', 2],
    ]);
    const journey = rows[0];
    const lcp = journey?.figures.find((figure) => figure.metric === 'LCP');
    // 40 views at ~1.0 s and 20 at ~3.0 s: the 75th percentile falls among the slow ones.
    expect(lcp).toMatchObject({ views: 60, rating: 'poor', tooFew: false });
    expect(lcp?.p75).toBeGreaterThan(2750);
    expect(journey?.figures.find((figure) => figure.metric === 'CLS')).toMatchObject({
      views: 40,
      rating: 'good',
      tooFew: true,
    });
    expect(journey?.figures.find((figure) => figure.metric === 'FCP')).toMatchObject({
      p75: null,
      views: 0,
    });
    expect(journey?.slowest).toEqual([
      { metric: 'LCP', selector: 'img.hero', phase: 'resourceLoadDuration', count: 23 },
      { metric: 'INP', selector: 'button.menu', phase: 'processingDuration', count: 20 },
    ]);
  });

  it('trends day by day for a device class', () => {
    const trend = dailyTrend(days, 'phone');
    expect(trend.map((day) => [day.day, day.views])).toEqual([
      ['2026-11-27', 40],
      ['2026-11-28', 20],
    ]);
    expect(trend[0]?.p75.LCP).toBeLessThan(1050);
  });

  it.each([
    ['LCP', 1234, '1.23 s'],
    ['LCP', 640, '640 ms'],
    ['INP', 1500, '1500 ms'],
    ['CLS', 0.0123, '0.012'],
  ] as const)('writes %s %f as %s', (metric, value, text) => {
    expect(formatFigure(metric, value)).toBe(text);
  });

  it('starts the window 27 days before today', () => {
    expect(windowStart(new Date('2026-11-28T09:00:00Z'))).toBe('2026-11-01');
  });
});
