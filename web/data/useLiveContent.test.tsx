// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLoaderData } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContentConfigContext } from './ContentConfigContext.tsx';
import { publicContentConfig } from './contentConfig.server.ts';
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

function LivePage() {
  useLiveContent();
  const { title } = useLoaderData<{ title: string }>();
  return <h1>{title}</h1>;
}

/** A page whose title the content gives; `publish` changes it, as an editor would. */
async function openPage() {
  let title = 'Zimbabwe: Victoria Falls';
  const router = createMemoryRouter([
    { path: '/', loader: () => ({ title }), Component: LivePage, HydrateFallback: () => null },
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
  return {
    stream,
    publish(next: string) {
      title = next;
    },
  };
}

describe('useLiveContent', () => {
  it.each([
    ['a publish arrives on the stream', ['mutation']],
    ['the stream broke and is back', ['error', 'open']],
  ])('shows a change in place when %s', async (_, events) => {
    const { stream, publish } = await openPage();
    publish('Zimbabwe, Unhurried');
    for (const type of events) stream.dispatchEvent(new Event(type));
    expect(await screen.findByText('Zimbabwe, Unhurried')).toBeTruthy();
  });

  it('does not reload for a stream that opened without breaking', async () => {
    const { stream, publish } = await openPage();
    const loads = vi.spyOn(globalThis, 'setTimeout');
    publish('Zimbabwe, Unhurried');
    stream.dispatchEvent(new Event('open'));
    expect(loads).not.toHaveBeenCalled();
    expect(screen.getByRole('heading').textContent).toBe('Zimbabwe: Victoria Falls');
  });
});
