import { describe, expect, it } from 'vitest';
import { listen, mutationEvents, parseEventId, type ListenOptions } from './listener.ts';
import { startLakeForTest } from './testing.ts';
import type { CommittedTransaction, LakeDocument } from './types.ts';

const doc = (id: string, rev: string, extra: Record<string, unknown> = {}): LakeDocument => ({
  _id: id,
  _type: 'page',
  _rev: rev,
  ...extra,
});

/** A publish: the draft disappears, the published document changes. */
const publish: CommittedTransaction = {
  seq: 7,
  id: 'tx7',
  timestamp: '2026-11-22T05:00:00.000Z',
  identity: 'local-editor',
  changes: [
    {
      documentId: 'about',
      before: doc('about', 'r1'),
      after: doc('about', 'tx7', { title: 'New' }),
      mutations: [],
    },
    { documentId: 'drafts.about', before: doc('drafts.about', 'r2'), after: null, mutations: [] },
    {
      documentId: 'versions.spring.about',
      before: null,
      after: doc('versions.spring.about', 'tx7'),
      mutations: [],
    },
    {
      documentId: 'other',
      before: null,
      after: { _id: 'other', _type: 'journey', _rev: 'tx7' },
      mutations: [],
    },
  ],
};

const options = (overrides: Partial<ListenOptions> = {}): ListenOptions => ({
  query: '*[_type == "page"]',
  params: {},
  includeResult: true,
  includePreviousRevision: false,
  includeMutations: true,
  includeAllVersions: false,
  mendozaEffects: false,
  enableResume: false,
  withToken: true,
  ...overrides,
});

const summary = async (listen: ListenOptions, after?: { seq: number; index: number }) =>
  (await mutationEvents(publish, listen, after)).map(({ id, data }) => [
    id,
    data.documentId,
    data.transition,
    `${String(data.transactionCurrentEvent)}/${String(data.transactionTotalEvents)}`,
  ]);

describe('mutationEvents', () => {
  it('numbers the matching events of a transaction for this listener', async () => {
    expect(await summary(options())).toEqual([
      ['7#0', 'about', 'update', '1/2'],
      ['7#1', 'drafts.about', 'disappear', '2/2'],
    ]);
  });

  it('includes release versions only when asked', async () => {
    expect(await summary(options({ includeAllVersions: true }))).toHaveLength(3);
  });

  it('shows a listener without a token only public documents', async () => {
    expect(await summary(options({ withToken: false }))).toEqual([
      ['7#0', 'about', 'update', '1/1'],
    ]);
  });

  it('resumes after the last event seen', async () => {
    expect(await summary(options(), { seq: 7, index: 0 })).toEqual([
      ['7#1', 'drafts.about', 'disappear', '2/2'],
    ]);
    expect(await summary(options(), { seq: 6, index: 5 })).toHaveLength(2);
  });

  it('adds results, previous revisions and whole-document mendoza effects as asked', async () => {
    const [event] = await mutationEvents(
      publish,
      options({ includePreviousRevision: true, mendozaEffects: true }),
    );
    expect(event?.data).toMatchObject({
      result: { title: 'New' },
      previous: { _rev: 'r1' },
      previousRev: 'r1',
      resultRev: 'tx7',
      effects: { apply: [0, { title: 'New' }], revert: [0, { _rev: 'r1' }] },
    });
    const [bare] = await mutationEvents(
      publish,
      options({ includeResult: false, includeMutations: false }),
    );
    expect(bare?.data.result).toBeUndefined();
    expect(bare?.data.mutations).toBeUndefined();
  });
});

describe('parseEventId', () => {
  it.each([
    ['12#3', { seq: 12, index: 3 }],
    ['0#0', { seq: 0, index: 0 }],
    ['abc', undefined],
    ['12', undefined],
    [undefined, undefined],
  ])('%s → %j', (id, expected) => {
    expect(parseEventId(id)).toEqual(expected);
  });
});

describe('listen', () => {
  it('keeps an idle stream alive with heartbeats and stops them when the client leaves', async () => {
    const lake = await startLakeForTest();
    try {
      // The live-events hub holds one subscription of its own for as long as the lake runs.
      const others = lake.lake.core.subscriberCount;
      const response = listen(lake.lake.core, 'test', options({ heartbeatMs: 10 }));
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      while (!text.includes(': heartbeat'))
        text += new TextDecoder().decode((await reader.read()).value);
      expect(text.startsWith('event: welcome')).toBe(true);
      await reader.cancel();
      expect(lake.lake.core.subscriberCount).toBe(others);
    } finally {
      await lake.close();
    }
  });
});
