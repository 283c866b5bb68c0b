import { describe, expect, it } from 'vitest';
import { ResultCache } from './datasetState.ts';

const MiB = 1024 * 1024;

describe('ResultCache', () => {
  it.each([
    ['keeps small results', [['a', 100]], ['a'], 100],
    ['refuses one result over a mebibyte', [['big', MiB + 1]], [], 0],
    [
      'drops the oldest when the total would pass 32 MiB',
      [['a', MiB], ...Array.from({ length: 32 }, (_, n) => [`b${n}`, MiB] as [string, number])],
      Array.from({ length: 32 }, (_, n) => `b${n}`),
      32 * MiB,
    ],
    [
      'drops the oldest past 1,000 results',
      Array.from({ length: 1001 }, (_, n) => [`q${n}`, 10] as [string, number]),
      Array.from({ length: 1000 }, (_, n) => `q${n + 1}`),
      10_000,
    ],
    [
      'counts a result kept again once',
      [
        ['a', 100],
        ['a', 300],
      ],
      ['a'],
      300,
    ],
  ] as [string, [string, number][], string[], number][])(
    '%s',
    (_case, writes, kept, totalBytes) => {
      const cache = new ResultCache();
      for (const [key, bytes] of writes) cache.set(key, { key }, bytes);
      const written = [...new Set(writes.map(([key]) => key))];
      expect(written.filter((key) => cache.has(key))).toEqual(kept);
      expect(cache.size).toBe(kept.length);
      expect(cache.totalBytes).toBe(totalBytes);
    },
  );

  it('forgets everything on a write', () => {
    const cache = new ResultCache();
    cache.set('a', [1], 3);
    expect(cache.get('a')).toEqual([1]);
    cache.clear();
    expect(cache.has('a')).toBe(false);
    expect(cache.totalBytes).toBe(0);
  });
});
