import { describe, expect, it } from 'vitest';
import { checkReport, FUTURE_TOLERANCE_MS, MAX_AGE_MS } from './vitalsReport.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

function report(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    routeType: 'journey',
    device: 'phone',
    connection: '4g',
    sentAt: NOW.getTime(),
    metrics: {
      LCP: { value: 1100, target: 'main>img.hero', phase: 'resourceLoadDuration' },
      INP: { value: 64, target: 'button#menu', phase: 'processingDuration' },
      CLS: { value: 0.004 },
      FCP: { value: 800 },
      TTFB: { value: 120 },
    },
    ...overrides,
  };
}

describe('a report', () => {
  it.each<[string, Record<string, unknown>]>([
    ['all five metrics', report()],
    [
      'one metric, no connection',
      report({ connection: undefined, metrics: { TTFB: { value: 0 } } }),
    ],
    ['a visitor clock a little ahead', report({ sentAt: NOW.getTime() + FUTURE_TOLERANCE_MS - 1 })],
    ['sent an hour ago', report({ sentAt: NOW.getTime() - 3_600_000 })],
  ])('is accepted with %s', (_case, body) => {
    expect(checkReport(body, NOW)).toMatchObject({ ok: true });
  });

  it.each<[string, unknown]>([
    ['not an object', 'LCP=1100'],
    ['no metrics', report({ metrics: {} })],
    ['an unknown route type', report({ routeType: '/journeys/thailand' })],
    ['an address as route type', report({ routeType: 'https://example.com/?q=1' })],
    ['an unknown device', report({ device: 'watch' })],
    ['an unknown field (an identifier)', report({ visitorId: 'abc' })],
    ['an unknown metric', report({ metrics: { FID: { value: 10 } } })],
    ['a negative figure', report({ metrics: { LCP: { value: -1 } } })],
    ['an LCP of an hour', report({ metrics: { LCP: { value: 3_600_000 } } })],
    ['a CLS of 100', report({ metrics: { CLS: { value: 100 } } })],
    ['a figure that is not a number', report({ metrics: { FCP: { value: '800' } } })],
    ['a target on CLS', report({ metrics: { CLS: { value: 0.1, target: 'div' } } })],
    ['an unknown phase', report({ metrics: { INP: { value: 50, phase: 'typing' } } })],
    ['an overlong target', report({ metrics: { LCP: { value: 900, target: 'a'.repeat(161) } } })],
    ['a target with a line break', report({ metrics: { LCP: { value: 900, target: 'a\nb' } } })],
    ['a date in the future', report({ sentAt: NOW.getTime() + FUTURE_TOLERANCE_MS + 1 })],
    ['a date two days ago', report({ sentAt: NOW.getTime() - MAX_AGE_MS - 1 })],
    ['no date', report({ sentAt: undefined })],
  ])('is refused with %s', (_case, body) => {
    expect(checkReport(body, NOW)).toMatchObject({ ok: false });
  });
});
