/**
 * The sync tags of a whole page, handed to the browser in the root loader's data. Loaders run
 * side by side, so the root loader cannot know what the others will read: it hands over a
 * promise, which the render settles once every loader has read (`settlePageSyncTags`, called by
 * web/entry.server.tsx for a page and for a navigation's data). React Router streams the
 * settled value with the rest of the data, and the page cache keeps it with the copy.
 */
import type { AppLoadContext } from 'react-router';
import type { ContentDependencies } from '../../shared/contentTags.ts';

interface Pending {
  promise: Promise<string[] | null>;
  settle: (tags: string[] | null) => void;
}

const pending = new WeakMap<ContentDependencies, Pending>();

/**
 * A render that never reaches its entry (a loader's redirect is answered without one) leaves its
 * promise unsettled and unread; this only bounds one that is read anyway: it counts every change.
 */
const SETTLE_BY_MS = 10_000;

function pendingFor(dependencies: ContentDependencies): Pending {
  let entry = pending.get(dependencies);
  if (!entry) {
    let settle: (tags: string[] | null) => void = () => {};
    const promise = new Promise<string[] | null>((resolve) => {
      settle = resolve;
    });
    const timer = setTimeout(() => settle(null), SETTLE_BY_MS);
    timer.unref?.();
    entry = {
      promise,
      settle: (tags) => {
        clearTimeout(timer);
        settle(tags);
      },
    };
    pending.set(dependencies, entry);
  }
  return entry;
}

/** The page's sync tags once every loader has read; null where the render collects none. */
export function pageSyncTags(context: AppLoadContext): Promise<string[] | null> | null {
  const dependencies = context.contentDependencies;
  return dependencies ? pendingFor(dependencies).promise : null;
}

/** Called once every loader of the render has read: the page's sync tags are now known. */
export function settlePageSyncTags(context: AppLoadContext | undefined): void {
  const dependencies = context?.contentDependencies;
  if (dependencies) pendingFor(dependencies).settle(dependencies.syncTags());
}
