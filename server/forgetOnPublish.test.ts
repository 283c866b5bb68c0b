import { describe, expect, it } from 'vitest';
import { CoalescedQueries } from '../shared/coalescedQueries.ts';
import { forgetOnPublish } from './forgetOnPublish.ts';
import { PageCache } from './pageCache.ts';

describe('forgetOnPublish', () => {
  it.each([
    ['a publish', (callbacks: ReturnType<typeof forgetOnPublish>) => callbacks.onChange(['x'])],
    [
      'a gap in hearing of publishes',
      (callbacks: ReturnType<typeof forgetOnPublish>) => callbacks.onGap(),
    ],
  ])('forgets every shared query answer on %s', async (_case, hear) => {
    const queries = new CoalescedQueries();
    await queries.answer('guessed event', () => Promise.resolve('before the publish'));
    hear(forgetOnPublish(new PageCache({ lifetime: () => 60_000 }), queries));
    expect(queries.size).toBe(0);
  });

  it('hands the page cache the tags a publish touched, and a gap as a clear', () => {
    const calls: string[] = [];
    const pages = {
      invalidate: (tags: readonly string[]) => {
        calls.push(`invalidate ${tags.join(',')}`);
        return 0;
      },
      clear: () => calls.push('clear'),
    };
    const callbacks = forgetOnPublish(pages, new CoalescedQueries());
    callbacks.onChange(['journey:bali', 'all']);
    callbacks.onGap();
    expect(calls).toEqual(['invalidate journey:bali,all', 'clear']);
  });
});
