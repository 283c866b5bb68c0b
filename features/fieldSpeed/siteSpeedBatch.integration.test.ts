/** The batching store for hosted Sanity, against a real local lake through @sanity/client. */
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { siteLakeRules } from '../../server/lakeRules.ts';
import type { VitalsReport } from './vitalsReport.ts';
import { createBatchingSiteSpeedStore } from './siteSpeedBatch.ts';
import { createSanitySiteSpeedStore, siteSpeedDayId, type SiteSpeedDay } from './siteSpeedStore.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest(siteLakeRules);
});

afterAll(async () => {
  await lake.close();
});

/** A client that counts the transactions it commits, and refuses the first `refuse` of them. */
function countingClient(refuse = 0): { client: SanityClient; commits: () => number } {
  const client = lake.client();
  let commits = 0;
  let refused = 0;
  const transaction = client.transaction.bind(client);
  vi.spyOn(client, 'transaction').mockImplementation(() => {
    const real = transaction();
    const commit = real.commit.bind(real);
    real.commit = ((options: never) => {
      if (refused < refuse) {
        refused++;
        return Promise.reject(new Error('429 rate limited'));
      }
      commits++;
      return commit(options);
    }) as typeof real.commit;
    return real;
  });
  return { client, commits: () => commits };
}

/** A phone's report whose figures vary with `n`, some of them slow enough to name a target. */
function report(routeType: VitalsReport['routeType'], n: number): VitalsReport {
  return {
    routeType,
    device: 'phone',
    sentAt: NOW.getTime(),
    metrics: {
      LCP: { value: 400 + ((n * 137) % 2600), target: 'img.hero', phase: 'resourceLoadDelay' },
      INP: { value: (n * 31) % 400, target: `button.tab${n % 3}`, phase: 'processingDuration' },
      CLS: { value: (n % 7) / 100 },
      FCP: { value: 300 + ((n * 53) % 1500) },
      TTFB: { value: 40 + (n % 90) },
    },
  };
}

async function stored(routeType: VitalsReport['routeType']): Promise<Partial<SiteSpeedDay>> {
  const document = await lake
    .client()
    .getDocument<SiteSpeedDay>(siteSpeedDayId('2026-11-28', routeType, 'phone'));
  const { views, histograms, targets } = document ?? {};
  return { views, histograms, targets };
}

describe('createBatchingSiteSpeedStore', () => {
  it('writes 400 reports over two minutes as three transactions, counting as one by one', async () => {
    const { client, commits } = countingClient();
    let clock = 0;
    const batched = createBatchingSiteSpeedStore(client, { intervalMs: 60_000, now: () => clock });
    for (let n = 0; n < 400; n++) {
      clock = n * 300;
      await batched.record(report('journey', n), NOW);
    }
    await batched.flush();
    // At the first report and a minute later as reports arrive, then what the last minute held.
    expect(commits()).toBe(3);

    const oneByOne = createSanitySiteSpeedStore(lake.client());
    for (let n = 0; n < 400; n++) await oneByOne.record(report('home', n), NOW);
    const journey = await stored('journey');
    expect(journey.views).toBe(400);
    expect(journey).toEqual(await stored('home'));
  }, 60_000);

  it('writes a report at once when the last write is an interval old', async () => {
    const { client, commits } = countingClient();
    let clock = 0;
    const store = createBatchingSiteSpeedStore(client, { intervalMs: 5_000, now: () => clock });
    await store.record(report('picks', 1), NOW);
    clock = 6_000;
    await store.record(report('picks', 2), NOW);
    expect(commits()).toBe(2);
    expect((await stored('picks')).views).toBe(2);
  });

  it('writes what it holds when the interval is up, with no further report', async () => {
    const { client, commits } = countingClient();
    const store = createBatchingSiteSpeedStore(client, { intervalMs: 1_000, now: () => 0 });
    await store.record(report('pick', 1), NOW);
    await store.record(report('pick', 2), NOW);
    await store.record(report('pick', 3), NOW);
    expect(commits()).toBe(1);
    await vi.waitFor(async () => expect((await stored('pick')).views).toBe(3), {
      timeout: 10_000,
    });
    expect(commits()).toBe(2);
  });

  it('keeps what the lake refused and writes it with the next batch, counted once', async () => {
    const { client, commits } = countingClient(1);
    const refusals: unknown[] = [];
    let clock = 0;
    const store = createBatchingSiteSpeedStore(client, {
      intervalMs: 60_000,
      now: () => clock,
      log: (_message, error) => refusals.push(error),
    });
    // Answered although not yet stored: the report is held, not lost.
    await expect(store.record(report('holiday-type', 1), NOW)).resolves.toBeUndefined();
    expect(refusals).toHaveLength(1);
    await store.record(report('holiday-type', 2), NOW);
    clock = 60_000;
    await store.record(report('holiday-type', 3), NOW);
    await store.flush();
    expect(commits()).toBe(1);
    expect((await stored('holiday-type')).views).toBe(3);
  });
});
