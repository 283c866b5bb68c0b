/**
 * What a publish the host hears of makes it forget: the pages the change touches, and every
 * query answer renders shared for a live event (shared/coalescedQueries.ts). A gap in hearing
 * (a lost stream) forgets everything, as changes may have been missed.
 */
import type { CoalescedQueries } from '../shared/coalescedQueries.ts';
import type { ListenerCallbacks } from './contentChanges.ts';
import type { PageCache } from './pageCache.ts';

export function forgetOnPublish(
  pages: Pick<PageCache, 'invalidate' | 'clear'>,
  queries: Pick<CoalescedQueries, 'clear'>,
): ListenerCallbacks {
  return {
    onChange: (tags) => {
      // An answer shared under an event's id may have been asked before that event happened
      // (ids can be guessed); after the publish no such answer may serve a reload.
      queries.clear();
      pages.invalidate(tags);
    },
    onGap: () => {
      queries.clear();
      pages.clear();
    },
  };
}
