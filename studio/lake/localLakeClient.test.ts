import type { SanityClient } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { localLakeClientFactory, spreadListeners } from './localLakeClient.ts';

/** A stand-in client recording which API host each call ran against. */
interface FakeClient {
  apiHost: string;
  calls: string[];
  listen(query: string, params?: unknown, options?: { tag?: string }): string;
  fetch(query: string): string;
  withConfig(config?: { apiHost?: string }): FakeClient;
  clone(): FakeClient;
  live: { events(): string };
  observable: Omit<FakeClient, 'observable' | 'live'>;
}

function fakeClient(apiHost: string, calls: string[] = []): FakeClient {
  const own = {
    apiHost,
    calls,
    listen: (query: string) => {
      calls.push(`listen ${query} @ ${apiHost}`);
      return 'events';
    },
    fetch(this: { apiHost: string }, query: string) {
      calls.push(`fetch ${query} @ ${this.apiHost}`);
      return 'result';
    },
    withConfig: (config?: { apiHost?: string }) => fakeClient(config?.apiHost ?? apiHost, calls),
    clone: () => fakeClient(apiHost, calls),
  };
  const live = {
    events: () => {
      calls.push(`live events @ ${apiHost}`);
      return 'live';
    },
  };
  return { ...own, live, observable: { ...own } };
}

const hostFor = (tag: string | undefined) => (tag ? `http://${tag}.l.localhost:3000` : undefined);
const spread = (client: FakeClient) =>
  spreadListeners(client as unknown as SanityClient, hostFor) as unknown as FakeClient;

describe('spreadListeners', () => {
  it('sends each listener to the host for its tag, and everything else to the main host', () => {
    const base = fakeClient('http://127.0.0.1:3000');
    const client = spread(base);
    client.listen('*[_type == "journey"]', {}, { tag: 'document-pair' });
    client.observable.listen('*', {}, { tag: 'preview-global' });
    client.listen('*');
    client.fetch('count(*)');
    expect(base.calls).toEqual([
      'listen *[_type == "journey"] @ http://document-pair.l.localhost:3000',
      'listen * @ http://preview-global.l.localhost:3000',
      'listen * @ http://127.0.0.1:3000',
      'fetch count(*) @ http://127.0.0.1:3000',
    ]);
  });

  it('keeps spreading on clients derived with withConfig and clone', () => {
    const base = fakeClient('http://127.0.0.1:3000');
    const client = spread(base);
    client.withConfig({}).listen('a', {}, { tag: 'search' });
    client.clone().observable.listen('b', {}, { tag: 'releases' });
    client.observable.withConfig({}).listen('c', {}, { tag: 'tasks' });
    expect(base.calls).toEqual([
      'listen a @ http://search.l.localhost:3000',
      'listen b @ http://releases.l.localhost:3000',
      'listen c @ http://tasks.l.localhost:3000',
    ]);
  });

  it("sends the Live Content API's stream to a host of its own", () => {
    const base = fakeClient('http://127.0.0.1:3000');
    spread(base).withConfig({}).live.events();
    expect(base.calls).toEqual(['live events @ http://live-events.l.localhost:3000']);
  });

  it('hands out the same wrapper for the same client, so identity checks hold', () => {
    const client = spread(fakeClient('http://127.0.0.1:3000'));
    expect(client.observable).toBe(client.observable);
  });
});

describe('localLakeClientFactory', () => {
  it('addresses the serving origin itself, without a project sub-domain', () => {
    const client = localLakeClientFactory('http://127.0.0.1:4321')({
      projectId: 'local',
      dataset: 'production',
      apiVersion: '2025-02-19',
      useCdn: false,
    });
    expect(client.config().url).toBe('http://127.0.0.1:4321/v2025-02-19');
    expect(client.withConfig({ apiVersion: '2022-06-30' }).config().url).toBe(
      'http://127.0.0.1:4321/v2022-06-30',
    );
  });
});
