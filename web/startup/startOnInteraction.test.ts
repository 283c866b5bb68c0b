import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { waitForInteraction, type InteractionStartOptions } from './startOnInteraction.ts';

const OPTIONS: InteractionStartOptions = {
  liveEventsUrl: '/v2025-02-19/data/live/events/production?tag=site.live',
  syncTags: ['s1:about-us', 's1:settings'],
  waitingAttribute: 'data-waits',
  changedFlag: '__changed',
  chatUsedKey: 'chat:used',
};

const PAGE = `<!doctype html><html><body>
  <header><button type="button" id="menu">Menu</button><a id="link" href="/terms">Terms</a></header>
  <main><p id="text">Text</p><a id="contents" href="#section-2">Section 2</a></main>
  <dialog id="notice"><form method="dialog"><button id="continue">Continue</button></form></dialog>
</body></html>`;

class FakeStream {
  closed = false;
  readonly url: string;
  private readonly listeners = new Map<
    string,
    (event: { data?: string; lastEventId?: string }) => void
  >();
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(
    type: string,
    listener: (event: { data?: string; lastEventId?: string }) => void,
  ) {
    this.listeners.set(type, listener);
  }
  emit(type: string, data?: unknown) {
    // A message's id travels as the event's id too, as the Live Content API sends it.
    const id = (data as { id?: unknown } | undefined)?.id;
    this.listeners.get(type)?.({
      data: data === undefined ? undefined : JSON.stringify(data),
      lastEventId: type === 'message' && typeof id === 'string' ? id : '',
    });
  }
  close() {
    this.closed = true;
  }
}

/**
 * A page in a stand-in browser running the starter's function as the server writes it: its
 * source, evaluated in the page. Reports how often the scripts were started.
 */
function openPage({
  url = 'https://example.test/about-us',
  storage = {} as Record<string, string>,
  options = OPTIONS,
} = {}) {
  const dom = new JSDOM(PAGE, { url, runScripts: 'outside-only', pretendToBeVisual: true });
  const { window } = dom;
  for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
  const streams: FakeStream[] = [];
  Reflect.set(
    window,
    'EventSource',
    class extends FakeStream {
      constructor(address: string) {
        super(address);
        streams.push(this);
      }
    },
  );
  let visibility: DocumentVisibilityState = 'visible';
  Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
  let starts = 0;
  Reflect.set(window, '__start', () => (starts += 1));
  window.eval(
    `(${waitForInteraction.toString()})(function(){window.__start()},${JSON.stringify(options)})`,
  );
  const element = (id: string) => window.document.getElementById(id) as HTMLElement;
  return {
    window,
    element,
    streams,
    starts: () => starts,
    root: window.document.documentElement,
    dispatch: (id: string, type: string) =>
      element(id).dispatchEvent(new window.Event(type, { bubbles: true })),
    setVisibility(state: DocumentVisibilityState) {
      visibility = state;
      window.document.dispatchEvent(new window.Event('visibilitychange'));
    },
  };
}

