import { describe, expect, it } from 'vitest';
import {
  COALESCED_ANSWER_MS,
  COALESCED_ANSWERS_MAX,
  CoalescedQueries,
  coalescingKey,
} from './coalescedQueries.ts';

/** A store on a clock the test moves, and a counter of the questions that reached the API. */
function store() {
  let now = 1_000;
  const queries = new CoalescedQueries(() => now);
  let asked = 0;
  const ask = (answer: string) => () => {
    asked += 1;
    return Promise.resolve(answer);
  };
  return {
    queries,
    ask,
    asked: () => asked,
    wait: (ms: number) => {
      now += ms;
    },
  };
}

describe('CoalescedQueries', () => {
  it('asks once for renders that ask the same at once, and for those that ask soon after', async () => {
    const { queries, ask, asked } = store();
    const together = await Promise.all([
      queries.answer('k', ask('settings')),
      queries.answer('k', ask('settings, again')),
    ]);
    expect(together).toEqual(['settings', 'settings']);
    expect(await queries.answer('k', ask('settings, later'))).toBe('settings');
    expect(asked()).toBe(1);
  });

  it.each([
    ['another key', (s: ReturnType<typeof store>) => s.queries.answer('other', s.ask('b'))],
    [
      'the same key once its minute is over',
      (s: ReturnType<typeof store>) => {
        s.wait(COALESCED_ANSWER_MS);
        return s.queries.answer('k', s.ask('b'));
      },
    ],
    [
      'the same key after a publish cleared the store',
      (s: ReturnType<typeof store>) => {
        s.queries.clear();
        return s.queries.answer('k', s.ask('b'));
      },
    ],
  ])('asks again for %s', async (_case, askAgain) => {
    const s = store();
    await s.queries.answer('k', s.ask('a'));
    expect(await askAgain(s)).toBe('b');
    expect(s.asked()).toBe(2);
  });

  it('keeps no failed answer: the next render asks again', async () => {
    const { queries, ask, asked } = store();
    await expect(queries.answer('k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(queries.size).toBe(0);
    expect(await queries.answer('k', ask('up'))).toBe('up');
    expect(asked()).toBe(1);
  });

  it('keeps at most its bound of answers, forgetting the oldest first', async () => {
    const { queries, ask, asked } = store();
    for (let n = 0; n <= COALESCED_ANSWERS_MAX; n += 1) await queries.answer(`k${n}`, ask('x'));
    expect(queries.size).toBe(COALESCED_ANSWERS_MAX);
    await queries.answer(`k${COALESCED_ANSWERS_MAX}`, ask('newest, kept'));
    await queries.answer('k0', ask('oldest, forgotten'));
    expect(asked()).toBe(COALESCED_ANSWERS_MAX + 2);
  });
});

describe('coalescingKey', () => {
  it.each([
    ['the same parameters in another order', '1842', { b: 2, a: 1 }, true],
    ['another event', '1843', { a: 1, b: 2 }, false],
    ['another parameter value', '1842', { a: 1, b: 3 }, false],
  ])('with %s is the same key: %s', (_case, eventId, params, same) => {
    const key = coalescingKey('1842', '*[_id == $a]', { a: 1, b: 2 });
    expect(coalescingKey(eventId, '*[_id == $a]', params) === key).toBe(same);
  });

  it('differs for another query', () => {
    expect(coalescingKey('1', '*[_type == "a"]', {})).not.toBe(coalescingKey('1', '*', {}));
  });
});
