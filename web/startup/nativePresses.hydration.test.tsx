// @vitest-environment jsdom
import { startTransition, Suspense, useLayoutEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepNativePressesFromHydration } from './nativePresses.ts';

Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);

/** Which parts of the page React has hydrated, in order. */
let hydrated: string[] = [];
let root: Root | null = null;
let stopGuarding = () => {};

function Part({ name }: { name: string }) {
  useLayoutEffect(() => {
    hydrated.push(name);
  }, [name]);
  return null;
}

/** A header with the menu's popover button, and a slice below it. */
function Page() {
  return (
    <div>
      <Part name="frame" />
      <button id="menu" popoverTarget="panel" type="button">
        Menu
      </button>
      <div id="panel" popover="auto" />
      <Suspense fallback={null}>
        <Part name="slice" />
        <button id="slice-button" type="button">
          More
        </button>
      </Suspense>
    </div>
  );
}

function serverRendered(): HTMLElement {
  // Test files share one document: start from a page not yet hydrated.
  document.documentElement.removeAttribute('data-hydrated');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.replaceChildren(container);
  return container;
}

/** The element of the page under test: a missing one is the test's own mistake. */
function pressed(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the page`);
  return element;
}

function press(id: string) {
  pressed(id).dispatchEvent(new Event('pointerdown', { bubbles: true }));
}

afterEach(() => {
  stopGuarding();
  root?.unmount();
  root = null;
  hydrated = [];
});

describe('a press before React has hydrated the page', () => {
  it('on a control React handles, hydrates at once, as React designs it', () => {
    const container = serverRendered();
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
    press('slice-button');
    expect(hydrated).toEqual(['frame', 'slice']);
  });

  it('on the menu button, forces no hydration: the page hydrates in its own time', async () => {
    stopGuarding = keepNativePressesFromHydration(window);
    const container = serverRendered();
    startTransition(() => {
      root = hydrateRoot(container, <Page />);
    });
    press('menu');
    expect(hydrated).toEqual([]);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(hydrated).toEqual(['frame', 'slice']);
  });
});
