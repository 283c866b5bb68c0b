/** The field-data endpoint against a real local lake, through the real @sanity/client. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { siteLakeRules } from '../server/lakeRules.ts';
import { countOf, percentile } from '../features/fieldSpeed/index.ts';
import { createRateLimiter } from '../http/rateLimiter.ts';
import {
  createSanitySiteSpeedStore,
  siteSpeedDayId,
  type SiteSpeedDay,
} from '../features/fieldSpeed/index.ts';
import { createVitalsHandler } from './vitals.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const DAY = '2026-11-28';
let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest(siteLakeRules);
});

afterAll(async () => {
  await lake.close();
});

function handler(limit = 100_000) {
  const writer = lake.client();
  return createVitalsHandler({
    store: createSanitySiteSpeedStore(() => writer),
    limiter: createRateLimiter({ limit, windowSeconds: 600 }),
    now: () => NOW,
  });
}

function post(body: unknown, type = 'application/json'): Request {
  return new Request('http://127.0.0.1/api/vitals', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': type },
  });
}

function report(routeType: string, lcp: number, overrides: Record<string, unknown> = {}) {
  return {
    routeType,
    device: 'phone',
    connection: '4g',
    sentAt: NOW.getTime(),
    metrics: {
      LCP: { value: lcp, target: 'img.hero', phase: 'resourceLoadDuration' },
      INP: { value: 40, target: 'button.menu', phase: 'processingDuration' },
      CLS: { value: 0.01 },
      FCP: { value: 600 },
      TTFB: { value: 90 },
    },
    ...overrides,
  };
}

async function day(routeType: string): Promise<SiteSpeedDay | null> {
  return lake
    .client()
    .getDocument<SiteSpeedDay>(siteSpeedDayId(DAY, routeType as never, 'phone'))
    .then((document) => document ?? null);
}

describe('POST /api/vitals', () => {
  it('answers 204 and folds concurrent reports into one day document without losing a count', async () => {
    const vitals = handler();
    const lcps = Array.from({ length: 40 }, (_, index) => 500 + index * 50);
    const answers = await Promise.all(
      lcps.map((lcp) => vitals(post(report('journey', lcp)), { ip: '203.0.113.9' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(lcps.map(() => 204));

    const stored = await day('journey');
    expect(stored?.views).toBe(40);
    expect(countOf(stored?.histograms.LCP)).toBe(40);
    expect(countOf(stored?.histograms.INP)).toBe(40);
    // Exact p75 of 500..2450 in 50s is 1950 (nearest rank); buckets are 50 ms wide there.
    expect(Math.abs((percentile('LCP', stored?.histograms.LCP) ?? 0) - 1950)).toBeLessThanOrEqual(
      50,
    );
    // Only LCPs over the 1.2 s goal name their element.
    expect(Object.values(stored?.targets.LCP ?? {})).toEqual([
      {
        selector: 'img.hero',
        phase: 'resourceLoadDuration',
        count: lcps.filter((lcp) => lcp > 1200).length,
      },
    ]);
    expect(stored?.targets.INP).toEqual({});
  });

  it.each<[string, Request, number]>([
    ['malformed JSON', post('{"routeType": '), 400],
    ['not JSON', post('LCP=1', 'text/plain'), 415],
    ['an oversized body', post({ ...report('picks', 900), pad: 'x'.repeat(5000) }), 413],
    ['a future date', post(report('picks', 900, { sentAt: NOW.getTime() + 3_600_000 })), 400],
    ['a negative figure', post(report('picks', -5)), 400],
    ['an LCP of an hour', post(report('picks', 3_600_000)), 400],
    ['an address for a route type', post(report('/picks/maldives?ref=mail', 900)), 400],
  ])('refuses %s and changes nothing', async (_case, request, status) => {
    const answer = await handler()(request, { ip: '203.0.113.10' });
    expect(answer.status).toBe(status);
    expect(await day('picks')).toBeNull();
  });

  it('refuses other methods', async () => {
    const answer = await handler()(new Request('http://127.0.0.1/api/vitals'));
    expect(answer.status).toBe(405);
  });

  it('limits one address, counting only what it let through', async () => {
    const vitals = handler(5);
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const answer = await vitals(post(report('home', 800)), { ip: '198.51.100.7' });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect((await day('home'))?.views).toBe(5);
    // Another address still reports.
    expect((await vitals(post(report('home', 800)), { ip: '198.51.100.8' })).status).toBe(204);
  });

  it('keeps the day documents from callers without a token', async () => {
    await handler()(post(report('pick', 700)), { ip: '203.0.113.11' });
    const anonymous = lake.client({ withToken: false });
    const seen = await anonymous.fetch<number>('count(*[_type == "siteSpeedDay"])');
    expect(seen).toBe(0);
  });
});
