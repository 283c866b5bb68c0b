import { describe, expect, it } from 'vitest';
import {
  AFTER_FIRST_PAINT,
  AFTER_FIRST_PAINT_NAMES,
  defineAfterFirstPaint,
  type AfterFirstPaint,
  FIRST_PAINT_PENDING,
} from './afterFirstPaint.ts';
import { inlineCall } from './inlineScript.ts';

type Event =
  | 'load'
  | 'paint'
  | 'decoded'
  | 'decode failed'
  | 'drawn'
  | 'three seconds'
  | 'scripts fetched'
  | 'three seconds more';

type ObserverCallback = (
  list: { getEntriesByName(name: string): unknown[]; getEntries(): unknown[] },
  observer: object,
) => void;

/**
 * The head's script run against a stand-in browser: each event is delivered in the order given,
 * and the test reads after which one the waiting work ran.
 */
function runWith(
  events: readonly Event[],
  { picture = false, paintTiming = true, elementTiming = false, scriptsHeld = false } = {},
): {
  ranAfter: Event | 'never' | 'at once';
  laterRanAfter: Event | 'never' | 'at once';
  pendingAtWork: boolean | null;
  pending: boolean;
} {
  let onLoad: () => void = () => {};
  const observers = new Map<string, ObserverCallback>();
  // The wait for the load, then the wait for the scripts, in the order they are set.
  const timers: (() => void)[] = [];
  let settleDecode: { resolve: () => void; reject: () => void } | undefined;
  const decode = () =>
    new Promise<void>((resolve, reject) => {
      settleDecode = { resolve, reject };
    });

  class FakeObserver {
    static supportedEntryTypes = [
      ...(paintTiming ? ['paint', 'largest-contentful-paint'] : []),
      ...(elementTiming ? ['element'] : []),
    ];
    private readonly callback: ObserverCallback;
    constructor(callback: ObserverCallback) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      observers.set(type, this.callback);
    }
    disconnect() {}
  }
  const deliver = (type: string, entries: unknown[]) =>
    observers.get(type)?.(
      { getEntriesByName: () => entries, getEntries: () => entries },
      { disconnect() {} },
    );
  class FakeMutationObserver {
    observe() {}
    disconnect() {}
  }
  const fakeWindow: Record<string, unknown> = {
    PerformanceObserver: FakeObserver,
    MutationObserver: FakeMutationObserver,
  };
  const rootClasses = new Set<string>();
  const fakeDocument = {
    readyState: 'loading',
    documentElement: {
      classList: {
        add: (name: string) => rootClasses.add(name),
        remove: (name: string) => rootClasses.delete(name),
      },
    },
    querySelector: (selector: string) =>
      picture && selector === 'img[data-first-picture]' ? { decode } : null,
  };
  new Function(
    'window',
    'document',
    'PerformanceObserver',
    'MutationObserver',
    'addEventListener',
    'setTimeout',
    inlineCall(defineAfterFirstPaint, AFTER_FIRST_PAINT_NAMES),
  )(
    fakeWindow,
    fakeDocument,
    FakeObserver,
    FakeMutationObserver,
    (type: string, listener: () => void) => {
      if (type === 'load') onLoad = listener;
    },
    (callback: () => void) => {
      timers.push(callback);
    },
  );

  let ranAfter: Event | 'never' | 'at once' = 'never';
  let laterRanAfter: Event | 'never' | 'at once' = 'never';
  let pendingAtWork: boolean | null = null;
  let current: Event | 'at once' = 'at once';
  let releaseScripts = () => {};
  const afterFirstPaint = fakeWindow[AFTER_FIRST_PAINT] as AfterFirstPaint;
  afterFirstPaint(() => {
    ranAfter = current;
    pendingAtWork = rootClasses.has(FIRST_PAINT_PENDING);
    // As the page's starter does, while it fetches the site's scripts.
    if (scriptsHeld) releaseScripts = afterFirstPaint.holdForScripts();
  });
  afterFirstPaint.afterScripts(() => {
    laterRanAfter = current;
  });
  for (const event of events) {
    current = event;
    if (event === 'load') onLoad();
    if (event === 'paint') deliver('paint', [{}]);
    if (event === 'drawn') {
      deliver('element', [{ identifier: 'another picture' }]);
      deliver('element', [{ identifier: 'first-picture' }]);
    }
    if (event === 'three seconds') timers[0]?.();
    if (event === 'three seconds more') timers[1]?.();
    if (event === 'scripts fetched') releaseScripts();
    if (event === 'decoded') settleDecode?.resolve();
    if (event === 'decode failed') settleDecode?.reject();
  }
  return {
    get ranAfter() {
      return ranAfter;
    },
    get laterRanAfter() {
      return laterRanAfter;
    },
    get pendingAtWork() {
      return pendingAtWork;
    },
    get pending() {
      return rootClasses.has(FIRST_PAINT_PENDING);
    },
  };
}

