// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentConfigContext } from './ContentConfigContext.tsx';
import { publicContentConfig } from './contentConfig.server.ts';
import { LIVE_SETTLE_MS } from './liveContent.ts';
import { useLiveContent } from './useLiveContent.ts';

/** The embedded lake's connection, as the root loader sends it to the browser. */
const CONFIG = publicContentConfig();

/** The browser's event stream, as the page sees it: the test says what the stream does. */
class StandInEventSource extends EventTarget {
  static opened: StandInEventSource[] = [];
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    StandInEventSource.opened.push(this);
  }
  close() {}
}

beforeEach(() => {
  StandInEventSource.opened = [];
  vi.stubGlobal('EventSource', StandInEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE_TAGS = ['s1:zimbabwe', 's1:settings'];

function LivePage({ editor }: { editor: boolean }) {
  useLiveContent({ editor, pageTags: Promise.resolve(PAGE_TAGS) });
  const { title } = useLoaderData<{ title: string }>();
  return <h1>{title}</h1>;
}

/**
 * A page whose title the content gives; `publish` changes it, as an editor would. Its loader
 * runs `load` first, as a route's data request would.
 */
async function openPage({ editor = false, load = async () => {} } = {}) {
  let title = 'Zimbabwe: Victoria Falls';
  let loads = 0;
  const router = createMemoryRouter([
    {
      path: '/',
      loader: async () => {
        loads += 1;
        await load();
        return { title };
      },
      Component: () => <LivePage editor={editor} />,
      HydrateFallback: () => null,
    },
  ]);
  render(
    <ContentConfigContext.Provider value={CONFIG}>
      <RouterProvider router={router} />
    </ContentConfigContext.Provider>,
  );
  await screen.findByText(title);
  await vi.waitFor(() => expect(StandInEventSource.opened).toHaveLength(1));
  const [stream] = StandInEventSource.opened;
  if (!stream) throw new Error('the page opened its event stream');
  // The page's tags arrive with the root's data, a moment after the page.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return {
    stream,
    publish(next: string) {
      title = next;
    },
    loads: () => loads,
  };
}

/** A Live Content API event, as the browser hands it to the page. */
const liveEvent = (type: string, data: object = {}, lastEventId = '') =>
  new MessageEvent(type, { data: JSON.stringify(data), lastEventId });

const settled = () => new Promise((resolve) => setTimeout(resolve, LIVE_SETTLE_MS * 2));

describe('useLiveContent for a visitor', () => {
  it('listens to the Live Content API, never to a query listener', async () => {
    const { stream } = await openPage();
    expect(stream.url).toContain('/data/live/events/');
    expect(stream.url).not.toContain('/data/listen/');
  });

  it.each([
    ['an event names one of its sync tags', [liveEvent('message', { id: '4', tags: ['s1:x', 's1:zimbabwe'] }, '4')]],
    ['the content API lost the stream\'s place', [liveEvent('restart', { id: '4' })]],
    ['the stream broke before any event and is back', [new Event('error'), new Event('open')]],
  ])('shows a change in place, once, when %s', async (_, events) => {
    const { stream, publish, loads } = await openPage();
    publish('Zimbabwe, Unhurried');
    for (const event of events) stream.dispatchEvent(event);
    expect(await screen.findByText('Zimbabwe, Unhurried')).toBeTruthy();
    await settled();
    expect(loads()).toBe(2);
  });

  it.each([
    ['an event names none of its sync tags', [liveEvent('message', { id: '4', tags: ['s1:kenya'] }, '4')]],
    ['the stream opened without breaking', [new Event('open')]],
    [
      'the stream broke after an event and resumed (the content API replays what it missed)',
      [liveEvent('message', { id: '4', tags: ['s1:kenya'] }, '4'), new Event('error'), new Event('open')],
    ],
  ])('does not reload when %s', async (_, events) => {
    const { stream, publish, loads } = await openPage();
    publish('Zimbabwe, Unhurried');
    for (const event of events) stream.dispatchEvent(event);
    await settled();
    expect(loads()).toBe(1);
    expect(screen.getByRole('heading').textContent).toBe('Zimbabwe: Victoria Falls');
  });
});

describe('a live reload’s data request', () => {
  /** The page's data requests, as React Router's single fetch makes them through `fetch`. */
  async function openFetchingPage() {
    const asked: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
      asked.push(String(input));
      return Promise.resolve(new Response('{}'));
    });
    const page = await openPage({
      load: async () => {
        await fetch(new URL('/journeys/zimbabwe.data', window.location.origin));
      },
    });
    asked.length = 0;
    return { ...page, asked };
  }

  it('names the event that prompted it, so no copy kept before the publish can answer', async () => {
    const { stream, asked, publish } = await openFetchingPage();
    publish('Zimbabwe, Unhurried');
    stream.dispatchEvent(liveEvent('message', { id: '1842', tags: ['s1:zimbabwe'] }, '1842'));
    expect(await screen.findByText('Zimbabwe, Unhurried')).toBeTruthy();
    expect(asked).toEqual([
      `${window.location.origin}/journeys/zimbabwe.data?lastLiveEventId=1842`,
    ]);
  });

  it('names no event when none prompted it (the content API lost its place)', async () => {
    const { stream, asked, publish } = await openFetchingPage();
    publish('Zimbabwe, Unhurried');
    stream.dispatchEvent(liveEvent('restart', { id: '1842' }));
    expect(await screen.findByText('Zimbabwe, Unhurried')).toBeTruthy();
    expect(asked).toEqual([`${window.location.origin}/journeys/zimbabwe.data`]);
  });
});

describe('useLiveContent for an editor in draft mode', () => {
  it('keeps the listener, and shows any change in place', async () => {
    const { stream, publish } = await openPage({ editor: true });
    expect(stream.url).toContain('/data/listen/');
    publish('Zimbabwe, Unhurried');
    stream.dispatchEvent(new Event('mutation'));
    expect(await screen.findByText('Zimbabwe, Unhurried')).toBeTruthy();
  });
});
