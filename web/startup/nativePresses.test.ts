// @vitest-environment jsdom
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { keepNativePressesFromHydration, PRESS_EVENTS } from './nativePresses.ts';

/** What React's listener at the document saw, in the order it saw it. */
const reachedDocument: string[] = [];
let stopGuarding = () => {};

beforeAll(() => {
  // Test files share one document: start from a page not yet hydrated.
  document.documentElement.removeAttribute('data-hydrated');
  document.body.innerHTML = `
    <button id="menu" popovertarget="panel"><span id="menu-icon"></span></button>
    <div id="panel" popover="auto"></div>
    <details><summary id="group">Destinations<span id="chevron"></span></summary></details>
    <a id="link" href="/journeys">Journeys</a>
    <button id="show-more" type="submit">Show more</button>`;
  // React listens on the document in the capture phase: the guard must stand in front of it.
  for (const type of PRESS_EVENTS) {
    document.addEventListener(
      type,
      (event) => reachedDocument.push(`${type}#${(event.target as Element).id}`),
      true,
    );
  }
  stopGuarding = keepNativePressesFromHydration(window);
});

afterAll(() => {
  stopGuarding();
  document.documentElement.removeAttribute('data-hydrated');
  // The next file in this worker shares the document: its queries must not find this page.
  document.body.replaceChildren();
});

afterEach(() => {
  reachedDocument.length = 0;
});

/** The element of the page under test: a missing one is the test's own mistake. */
function pressed(id: string): HTMLElement {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} on the page`);
  return element;
}

function press(id: string, type: (typeof PRESS_EVENTS)[number] = 'pointerdown') {
  const event = new Event(type, { bubbles: true, cancelable: true });
  pressed(id).dispatchEvent(event);
  return event;
}

describe('presses while the page hydrates', () => {
  it.each([
    ['the menu button', 'menu', false],
    ['the icon inside the menu button', 'menu-icon', false],
    ['a menu group summary', 'group', false],
    ['the chevron inside a summary', 'chevron', false],
    ['a link', 'link', true],
    ['a form button React may handle', 'show-more', true],
  ])('%s: reaches React %s', (_name, id, reaches) => {
    for (const type of PRESS_EVENTS) {
      const event = press(id, type);
      // The browser's own action (opening the popover, toggling the disclosure) is never held.
      expect(event.defaultPrevented).toBe(false);
    }
    expect(reachedDocument.length).toBe(reaches ? PRESS_EVENTS.length : 0);
  });
});

describe('once the page has hydrated', () => {
  it('every press reaches React, the browser’s own controls included', () => {
    document.documentElement.setAttribute('data-hydrated', 'true');
    press('menu');
    press('group', 'click');
    expect(reachedDocument).toEqual(['pointerdown#menu', 'click#group']);
  });
});
