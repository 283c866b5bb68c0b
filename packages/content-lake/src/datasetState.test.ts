import { describe, expect, it } from 'vitest';
import { ResultCache } from './datasetState.ts';

const MiB = 1024 * 1024;
const json = (length: number) => 'x'.repeat(length);

describe('ResultCache', () => {
  it.each([
    ['keeps short results', [['a', 100]], ['a'], 100],
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
    (_case, writes, kept, totalLength) => {
      const cache = new ResultCache();
      for (const [key, length] of writes) cache.set(key, json(length));
      const written = [...new Set(writes.map(([key]) => key))];
      expect(written.filter((key) => cache.get(key) !== undefined)).toEqual(kept);
      expect(cache.size).toBe(kept.length);
      expect(cache.totalLength).toBe(totalLength);
    },
  );

  it('answers with the JSON it kept, and forgets everything on a write', () => {
    const cache = new ResultCache();
    cache.set('a', '[1]');
    expect(cache.get('a')).toBe('[1]');
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.totalLength).toBe(0);
  });
});
