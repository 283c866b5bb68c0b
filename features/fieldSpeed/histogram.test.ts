import { describe, expect, it } from 'vitest';
import { METRIC_INFO, type Metric } from './fieldSpeed.ts';
import {
  bucketIndex,
  bucketRange,
  bucketWidthAt,
  countOf,
  foldReport,
  mergeHistograms,
  percentile,
  type Histograms,
} from './histogram.ts';

/** A small seeded generator, so every run draws the same samples. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Log-normal samples around a median, as field timings are spread. */
function samples(count: number, median: number, spread: number, seed: number, cap: number) {
  const random = seeded(seed);
  return Array.from({ length: count }, () => {
    const gaussian = Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random());
    return Math.min(cap * 0.999, median * Math.exp(spread * gaussian));
  });
}

function exactP75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? NaN;
}

describe('buckets', () => {
  it.each<[Metric, number, [number, number]]>([
    ['LCP', 0, [0, 50]],
    ['LCP', 49.9, [0, 50]],
    ['LCP', 50, [50, 100]],
    ['LCP', 1199, [1150, 1200]],
    ['LCP', 2600, [2500, 2750]],
    ['LCP', 59_000, [50_000, 60_000]],
    ['INP', 95, [90, 100]],
    ['INP', 20_000, [10_000, 30_000]],
    ['CLS', 0, [0, 0.005]],
    ['CLS', 0.019, [0.015, 0.02]],
    ['CLS', 0.3, [0.3, 0.325]],
    ['TTFB', 400, [400, 450]],
  ])('%s %f falls in %j', (metric, value, range) => {
    expect(bucketRange(metric, bucketIndex(metric, value))).toEqual(range);
  });

  it('edges ascend for every metric, below its maximum', () => {
    for (const info of Object.values(METRIC_INFO)) {
      expect([...info.edges].sort((a, b) => a - b)).toEqual(info.edges);
      expect(info.edges.at(-1)).toBeLessThan(info.max);
    }
  });
});

describe('folding', () => {
  it('adds one to the bucket of each metric a report carries, leaving the input alone', () => {
    const before: Histograms = { LCP: { b20: 2 } };
    const after = foldReport(before, { LCP: 1010, CLS: 0.001 });
    expect(after).toEqual({ LCP: { b20: 3 }, CLS: { b0: 1 } });
    expect(before).toEqual({ LCP: { b20: 2 } });
  });

  it('merges days into one histogram per metric', () => {
    const merged = mergeHistograms([{ LCP: { b1: 2 }, INP: { b3: 1 } }, { LCP: { b1: 1, b4: 5 } }]);
    expect(merged).toEqual({ LCP: { b1: 3, b4: 5 }, INP: { b3: 1 } });
    expect(countOf(merged.LCP)).toBe(8);
  });

  it('has no p75 without values', () => {
    expect(percentile('LCP', {})).toBeNull();
    expect(percentile('LCP', undefined)).toBeNull();
  });
});

describe('p75 read from buckets', () => {
  it.each<[Metric, number, number, number, number]>([
    // metric, samples, median, spread, seed
    ['LCP', 1000, 900, 0.4, 1],
    ['LCP', 60, 2400, 0.8, 2],
    ['LCP', 5000, 5000, 0.6, 3],
    ['INP', 1000, 60, 0.5, 4],
    ['INP', 200, 350, 0.9, 5],
    ['CLS', 1000, 0.01, 1.2, 6],
    ['CLS', 300, 0.2, 0.7, 7],
    ['FCP', 1000, 700, 0.3, 8],
    ['TTFB', 1000, 250, 0.5, 9],
    ['TTFB', 7, 3000, 0.2, 10],
  ])(
    '%s: %i samples around %f are read within one bucket',
    (metric, count, median, spread, seed) => {
      const values = samples(count, median, spread, seed, METRIC_INFO[metric].max);
      const histograms = values.reduce<Histograms>(
        (folded, value) => foldReport(folded, { [metric]: value }),
        {},
      );
      const exact = exactP75(values);
      const read = percentile(metric, histograms[metric]);
      expect(read).not.toBeNull();
      expect(Math.abs((read ?? NaN) - exact)).toBeLessThanOrEqual(bucketWidthAt(metric, exact));
    },
  );
});