/** Lets promise callbacks (the picture's decoding) run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('__afterFirstPaint', () => {
  it.each([
    ['the load, then the first paint', ['load', 'paint'], 'paint'],
    ['the first paint, then the load', ['paint', 'load'], 'load'],
    ['the first paint alone', ['paint'], 'never'],
    ['the load alone', ['load'], 'never'],
    [
      'a load held up past three seconds after the paint',
      ['paint', 'three seconds'],
      'three seconds',
    ],
  ] as const)('without a hero picture: %s', (_case, events, expected) => {
    expect(runWith(events).ranAfter).toBe(expected);
  });

  it('marks the page pending until what waits for the scripts runs', () => {
    expect(runWith(['paint']).pending).toBe(true);
    const done = runWith(['load', 'paint']);
    expect(done.pendingAtWork).toBe(true);
    expect(done.pending).toBe(false);
    expect(runWith(['paint', 'three seconds']).pending).toBe(false);
    expect(runWith(['load', 'paint'], { scriptsHeld: true }).pending).toBe(true);
  });

  it.each([
    ['nothing holds it', ['load', 'paint'], false, 'paint'],
    [
      'the scripts hold it until fetched',
      ['load', 'paint', 'scripts fetched'],
      true,
      'scripts fetched',
    ],
    ['the scripts are fetched, never', ['load', 'paint'], true, 'never'],
    [
      'the scripts take three seconds more',
      ['load', 'paint', 'three seconds more'],
      true,
      'three seconds more',
    ],
    ['the first stage has not run', ['paint', 'scripts fetched'], true, 'never'],
  ] as const)(
    'what waits for the scripts runs after the first stage: %s',
    (_case, events, scriptsHeld, expected) => {
      expect(runWith(events, { scriptsHeld }).laterRanAfter).toBe(expected);
    },
  );

  it('without paint timing, the load alone', () => {
    expect(runWith(['load'], { paintTiming: false }).ranAfter).toBe('load');
  });

  it.each([
    ['decoded', 'decoded'],
    ['failed to decode', 'decode failed'],
  ] as const)('with a hero picture, waits until it is %s', async (_case, outcome) => {
    const run = runWith(['load', 'paint'], { picture: true });
    await settled();
    expect(run.ranAfter).toBe('never');
    const decodedRun = runWith(['load', 'paint', outcome], { picture: true });
    await settled();
    expect(decodedRun.ranAfter).toBe(outcome);
  });

  it('where the browser reports pictures painted, waits for the hero itself, not its decoding', async () => {
    const decodedOnly = runWith(['load', 'paint', 'decoded'], {
      picture: true,
      elementTiming: true,
    });
    await settled();
    expect(decodedOnly.ranAfter).toBe('never');
    const drawn = runWith(['load', 'paint', 'decoded', 'drawn'], {
      picture: true,
      elementTiming: true,
    });
    await settled();
    expect(drawn.ranAfter).toBe('drawn');
  });

  it('where the browser reports pictures painted, a hero that fails to decode is not waited for', async () => {
    const run = runWith(['load', 'paint', 'decode failed'], { picture: true, elementTiming: true });
    await settled();
    expect(run.ranAfter).toBe('decode failed');
  });

  it('with a hero picture that never decodes, three seconds after the paint', async () => {
    const run = runWith(['paint', 'load', 'three seconds'], { picture: true });
    await settled();
    expect(run.ranAfter).toBe('three seconds');
  });
});
