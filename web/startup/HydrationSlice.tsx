/**
 * Selective hydration by React's own means (decision 105). A slice is a section of the page (the
 * content below the hero, a card list, a carousel, the footer) behind its own Suspense boundary:
 * React hydrates the page's frame first, commits it, then each slice in a render and commit of
 * its own, yielding between them, so no task of hydration holds the main thread long. A press on
 * a slice not yet hydrated makes React hydrate that slice first, at once, and hand it the press.
 *
 * Nothing in a slice suspends: its boundary exists only to cut hydration into pieces, and the
 * server renders it whole (the fallback is never shown).
 *
 * The page's root carries `data-hydrated="true"` (`hydration.ts`) once the frame and every slice
 * it rendered have hydrated: the frame counts its slices as it commits, each slice counts itself
 * off as its own content commits.
 */
import { Suspense, useLayoutEffect, useState, type ComponentType, type ReactNode } from 'react';
import { isHydrated, markHydrated } from './hydration.ts';

/** Whether the page's frame has committed in the browser, and the slices still hydrating. */
const page = { framed: false, pending: 0 };

function settle(): void {
  if (page.framed && page.pending === 0 && !isHydrated()) markHydrated();
}

/**
 * One slice's part in the count: counted as the frame (or the slice around it) commits, counted
 * off as its content commits, in whichever order React runs the two (a child's effects run
 * first when both commit together, as when React renders a slice's content anew).
 */
function sliceCount(): { counted: () => void; committed: () => void } {
  let counted = false;
  let committed = false;
  return {
    counted() {
      if (committed || isHydrated()) return;
      counted = true;
      page.pending += 1;
    },
    committed() {
      committed = true;
      if (!counted) return;
      page.pending -= 1;
      settle();
    },
  };
}

/** The content of a slice has committed (hydrated, or rendered in the browser). */
function SliceCommitted({ onCommit }: { onCommit: () => void }) {
  useLayoutEffect(() => onCommit(), [onCommit]);
  return null;
}

/** One slice of the page, hydrated on its own (see the module's comment). */
export function HydrationSlice({ children }: { children: ReactNode }) {
  const [count] = useState(sliceCount);
  useLayoutEffect(() => count.counted(), [count]);
  return (
    <Suspense fallback={null}>
      {children}
      <SliceCommitted onCommit={count.committed} />
    </Suspense>
  );
}

/** Called once the page's frame (the root layout) has committed in the browser. */
export function frameHydrated(): void {
  page.framed = true;
  settle();
}

/**
 * A section component that is always a slice of its own: its hooks, refs and effects all sit
 * inside the boundary, so they run as its markup hydrates, never before.
 */
export function inHydrationSlice<Props extends object>(
  Section: ComponentType<Props>,
): ComponentType<Props> {
  function Sliced(props: Props) {
    return (
      <HydrationSlice>
        <Section {...props} />
      </HydrationSlice>
    );
  }
  Sliced.displayName = `inHydrationSlice(${Section.displayName ?? Section.name})`;
  return Sliced;
}
