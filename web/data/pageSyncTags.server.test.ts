import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContentDependencies } from '../../shared/contentTags.ts';
import { pageSyncTags, settlePageSyncTags } from './pageSyncTags.server.ts';

const renderContext = (): AppLoadContext => ({ contentDependencies: new ContentDependencies() });

describe("the page's sync tags in the root's data", () => {
  it('are what every loader read, once the render says all have read', async () => {
    const context = renderContext();
    context.contentDependencies?.addSyncTags(['s1:settings']);
    const tags = pageSyncTags(context);
    // A loader that reads after the root's has handed over its promise still counts.
    context.contentDependencies?.addSyncTags(['s1:journey', 's1:settings']);
    settlePageSyncTags(context);
    expect(await tags).toEqual(['s1:journey', 's1:settings']);
  });

  it('are one promise per render, settled once', async () => {
    const context = renderContext();
    const tags = pageSyncTags(context);
    expect(pageSyncTags(context)).toBe(tags);
    settlePageSyncTags(context);
    context.contentDependencies?.addSyncTags(['s1:late']);
    settlePageSyncTags(context);
    expect(await tags).toEqual([]);
  });

  it('are unknown (every change counts) where the render collects none', () => {
    expect(pageSyncTags({})).toBeNull();
    expect(() => settlePageSyncTags(undefined)).not.toThrow();
  });

  it('are unknown if the render never says all have read', async () => {
    vi.useFakeTimers();
    try {
      const tags = pageSyncTags(renderContext());
      await vi.advanceTimersByTimeAsync(10_000);
      expect(await tags).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
