/**
 * A listener's filter is the caller's GROQ, evaluated for every changed document: it runs on a
 * query worker with the queries' time limit, so one that would spin is cut off and the host
 * keeps answering meanwhile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
beforeAll(async () => {
  lake = await startLakeForTest({ queryTimeLimitMs: 5_000 });
  await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination' });
  // Workers start on first use; started here, their start-up is not counted against a filter.
  await Promise.all([1, 2, 3].map(() => lake.client({ withToken: false }).fetch('count(*)')));
});
afterAll(async () => {
  await lake.close();
});

/** Opens a listener without a token and returns a reader of its text. */
async function openListener(filter: string, params: Record<string, unknown> = {}) {
  const search = new URLSearchParams({ query: filter });
  for (const [name, value] of Object.entries(params)) search.set(`$${name}`, JSON.stringify(value));
  const response = await fetch(`${lake.origin}/v2025-02-19/data/listen/test?${search.toString()}`);
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    /** Reads until `needle` arrives; false when the stream ends first. */
    async until(needle: string): Promise<boolean> {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) return false;
        text += decoder.decode(value, { stream: true });
      }
      return true;
    },
    async ended(): Promise<boolean> {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return true;
        text += decoder.decode(value, { stream: true });
      }
    },
    get text() {
      return text;
    },
    cancel: () => reader.cancel(),
  };
}

describe('listener filters', () => {
  it('tells a plain filter of the changes it matches', async () => {
    const listener = await openListener('*[_type == "destination"]');
    try {
      await listener.until('event: welcome');
      await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination', n: 1 });
      expect(await listener.until('"documentId":"dest-kyoto"')).toBe(true);
    } finally {
      await listener.cancel();
    }
  });

  it('cuts off a filter that would spin, and answers queries meanwhile', async () => {
    // A filter over a parameter inside filters over it: a thousand cubed comparisons for every
    // changed document, with no document scan where groq-js would look at a clock.
    const hostile = '*[count($a[count($a[count($a[@ > 0]) > 0]) > 0]) > 0]';
    const listener = await openListener(hostile, {
      a: Array.from({ length: 1000 }, (_, n) => n + 1),
    });
    await listener.until('event: welcome');
    await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination', n: 2 });
    // While the filter runs (it would take minutes), the host still answers a query.
    expect(await lake.client({ withToken: false }).fetch('count(*)')).toBe(1);
    expect(await listener.ended()).toBe(true);
    expect(listener.text).toContain('event: channelError');
    expect(listener.text).toContain('queryTimeoutError');
    expect(listener.text).not.toContain('event: mutation');
  }, 30_000);
});