/** Lets the page's timers (its idle callback) and observers run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('waitForInteraction', () => {
  it('marks the page as waiting, and starts nothing on its own', async () => {
    const page = openPage();
    await settle();
    expect(page.root.hasAttribute('data-waits')).toBe(true);
    expect(page.starts()).toBe(0);
  });

  it.each([
    ['a pointer comes over a button only the scripts work', 'menu', 'pointerover', 1],
    ['a finger touches it', 'menu', 'touchstart', 1],
    ['a pointer presses it', 'menu', 'pointerdown', 1],
    ['keyboard focus reaches it', 'menu', 'focusin', 1],
    ['a pointer comes over text', 'text', 'pointerover', 0],
    ['a finger touches text, scrolling', 'text', 'touchstart', 0],
    ['keyboard focus reaches a link, which works without script', 'link', 'focusin', 0],
    [
      'a pointer comes over a button the browser works (a dialog form)',
      'continue',
      'pointerover',
      0,
    ],
  ])('starts when %s', (_case, id, type, starts) => {
    const page = openPage();
    page.dispatch(id, type);
    expect(page.starts()).toBe(starts);
  });

  it('starts once, however often the visitor reaches', () => {
    const page = openPage();
    page.dispatch('menu', 'pointerover');
    page.dispatch('menu', 'pointerdown');
    page.dispatch('menu', 'focusin');
    expect(page.starts()).toBe(1);
  });

  it.each([
    ['a button only the scripts work', 'menu'],
    ['a popup’s backdrop (the dialog itself), which the scripts close', 'notice'],
  ])('starts on a click on %s, and leaves the click to the browser', (_case, id) => {
    const page = openPage();
    let heard = 0;
    page.element(id).addEventListener('click', () => (heard += 1));
    const click = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.element(id).dispatchEvent(click);
    expect(page.starts()).toBe(1);
    expect(click.defaultPrevented).toBe(false);
    expect(heard).toBe(1);
  });

  it.each([
    ['a link to another page', 'link'],
    ['a contents link', 'contents'],
    ['a dialog form’s button', 'continue'],
    ['text', 'text'],
  ])('leaves a click on %s to the browser', (_case, id) => {
    const page = openPage();
    const click = new page.window.MouseEvent('click', { bubbles: true, cancelable: true });
    page.element(id).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(page.starts()).toBe(0);
  });

  it.each([
    [
      'arrives with a fragment (its scroll rule needs the scripts)',
      { url: 'https://e.test/terms#s-2' },
      1,
    ],
    ['opens in a browser that has chatted before', { storage: { 'chat:used': 'true' } }, 1],
    ['opens in a browser that has never chatted', { storage: {} }, 0],
  ])('when the page %s it starts at once: %i', (_case, setup, starts) => {
    expect(openPage(setup).starts()).toBe(starts);
  });

  it('follows published changes once idle, and a publish starts the scripts to show it', async () => {
    const page = openPage();
    expect(page.streams).toHaveLength(0);
    await settle();
    expect(page.streams.map((stream) => stream.url)).toEqual([OPTIONS.liveEventsUrl]);
    page.streams[0]?.emit('message', { id: '7', tags: ['s1:journey', 's1:about-us'] });
    expect(page.starts()).toBe(1);
    // The event's id, so the page's reload asks for data no older than the publish.
    expect(Reflect.get(page.window, '__changed')).toBe('7');
    expect(page.streams[0]?.closed).toBe(true);
  });

  it.each([
    ['names none of its tags', { id: '8', tags: ['s1:journey', 's1:kenya'] }],
    ['is malformed', 'not json'],
  ])('stays asleep when a publish %s', async (_case, data) => {
    const page = openPage();
    await settle();
    page.streams[0]?.emit('message', data);
    expect(page.starts()).toBe(0);
    expect(page.streams[0]?.closed).toBe(false);
  });

  it.each([
    ["the content API lost the stream's place", 'restart', { id: '9' }, OPTIONS],
    [
      'the page was rendered without sync tags',
      'message',
      { id: '9', tags: ['s1:journey'] },
      { ...OPTIONS, syncTags: ['*'] },
    ],
  ])('starts the scripts to check when %s', async (_case, type, data, options) => {
    const page = openPage({ options });
    await settle();
    page.streams[0]?.emit(type, data);
    expect(page.starts()).toBe(1);
  });

  it('closes the stream while the tab is hidden, and checks on return by starting', async () => {
    const page = openPage();
    await settle();
    page.setVisibility('hidden');
    expect(page.streams[0]?.closed).toBe(true);
    expect(page.starts()).toBe(0);
    page.setVisibility('visible');
    expect(page.starts()).toBe(1);
    expect(Reflect.get(page.window, '__changed')).toBe(true);
  });

  it.each([
    ['the stream broke and is back', 1, ['error', 'open']],
    ['the stream opened without breaking', 0, ['open']],
  ])('when %s, starts the scripts to check %i time(s)', async (_case, starts, events) => {
    const page = openPage();
    await settle();
    for (const type of events) page.streams[0]?.emit(type);
    expect(page.starts()).toBe(starts);
  });

  it('once started by the visitor, stops following the stream', async () => {
    const page = openPage();
    await settle();
    page.dispatch('menu', 'pointerover');
    expect(page.streams[0]?.closed).toBe(true);
    expect(Reflect.get(page.window, '__changed')).toBeUndefined();
  });

  it('opens no stream where the content has none', async () => {
    const page = openPage({ options: { ...OPTIONS, liveEventsUrl: null } });
    await settle();
    expect(page.streams).toHaveLength(0);
  });
});
