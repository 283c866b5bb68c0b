/**
 * Fixed-bucket histograms of the field metrics, and the p75 read back from them. A day's figures
 * for one route type and device are one small document however many visitors came: each report
 * adds one to a bucket per metric, so storage is bounded by the buckets, not by the traffic.
 */
import { METRIC_INFO, METRICS, type Metric } from './fieldSpeed.ts';

/** Bucket counts by bucket key (`b0`, `b1`, ...): sparse, so an empty bucket costs nothing. */
export type BucketCounts = Partial<Record<string, number>>;
export type Histograms = Partial<Record<Metric, BucketCounts>>;

export function bucketKey(index: number): string {
  return `b${index}`;
}

/** The bucket a value falls in: the first whose upper edge is above it. */
export function bucketIndex(metric: Metric, value: number): number {
  const { edges } = METRIC_INFO[metric];
  let low = 0;
  let high = edges.length; // the last bucket: from the last edge to the metric's maximum
  while (low < high) {
    const middle = (low + high) >> 1;
    if (value < (edges[middle] ?? Infinity)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** The values a bucket holds, [lower, upper). */
export function bucketRange(metric: Metric, index: number): [number, number] {
  const { edges, max } = METRIC_INFO[metric];
  return [index === 0 ? 0 : (edges[index - 1] ?? max), edges[index] ?? max];
}

/** One report's increments: the bucket each of its metrics adds one to. */
export function reportBuckets(
  values: Partial<Record<Metric, number>>,
): { metric: Metric; key: string }[] {
  return METRICS.flatMap((metric) => {
    const value = values[metric];
    return value === undefined ? [] : [{ metric, key: bucketKey(bucketIndex(metric, value)) }];
  });
}

/** Histograms with one report folded in (pure: the given histograms are not changed). */
export function foldReport(
  histograms: Histograms,
  values: Partial<Record<Metric, number>>,
): Histograms {
  const folded: Histograms = { ...histograms };
  for (const { metric, key } of reportBuckets(values)) {
    const counts = { ...folded[metric] };
    counts[key] = (counts[key] ?? 0) + 1;
    folded[metric] = counts;
  }
  return folded;
}

/** Several days' (or devices') histograms added together. */
export function mergeHistograms(all: readonly Histograms[]): Histograms {
  const merged: Histograms = {};
  for (const histograms of all) {
    for (const metric of METRICS) {
      const counts = histograms[metric];
      if (!counts) continue;
      const into = (merged[metric] ??= {});
      for (const [key, count] of Object.entries(counts)) {
        if (typeof count === 'number' && /^b\d+$/.test(key)) into[key] = (into[key] ?? 0) + count;
      }
    }
  }
  return merged;
}

export function countOf(counts: BucketCounts | undefined): number {
  return Object.values(counts ?? {}).reduce<number>((sum, count) => sum + (count ?? 0), 0);
}

/**
 * The p percentile (0-1) read from bucket counts: the bucket where the running count reaches it,
 * interpolated linearly inside that bucket. Off by at most one bucket's width from the exact
 * figure of the values counted. Null for no values.
 */
export function percentile(
  metric: Metric,
  counts: BucketCounts | undefined,
  p = 0.75,
): number | null {
  const total = countOf(counts);
  if (total === 0 || !counts) return null;
  const rank = p * total;
  const indexes = Object.keys(counts)
    .filter((key) => /^b\d+$/.test(key))
    .map((key) => Number(key.slice(1)))
    .sort((a, b) => a - b);
  let seen = 0;
  for (const index of indexes) {
    const count = counts[bucketKey(index)] ?? 0;
    if (count <= 0) continue;
    if (seen + count >= rank) {
      const [lower, upper] = bucketRange(metric, index);
      return lower + ((rank - seen) / count) * (upper - lower);
    }
    seen += count;
  }
  const last = indexes.at(-1) ?? 0;
  return bucketRange(metric, last)[1];
}

/** The width of the bucket a value falls in: the precision of a figure read from buckets. */
export function bucketWidthAt(metric: Metric, value: number): number {
  const [lower, upper] = bucketRange(metric, bucketIndex(metric, value));
  return upper - lower;
}
