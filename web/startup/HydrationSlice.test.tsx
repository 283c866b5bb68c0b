// @vitest-environment jsdom
import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as HydrationSliceModule from './HydrationSlice.tsx';

type Slices = typeof HydrationSliceModule;

/** The module afresh for each test: it counts one page's slices, from its first commit. */
let slices: Slices;
let root: Root | null = null;

beforeEach(async () => {
  vi.resetModules();
  document.documentElement.removeAttribute('data-hydrated');
  slices = await import('./HydrationSlice.tsx');
});

afterEach(() => {
  root?.unmount();
  root = null;
  document.body.innerHTML = '';
});

/** What has committed, in order, with whether the page's root was marked as it did. */
const log: string[] = [];
const marked = () => document.documentElement.getAttribute('data-hydrated') === 'true';

function Committed({ name }: { name: string }) {
  useLayoutEffect(() => {
    log.push(`${name}${marked() ? ' (marked)' : ''}`);
  }, [name]);
  return <p>{name}</p>;
}

function Frame({ children }: { children: ReactNode }) {
  useEffect(() => slices.frameHydrated(), []);
  return (
    <div>
      <Committed name="frame" />
      {children}
    </div>
  );
}

function Page() {
  const { HydrationSlice } = slices;
  return (
    <Frame>
      <HydrationSlice>
        <Committed name="content" />
        <HydrationSlice>
          <Committed name="cards" />
        </HydrationSlice>
      </HydrationSlice>
      <HydrationSlice>
        <Committed name="footer" />
      </HydrationSlice>
    </Frame>
  );
}

async function hydratePage(): Promise<void> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  log.length = 0;
  // No act(): React schedules the slices' hydration as it would in a browser.
  root = hydrateRoot(container, <Page />);
  await vi.waitFor(() => expect(marked()).toBe(true));
}

describe('HydrationSlice', () => {
  it('hydrates the frame first, then each slice apart, and marks the page once all have', async () => {
    await hydratePage();
    expect(log[0]).toBe('frame');
    expect([...log].sort()).toEqual(['cards', 'content', 'footer', 'frame']);
    // A nested slice hydrates after the slice around it, and nothing before the mark saw it.
    expect(log.indexOf('cards')).toBeGreaterThan(log.indexOf('content'));
    expect(log.filter((entry) => entry.endsWith('(marked)'))).toEqual([]);
  });

  it('counts nothing on a page rendered in the browser after hydration', async () => {
    await hydratePage();
    const { HydrationSlice } = slices;
    const later = document.createElement('div');
    document.body.append(later);
    const { createRoot } = await import('react-dom/client');
    const another = createRoot(later);
    another.render(
      <HydrationSlice>
        <Committed name="next page" />
      </HydrationSlice>,
    );
    await vi.waitFor(() => expect(later.textContent).toBe('next page'));
    expect(marked()).toBe(true);
    another.unmount();
  });
});
