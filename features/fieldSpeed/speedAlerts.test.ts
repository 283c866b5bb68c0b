import { describe, expect, it } from 'vitest';
import { foldReport, type Histograms } from './histogram.ts';
import { decideAlerts, nextOpenAlerts, type OpenAlert } from './speedAlerts.ts';
import type { SpeedDay } from './speedFigures.ts';

function histograms(count: number, values: Partial<Record<'LCP' | 'INP' | 'CLS', number>>) {
  let folded: Histograms = {};
  for (let index = 0; index < count; index += 1) folded = foldReport(folded, values);
  return folded;
}

/** A phone's day on journey pages: `count` views, every one with these figures. */
function day(count: number, values: Partial<Record<'LCP' | 'INP' | 'CLS', number>>): SpeedDay {
  return {
    day: '2026-11-28',
    routeType: 'journey',
    device: 'phone',
    views: count,
    histograms: histograms(count, values),
    targets: {
      LCP: {
        t1: { selector: 'img.hero', phase: 'resourceLoadDuration', count: 30 },
        t2: { selector: 'h1', phase: 'elementRenderDelay', count: 4 },
      },
      INP: { t3: { selector: 'button.menu', phase: 'processingDuration', count: 9 } },
    },
  };
}

const GOOD = { LCP: 1000, INP: 60, CLS: 0.01 };
const open = (...keys: string[]): OpenAlert[] =>
  keys.map((key) => ({
    _key: key,
    routeType: 'journey',
    device: 'phone',
    metric: 'LCP',
    p75: 2000,
    views: 60,
    sentAt: '2026-11-27T06:00:00.000Z',
  }));

describe('decideAlerts', () => {
  it.each([
    {
      case: 'all good, nothing open: nothing to do',
      days: [day(60, GOOD)],
      open: [],
      crossed: [],
      recovered: [],
    },
    {
      case: 'LCP over the 1.2 s goal (though under Google’s 2.5 s) crosses',
      days: [day(60, { ...GOOD, LCP: 1900 })],
      open: [],
      crossed: ['journey-phone-LCP'],
      recovered: [],
    },
    {
      case: 'INP and CLS poor cross together, one each',
      days: [day(60, { ...GOOD, INP: 250, CLS: 0.3 })],
      open: [],
      crossed: ['journey-phone-INP', 'journey-phone-CLS'],
      recovered: [],
    },
    {
      case: 'still slow and already alerted: no second e-mail',
      days: [day(60, { ...GOOD, LCP: 1900 })],
      open: ['journey-phone-LCP'],
      crossed: [],
      recovered: [],
    },
    {
      case: 'good again: the open alert recovers',
      days: [day(60, GOOD)],
      open: ['journey-phone-LCP'],
      crossed: [],
      recovered: ['journey-phone-LCP'],
    },
    {
      case: 'fewer than 50 views: too few to alert',
      days: [day(49, { ...GOOD, LCP: 3000 })],
      open: [],
      crossed: [],
      recovered: [],
    },
    {
      case: 'fewer than 50 views: too few to recover either',
      days: [day(49, GOOD)],
      open: ['journey-phone-LCP'],
      crossed: [],
      recovered: [],
    },
    {
      case: 'exactly 50 views counts',
      days: [day(50, { ...GOOD, LCP: 1900 })],
      open: [],
      crossed: ['journey-phone-LCP'],
      recovered: [],
    },
    {
      case: 'no views at all in the window: an open alert stays open',
      days: [],
      open: ['journey-phone-LCP'],
      crossed: [],
      recovered: [],
    },
  ])('$case', ({ days, open: keys, crossed, recovered }) => {
    const decision = decideAlerts(days, open(...keys));
    expect(decision.crossed.map((crossing) => crossing.key)).toEqual(crossed);
    expect(decision.recovered).toEqual(recovered);
  });

  it('judges the 28 days together, across day documents', () => {
    // 40 fast views one day and 20 slow the next: p75 falls among the slow ones.
    const decision = decideAlerts([day(40, GOOD), day(20, { ...GOOD, LCP: 2600 })], []);
    expect(decision.crossed.map((crossing) => crossing.key)).toEqual(['journey-phone-LCP']);
    expect(decision.crossed[0]?.views).toBe(60);
  });

  it('names the figure, the goal, the views and the element most often behind slow figures', () => {
    const [lcp, inp] = decideAlerts([day(60, { ...GOOD, LCP: 1900, INP: 150 })], []).crossed;
    expect(lcp).toMatchObject({ metric: 'LCP', goal: 1200, views: 60 });
    expect(Math.abs((lcp?.p75 ?? 0) - 1900)).toBeLessThanOrEqual(50);
    expect(lcp?.worstTarget).toMatchObject({ selector: 'img.hero', count: 30 });
    expect(inp?.worstTarget).toMatchObject({ selector: 'button.menu' });
  });

  it('names no element for a metric whose reports carry none', () => {
    const [cls] = decideAlerts([day(60, { ...GOOD, CLS: 0.3 })], []).crossed;
    expect(cls?.metric).toBe('CLS');
    expect(cls?.worstTarget).toBeUndefined();
  });
});

describe('nextOpenAlerts', () => {
  it('closes the recovered and opens the crossed, so a later crossing alerts again', () => {
    const sentAt = new Date('2026-11-28T06:00:00Z');
    const afterRecovery = nextOpenAlerts(
      open('journey-phone-LCP', 'journey-phone-INP'),
      { crossed: [], recovered: ['journey-phone-LCP'] },
      sentAt,
    );
    expect(afterRecovery.map((alert) => alert._key)).toEqual(['journey-phone-INP']);
    // INP is still slow, so its alert stays open; LCP slips again and alerts anew.
    const again = decideAlerts([day(60, { ...GOOD, LCP: 1900, INP: 150 })], afterRecovery);
    const after = nextOpenAlerts(afterRecovery, again, sentAt);
    expect(after.map((alert) => alert._key)).toEqual(['journey-phone-INP', 'journey-phone-LCP']);
    expect(after[1]).toMatchObject({ metric: 'LCP', views: 60, sentAt: sentAt.toISOString() });
  });
});
