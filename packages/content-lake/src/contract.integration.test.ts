/**
 * Contract tests: the real @sanity/client against the lake over HTTP, for every operation the
 * site, the seed script and the Studio use, including their errors.
 */
import { request as httpRequest } from 'node:http';
import type { MutationEvent, SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
let editor: SanityClient;
let visitor: SanityClient;

beforeAll(async () => {
  lake = await startLakeForTest({ signIn: { enabled: true, trustProxy: 0 } });
  editor = lake.client();
  visitor = lake.client({ withToken: false });
});
afterAll(async () => {
  await lake.close();
});

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { statusCode?: number }).statusCode;
  }
};

describe('mutations', () => {
  it('creates a document with system fields and reads it back', async () => {
    const created = await editor.create({
      _id: 'journey-thailand',
      _type: 'journey',
      title: 'Thailand in style',
      nights: 13,
    });
    expect(created).toMatchObject({ _id: 'journey-thailand', _type: 'journey', nights: 13 });
    expect(created._rev).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(created._createdAt).toBe(created._updatedAt);
    expect(await editor.getDocument('journey-thailand')).toEqual(created);
  });

  it('generates an id for create without one, and a prefixed one for an id ending in a dot', async () => {
    const plain = await editor.create({ _type: 'enquiry', firstName: 'Ada' });
    expect(plain._id).toMatch(/^[0-9a-f-]{36}$/);
    const prefixed = await editor.create({ _id: 'enquiry.', _type: 'enquiry', firstName: 'Grace' });
    expect(prefixed._id).toMatch(/^enquiry\.[0-9a-f-]{36}$/);
  });

  it('refuses to create an id that exists (409) and writes nothing of the transaction', async () => {
    const error = await editor
      .transaction()
      .create({ _id: 'fresh-one', _type: 'journey' })
      .create({ _id: 'journey-thailand', _type: 'journey' })
      .commit()
      .catch((caught: unknown) => caught as { statusCode: number; message: string });
    expect(error).toMatchObject({ statusCode: 409 });
    expect((error as { message: string }).message).toContain('already exists');
    expect(await editor.getDocument('fresh-one')).toBeUndefined();
  });

  it('createOrReplace keeps _createdAt, createIfNotExists leaves an existing document alone', async () => {
    const before = await editor.getDocument('journey-thailand');
    const replaced = await editor.createOrReplace({
      _id: 'journey-thailand',
      _type: 'journey',
      title: 'Replaced',
      nights: 13,
    });
    expect(replaced._createdAt).toBe(before?._createdAt);
    expect(replaced.title).toBe('Replaced');
    await editor.createIfNotExists({ _id: 'journey-thailand', _type: 'journey', title: 'Ignored' });
    expect((await editor.getDocument('journey-thailand'))?.title).toBe('Replaced');
  });

  it('applies every patch operation', async () => {
    await editor.createOrReplace({
      _id: 'patch-me',
      _type: 'journey',
      title: 'hello world',
      nights: 5,
      price: 100,
      tags: ['Asia'],
      days: [
        { _key: 'd1', region: 'Day 1' },
        { _key: 'd2', region: 'Day 2' },
      ],
      obsolete: true,
    });
    const patched = await editor
      .patch('patch-me')
      .set({ 'seo.title': 'Set deep' })
      .setIfMissing({ gallery: [], title: 'not used' })
      .unset(['obsolete'])
      .inc({ nights: 2 })
      .dec({ price: 25 })
      .insert('before', 'days[_key=="d2"]', [{ _key: 'd15', region: 'Day 1.5' }])
      .diffMatchPatch({ title: '@@ -1,5 +1,5 @@\n-hello\n+howdy\n' })
      .commit();
    expect(patched).toMatchObject({
      seo: { title: 'Set deep' },
      gallery: [],
      nights: 7,
      price: 75,
      title: 'howdy world',
    });
    expect(patched.obsolete).toBeUndefined();
    expect((patched.days as { _key: string }[]).map((day) => day._key)).toEqual([
      'd1',
      'd15',
      'd2',
    ]);
    // One insert per patch: the client keeps only the last insert of a patch.
    const appended = await editor
      .patch('patch-me')
      .insert('after', 'tags[-1]', ['Thailand'])
      .commit();
    expect(appended.tags).toEqual(['Asia', 'Thailand']);
    const replaced = await editor
      .patch('patch-me')
      .insert('replace', 'days[0]', [{ _key: 'x', region: 'X' }])
      .commit();
    expect((replaced.days as { _key: string }[])[0]?._key).toBe('x');
  });

  it('rejects a patch with a stale ifRevisionID with 409', async () => {
    const doc = await editor.getDocument('patch-me');
    await editor.patch('patch-me').set({ nights: 8 }).commit();
    const error = await editor
      .patch('patch-me')
      .ifRevisionId(doc?._rev ?? '')
      .set({ nights: 9 })
      .commit()
      .catch((caught: unknown) => caught as { statusCode: number; message: string });
    expect(error).toMatchObject({ statusCode: 409 });
    expect((error as { message: string }).message).toContain('unexpected revision ID');
    expect((await editor.getDocument('patch-me'))?.nights).toBe(8);
  });

  it('rejects a patch of a missing document with 404', async () => {
    expect(await statusOf(editor.patch('nope').set({ a: 1 }).commit())).toBe(404);
  });

  it('returns ids or documents as asked, honours dryRun and a given transactionId', async () => {
    const ids = await editor.mutate([{ create: { _id: 'ids-1', _type: 'x' } }], {
      returnDocuments: false,
    });
    expect(ids).toMatchObject({
      documentIds: ['ids-1'],
      results: [{ id: 'ids-1', operation: 'create' }],
    });
    const dry = await editor.mutate([{ create: { _id: 'dry-1', _type: 'x' } }], {
      dryRun: true,
      returnDocuments: true,
    });
    expect(dry).toEqual([expect.objectContaining({ _id: 'dry-1' })]);
    expect(await editor.getDocument('dry-1')).toBeUndefined();
    const given = await editor.mutate([{ create: { _id: 'tx-1', _type: 'x' } }], {
      transactionId: 'my-transaction-1',
      returnDocuments: false,
    });
    expect(given.transactionId).toBe('my-transaction-1');
    expect((await editor.getDocument('tx-1'))?._rev).toBe('my-transaction-1');
    expect(
      await statusOf(
        editor.mutate([{ create: { _id: 'tx-2', _type: 'x' } }], {
          transactionId: 'my-transaction-1',
        }),
      ),
    ).toBe(409);
  });

  it('deletes by id and by query, and patches by query', async () => {
    await editor
      .transaction()
      .create({ _id: 'tmp-1', _type: 'tmp', n: 1 })
      .create({ _id: 'tmp-2', _type: 'tmp', n: 2 })
      .create({ _id: 'tmp-3', _type: 'tmp', n: 3 })
      .commit();
    await editor.mutate([
      {
        patch: { query: '*[_type == "tmp" && n >= $min]', params: { min: 2 }, set: { big: true } },
      },
    ]);
    expect(await editor.fetch('*[_type == "tmp" && big]._id | order(@)')).toEqual([
      'tmp-2',
      'tmp-3',
    ]);
    await editor.delete('tmp-1');
    await editor.delete({ query: '*[_type == "tmp" && n > 2]' });
    expect(await editor.fetch('*[_type == "tmp"]._id')).toEqual(['tmp-2']);
  });

  it('needs a token to write: 401 without, 403 with a wrong one', async () => {
    expect(await statusOf(visitor.create({ _type: 'journey' }))).toBe(401);
    expect(
      await statusOf(
        lake
          .client()
          .withConfig({ token: 'wrong-token-wrong-token-wrong-token' })
          .create({ _type: 'journey' }),
      ),
    ).toBe(403);
  });

  it('rejects malformed mutations with 400', async () => {
    expect(await statusOf(editor.mutate([{ create: { _id: 'no-type' } as never }]))).toBe(400);
    expect(await statusOf(editor.mutate([{ createOrReplace: { _type: 'x' } as never }]))).toBe(400);
    expect(await statusOf(editor.patch('patch-me').unset(['_type']).commit())).toBe(400);
  });
});

describe('queries', () => {
  beforeAll(async () => {
    await editor
      .transaction()
      .createOrReplace({
        _id: 'dest-maldives',
        _type: 'destination',
        slug: { current: 'maldives' },
        order: 1,
      })
      .createOrReplace({
        _id: 'dest-dubai',
        _type: 'destination',
        slug: { current: 'dubai' },
        order: 2,
      })
      .createOrReplace({
        _id: 'drafts.dest-dubai',
        _type: 'destination',
        slug: { current: 'dubai' },
        order: 2,
        heroTitle: 'Draft',
      })
      .createOrReplace({
        _id: 'drafts.dest-seychelles',
        _type: 'destination',
        slug: { current: 'seychelles' },
        order: 3,
      })
      .commit();
  });

  it('answers with parameters over GET and a long query over POST', async () => {
    expect(
      await visitor.fetch('*[_type == "destination" && slug.current == $slug][0].order', {
        slug: 'dubai',
      }),
    ).toBe(2);
    const padding = ' '.repeat(12_000);
    expect(
      await visitor.fetch(`*[_type == "destination"${padding}] | order(order asc).slug.current`),
    ).toEqual(['maldives', 'dubai']);
  });

  it('returns the envelope with query and ms', async () => {
    const response = await visitor.fetch(
      'count(*[_type == "destination"])',
      {},
      { filterResponse: false },
    );
    expect(response).toMatchObject({ result: 2, query: 'count(*[_type == "destination"])' });
    expect(typeof response.ms).toBe('number');
  });

  it('reads published by default; drafts and raw with a token', async () => {
    expect(await editor.fetch('*[_type == "destination"] | order(order).slug.current')).toEqual([
      'maldives',
      'dubai',
    ]);
    expect(
      await editor.fetch(
        '*[_type == "destination"] | order(order){_id, heroTitle}',
        {},
        { perspective: 'drafts' },
      ),
    ).toEqual([
      { _id: 'dest-maldives', heroTitle: null },
      { _id: 'dest-dubai', heroTitle: 'Draft' },
      { _id: 'dest-seychelles', heroTitle: null },
    ]);
    expect(await editor.fetch('count(*[_type == "destination"])', {}, { perspective: 'raw' })).toBe(
      4,
    );
  });

  it('refuses drafts and raw without a token (401) and any request with a wrong token (403)', async () => {
    expect(await statusOf(visitor.fetch('*', {}, { perspective: 'drafts' }))).toBe(401);
    expect(await statusOf(visitor.fetch('*', {}, { perspective: 'raw' }))).toBe(401);
    expect(
      await statusOf(
        lake
          .client()
          .withConfig({ token: 'x'.repeat(40) })
          .fetch('*'),
      ),
    ).toBe(403);
  });

  it('hides private ids (drafts, enquiry.*) from public readers of older API versions', async () => {
    const old = lake.client({ withToken: false, apiVersion: '2021-06-07' });
    const ids: string[] = await old.fetch('*[_type in ["destination", "enquiry"]]._id');
    expect(ids.filter((id) => id.includes('.'))).toEqual([]);
    const withToken = lake.client({ apiVersion: '2021-06-07' });
    expect(await withToken.fetch('count(*[_id in path("drafts.**")])')).toBeGreaterThan(0);
  });

  it('answers bad GROQ with 400 and the parse error', async () => {
    const error = await visitor
      .fetch('*[_type == ')
      .catch(
        (caught: unknown) => caught as { statusCode: number; details: Record<string, unknown> },
      );
    expect(error).toMatchObject({
      statusCode: 400,
      details: { type: 'queryParseError', query: '*[_type == ' },
    });
    expect(await statusOf(visitor.fetch('*[_type == $missing]'))).toBe(400);
  });

  it('stops a query that runs past the time limit', async () => {
    const slow = await startLakeForTest({ queryTimeLimitMs: 20 });
    try {
      const client = slow.client();
      await client.mutate(
        Array.from({ length: 800 }, (_, n) => ({ create: { _id: `n${n}`, _type: 'n', n } })),
      );
      const status = await statusOf(
        client.fetch('*[_type == "n"]{ "c": count(*[_type == "n" && n > ^.n]) }'),
      );
      expect(status).toBe(408);
    } finally {
      await slow.close();
    }
  });

  it('getDocuments returns documents in order and null for missing or private ones', async () => {
    const docs = await visitor.getDocuments([
      'dest-dubai',
      'missing',
      'drafts.dest-dubai',
      'dest-maldives',
    ]);
    expect(docs.map((doc) => doc?._id ?? null)).toEqual([
      'dest-dubai',
      null,
      null,
      'dest-maldives',
    ]);
    const withDraft = await editor.getDocuments(['drafts.dest-dubai']);
    expect(withDraft[0]?.heroTitle).toBe('Draft');
  });
});

describe('actions', () => {
  it('edits a published document into a draft, publishes it, unpublishes, discards and deletes', async () => {
    await editor.createOrReplace({ _id: 'page-about', _type: 'page', title: 'About us' });
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.page-about',
      publishedId: 'page-about',
      patch: { set: { title: 'About us (draft)' } },
    });
    expect((await editor.getDocument('drafts.page-about'))?.title).toBe('About us (draft)');
    expect((await visitor.getDocument('page-about'))?.title).toBe('About us');

    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-about',
      publishedId: 'page-about',
    });
    expect((await visitor.getDocument('page-about'))?.title).toBe('About us (draft)');
    expect(await editor.getDocument('drafts.page-about')).toBeUndefined();

    await editor.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.page-about',
      publishedId: 'page-about',
    });
    expect(await visitor.getDocument('page-about')).toBeUndefined();
    expect((await editor.getDocument('drafts.page-about'))?.title).toBe('About us (draft)');

    await editor.action({
      actionType: 'sanity.action.document.discard',
      draftId: 'drafts.page-about',
    });
    expect(await editor.getDocument('drafts.page-about')).toBeUndefined();

    await editor.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'page-terms',
      attributes: { _id: 'drafts.page-terms', _type: 'page', title: 'Terms' },
      ifExists: 'fail',
    });
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-terms',
      publishedId: 'page-terms',
    });
    await editor.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'page-terms',
      includeDrafts: ['drafts.page-terms'],
    });
    expect(await editor.getDocument('page-terms')).toBeUndefined();
  });

  it('replaces a draft, ignores a second create when asked, and marks a version for unpublishing', async () => {
    const create = {
      actionType: 'sanity.action.document.create' as const,
      publishedId: 'page-faq',
      attributes: { _id: 'drafts.page-faq', _type: 'page', title: 'FAQ' },
    };
    await editor.action({ ...create, ifExists: 'fail' });
    await editor.action({ ...create, ifExists: 'ignore' });
    expect(await statusOf(editor.action({ ...create, ifExists: 'fail' }))).toBe(409);
    await editor.action({
      actionType: 'sanity.action.document.replaceDraft',
      publishedId: 'page-faq',
      attributes: { _id: 'drafts.page-faq', _type: 'page', title: 'Questions' },
    });
    expect((await editor.getDocument('drafts.page-faq'))?.title).toBe('Questions');

    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.page-faq',
      publishedId: 'page-faq',
    });
    await editor.action({
      actionType: 'sanity.action.document.version.unpublish',
      versionId: 'versions.autumn.page-faq',
      publishedId: 'page-faq',
    });
    expect(
      await editor.fetch('*[_id == "page-faq"][0].title', {}, { perspective: ['autumn'] }),
    ).toBeNull();
    expect(await editor.fetch('*[_id == "page-faq"][0].title')).toBe('Questions');
  });

  it('creates, replaces and discards release versions', async () => {
    await editor.createOrReplace({ _id: 'hol-safari', _type: 'holidayType', title: 'Safaris' });
    await editor.action({
      actionType: 'sanity.action.document.version.create',
      publishedId: 'hol-safari',
      baseId: 'hol-safari',
      versionId: 'versions.spring.hol-safari',
    });
    await editor.action({
      actionType: 'sanity.action.document.version.replace',
      document: {
        _id: 'versions.spring.hol-safari',
        _type: 'holidayType',
        title: 'Spring safaris',
      },
    });
    expect(
      await editor.fetch('*[_id == "hol-safari"][0].title', {}, { perspective: ['spring'] }),
    ).toBe('Spring safaris');
    await editor.action({
      actionType: 'sanity.action.document.version.discard',
      versionId: 'versions.spring.hol-safari',
    });
    expect(await editor.getDocument('versions.spring.hol-safari')).toBeUndefined();
  });

  it('rejects a publish without a draft (404) and an unknown action (400), atomically', async () => {
    expect(
      await statusOf(
        editor.action({
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.none',
          publishedId: 'none',
        }),
      ),
    ).toBe(404);
    const status = await statusOf(
      editor.action([
        {
          actionType: 'sanity.action.document.create',
          publishedId: 'atomic',
          attributes: { _id: 'drafts.atomic', _type: 'page' },
          ifExists: 'fail',
        },
        { actionType: 'sanity.action.release.publish', releaseId: 'x' } as never,
      ]),
    );
    expect(status).toBe(400);
    expect(await editor.getDocument('drafts.atomic')).toBeUndefined();
  });
});

describe('listener', () => {
  it('sends a mutation event with the fields the Studio relies on', async () => {
    const received = new Promise<MutationEvent>((resolve, reject) => {
      const subscription = editor
        .listen(
          '*[_type == "listened"]',
          {},
          {
            includeResult: true,
            includePreviousRevision: true,
            effectFormat: 'mendoza',
            events: ['welcome', 'mutation'],
          },
        )
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') {
              void editor.create({ _id: 'listened-1', _type: 'listened', title: 'Heard' });
            } else if (event.type === 'mutation') {
              subscription.unsubscribe();
              resolve(event);
            }
          },
          error: reject,
        });
    });
    const event = await received;
    expect(event).toMatchObject({
      documentId: 'listened-1',
      transition: 'appear',
      result: { title: 'Heard' },
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
      visibility: 'query',
      effects: { apply: [0, expect.objectContaining({ title: 'Heard' })], revert: [0, null] },
    });
    expect(event.resultRev).toBe(event.transactionId);
    expect(event.mutations).toEqual([{ create: expect.objectContaining({ _id: 'listened-1' }) }]);
  });

  it('numbers the events of a publish so the Studio can wait for all of them', async () => {
    await editor.createOrReplace({ _id: 'drafts.pub-1', _type: 'page', title: 'To publish' });
    const events: MutationEvent[] = [];
    await new Promise<void>((resolve, reject) => {
      const subscription = editor
        .listen(
          '*[_id in $ids]',
          { ids: ['pub-1', 'drafts.pub-1'] },
          { includeResult: false, events: ['welcome', 'mutation'] },
        )
        .subscribe({
          next: (event) => {
            if (event.type === 'welcome') {
              void editor.action({
                actionType: 'sanity.action.document.publish',
                draftId: 'drafts.pub-1',
                publishedId: 'pub-1',
              });
            } else if (event.type === 'mutation') {
              events.push(event);
              if (events.length === 2) {
                subscription.unsubscribe();
                resolve();
              }
            }
          },
          error: reject,
        });
    });
    expect(
      events.map((event) => [
        event.documentId,
        event.transition,
        event.transactionCurrentEvent,
        event.transactionTotalEvents,
      ]),
    ).toEqual([
      ['pub-1', 'appear', 1, 2],
      ['drafts.pub-1', 'disappear', 2, 2],
    ]);
    expect(events[0]?.transactionId).toBe(events[1]?.transactionId);
  });

  it('resumes after a reconnect with Last-Event-ID (welcomeback) and resets for an unknown position', async () => {
    const url = `${lake.origin}/v2025-02-19/data/listen/test?query=${encodeURIComponent('*[_type == "resume"]')}&enableResume=true&includeResult=false`;
    const headers = { authorization: `Bearer ${lake.token}` };
    const first = await editor.create({ _id: 'resume-1', _type: 'resume' });
    // Find the id of the first event, as a client that was connected would have seen it.
    const log = lake.lake.core.storage.transactionsAfter('test', 0, 10_000);
    const seq = log.find((transaction) => transaction.id === first._rev)?.seq;
    await editor.create({ _id: 'resume-2', _type: 'resume' });
    await editor.create({ _id: 'other-1', _type: 'other' });

    const read = async (lastEventId: string) => {
      const controller = new AbortController();
      const response = await fetch(url, {
        headers: { ...headers, 'last-event-id': lastEventId },
        signal: controller.signal,
      });
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let text = '';
      const deadline = Date.now() + 2000;
      while (Date.now() < deadline) {
        const chunk = await reader.read();
        text += new TextDecoder().decode(chunk.value);
        if (text.includes('event: reset') || text.includes('"documentId":"resume-2"')) break;
      }
      controller.abort();
      return text;
    };
    const resumed = await read(`${seq}#0`);
    expect(resumed).toContain('event: welcomeback');
    expect(resumed).toContain('"documentId":"resume-2"');
    expect(resumed).not.toContain('"documentId":"resume-1"');
    expect(resumed).not.toContain('"documentId":"other-1"');
    expect(await read('999999#0')).toContain('event: reset');
  });

  it('reports a bad listener query as a channel error', async () => {
    const error = await new Promise<unknown>((resolve) => {
      editor.listen('*[_type == ').subscribe({ next: () => undefined, error: resolve });
    });
    expect(String(error)).toContain('GROQ query parse error');
  });
});

describe('history', () => {
  it('lists the transactions of documents and gives them back at a revision, a time, or their last revision', async () => {
    const first = await editor.create({ _id: 'story', _type: 'page', title: 'One' });
    const second = await editor.patch('story').set({ title: 'Two' }).commit();
    const betweenTime = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await editor.patch('story').set({ title: 'Three' }).commit();
    await editor.delete('story');

    const ndjson = (await editor.request({
      url: '/data/history/test/transactions/story,drafts.story?excludeMutations=true&reverse=true&limit=3',
    })) as Buffer | string;
    const lines = String(ndjson)
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }> },
      );
    expect(lines).toHaveLength(3);
    expect(lines[0]?.effects.story?.apply).toEqual([0, null]);
    expect(lines[2]?.id).toBe(second._rev);

    const at = async (query: string) =>
      (
        (await editor.request({ url: `/data/history/test/documents/story?${query}` })) as {
          documents: { title: string }[];
        }
      ).documents.map((doc) => doc.title);
    expect(await at(`revision=${first._rev}`)).toEqual(['One']);
    expect(await at(`time=${encodeURIComponent(betweenTime)}`)).toEqual(['Two']);
    expect(await at('lastRevision=true')).toEqual(['Three']);
    expect(
      await statusOf(
        visitor.request({ url: '/data/history/test/documents/story?lastRevision=true' }),
      ),
    ).toBe(401);
  });

  it('derives the events of a document: created, draft started, published, unpublished', async () => {
    await editor.create({ _id: 'told', _type: 'page', title: 'Told' });
    await editor.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.told',
      publishedId: 'told',
      patch: { set: { title: 'Retold' } },
    });
    await editor.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.told',
      publishedId: 'told',
    });
    await editor.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.told',
      publishedId: 'told',
    });
    const { events } = (await editor.request({
      url: '/data/history/test/events/documents/drafts.told?limit=10',
    })) as {
      events: Record<string, { type: string }[]>;
    };
    expect(events['drafts.told']?.map((event) => event.type)).toEqual([
      'unpublishDocument',
      'publishDocumentVersion',
      'createDocumentVersion',
      'createLiveDocument',
    ]);
  });
});

describe('Studio endpoints and CORS', () => {
  /** A one-time sign-in code, asked for with the server token as the browser tests do. */
  const freshCode = async () => {
    const answer = await fetch(`${lake.origin}/v1/auth/login/local/codes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${lake.token}` },
    });
    return ((await answer.json()) as { code: string }).code;
  };
  /**
   * Opens the sign-in page for the Studio at `studio`, as the Studio's provider link does, with
   * a fresh one-time code as the editor gives it.
   */
  const startSignIn = async (studio: string, init: RequestInit = {}) =>
    fetch(
      `${lake.origin}/v1/auth/login/local?origin=${encodeURIComponent(studio)}&projectId=local&withSid=true&code=${await freshCode()}`,
      { redirect: 'manual', ...init },
    );
  /** The cookie pair (name=value) a response sets. */
  const cookieOf = (response: Response) => response.headers.get('set-cookie')?.split(';')[0] ?? '';

  it('signs the local editor in with a one-time code', async () => {
    const providers = (await visitor.request({ url: '/auth/providers' })) as {
      providers: { name: string; url: string }[];
    };
    const provider = providers.providers[0];
    expect(provider?.name).toBe('local');
    expect(provider?.url).toBe(`${lake.origin}/v1/auth/login/local`);
    const login = await startSignIn(`${lake.origin}/studio`, {
      headers: { 'sec-fetch-site': 'same-origin', referer: `${lake.origin}/studio` },
    });
    expect(login.status).toBe(302);
    // The secret the sid is bound to travels in a cookie no page script can read.
    const setCookie = login.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const sid = new URL(login.headers.get('location') ?? '').hash.replace('#sid=', '');
    const { token } = (await visitor.request({
      url: `/auth/fetch?sid=${sid}`,
      headers: { cookie: cookieOf(login) },
    })) as { token: string };
    const studio = visitor.withConfig({ token });
    expect(await studio.request({ url: '/users/me' })).toMatchObject({
      id: 'local-editor',
      name: 'Local editor',
    });
    expect(await studio.fetch('count(*)', {}, { perspective: 'raw' })).toBeGreaterThan(0);
    // A sid works once; signing out ends the session.
    expect(
      await statusOf(
        visitor.request({ url: `/auth/fetch?sid=${sid}`, headers: { cookie: cookieOf(login) } }),
      ),
    ).toBe(401);
    await studio.request({ url: '/auth/logout', method: 'POST' });
    expect(await studio.request({ url: '/users/me' })).toEqual({});
  });

  it('does not accept the sid from the address alone', async () => {
    const login = await startSignIn(`${lake.origin}/studio`);
    const sid = new URL(login.headers.get('location') ?? '').hash.replace('#sid=', '');
    expect(await statusOf(visitor.request({ url: `/auth/fetch?sid=${sid}` }))).toBe(401);
    // Spent by the failed attempt: the right cookie afterwards does not revive it.
    expect(
      await statusOf(
        visitor.request({ url: `/auth/fetch?sid=${sid}`, headers: { cookie: cookieOf(login) } }),
      ),
    ).toBe(401);
  });

  it.each([
    ['another origin', 'https://evil.example.com/'],
    ['another port of this machine', 'http://127.0.0.1:1/studio'],
  ])('refuses to return the sign-in to %s', async (_name, studio) => {
    expect((await startSignIn(studio)).status).toBe(403);
  });

  it.each([
    ['a page on another site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a foreign Referer', { referer: 'https://evil.example/' }],
    ['a request through a proxy that is not trusted', { 'x-forwarded-for': '203.0.113.9' }],
    ['a proxy posing as loopback', { 'x-forwarded-for': '127.0.0.1' }],
    ['a Forwarded header', { forwarded: 'for=127.0.0.1' }],
  ])('refuses %s, at the sign-in and at the exchange', async (_name, headers) => {
    expect((await startSignIn(`${lake.origin}/studio`, { headers })).status).toBe(403);
    const exchange = await fetch(`${lake.origin}/v1/auth/fetch?sid=anything`, { headers });
    expect(exchange.status).toBe(403);
  });

  it('offers the password-less sign-in only to callers on this machine', async () => {
    const login = async (bindings: object) =>
      lake.lake.app.fetch(
        new Request(
          `${lake.origin}/v1/auth/login/local?origin=${encodeURIComponent(`${lake.origin}/studio`)}&code=${await freshCode()}`,
        ),
        bindings,
      );
    expect((await login({ incoming: { socket: { remoteAddress: '192.168.1.20' } } })).status).toBe(
      403,
    );
    // An address the host cannot tell is not proof of being here.
    expect((await login({})).status).toBe(403);
    expect((await login({ incoming: { socket: {} } })).status).toBe(403);
    expect(
      (await login({ incoming: { socket: { remoteAddress: '::ffff:127.0.0.1' } } })).status,
    ).toBe(302);
  });

  it('offers no sign-in at all when it is switched off', async () => {
    const closed = await startLakeForTest({ signIn: { enabled: false, trustProxy: 0 } });
    try {
      const providers = (await closed.client({ withToken: false }).request({
        url: '/auth/providers',
      })) as { providers: unknown[] };
      expect(providers.providers).toEqual([]);
      const login = await fetch(
        `${closed.origin}/v1/auth/login/local?origin=${encodeURIComponent(`${closed.origin}/studio`)}`,
        { redirect: 'manual' },
      );
      expect(login.status).toBe(404);
      expect((await fetch(`${closed.origin}/v1/auth/fetch?sid=x`)).status).toBe(404);
    } finally {
      await closed.close();
    }
  });

  it('answers the project, ACL and key-value calls', async () => {
    expect(await editor.request({ url: '/projects/local' })).toMatchObject({ id: 'local' });
    expect(await editor.request({ url: '/projects/local/datasets/test/acl' })).toEqual([
      expect.objectContaining({ permissions: expect.arrayContaining(['read', 'update']) }),
    ]);
    await editor.request({
      url: '/users/me/keyvalue',
      method: 'PUT',
      body: [{ key: 'studio.layout', value: { open: true } }],
    });
    expect(await editor.request({ url: '/users/me/keyvalue/studio.layout,missing' })).toEqual([
      { key: 'studio.layout', value: { open: true } },
      { key: 'missing', value: null },
    ]);
  });

  it('lists every dataset that exists, on the global and the project host paths, as hosted', async () => {
    await editor.withConfig({ dataset: 'listed-later' }).create({ _id: 'listed', _type: 'note' });
    const listed = (name: string) => ({
      name,
      aclMode: 'public',
      createdAt: expect.any(String),
      createdByUserId: 'local-editor',
      addonFor: null,
      datasetProfile: 'content',
      features: [],
      tags: [],
    });
    // `datasets.list()` asks `/projects/:id/datasets` on the global host (this client) and
    // `/datasets` on a project host name, where the Sanity CLI asks.
    const global = await editor.datasets.list();
    expect(global).toEqual([listed('listed-later'), listed('test')]);
    expect(await visitor.request({ url: '/datasets' })).toEqual(global);
  });

  it('answers the ping probe, the CORS check and user look-ups', async () => {
    const ping = await fetch(`${lake.origin}/v1/ping`, {
      headers: { origin: 'https://anywhere.example' },
    });
    expect(await ping.text()).toBe('PONG');
    expect(ping.headers.get('access-control-allow-origin')).toBe('https://anywhere.example');
    const cors = await fetch(`${lake.origin}/v1/check/cors`, {
      headers: { origin: 'https://evil.example.com' },
    });
    expect(await cors.json()).toEqual({ result: { allowed: false, withCredentials: false } });
    expect(await editor.request({ url: '/users/local-editor,someone-else' })).toEqual([
      expect.objectContaining({ id: 'local-editor', displayName: 'Local editor' }),
    ]);
  });

  it('answers CORS preflights for local origins, on any Host name', async () => {
    const preflight = (origin: string) =>
      fetch(`${lake.origin}/v2025-02-19/data/listen/test`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const local = await preflight('http://listen-1.l.localhost:3000');
    expect(local.status).toBe(204);
    expect(local.headers.get('access-control-allow-origin')).toBe(
      'http://listen-1.l.localhost:3000',
    );
    expect(local.headers.get('access-control-allow-headers')).toBe('authorization');
    expect((await preflight('https://evil.example.com')).status).toBe(403);
    // The answers themselves carry the header too, the event stream and refusals included.
    const stream = await fetch(`${lake.origin}/v2025-02-19/data/listen/test?query=*`, {
      headers: { origin: 'http://releases.l.localhost:3000' },
    });
    expect(stream.headers.get('access-control-allow-origin')).toBe(
      'http://releases.l.localhost:3000',
    );
    await stream.body?.cancel();
    const refused = await fetch(`${lake.origin}/v2025-02-19/data/query/test?query=1`, {
      headers: { origin: 'http://localhost:3000', authorization: 'Bearer wrong-token' },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    // A request sent to a *.localhost name arrives with that Host header and is answered.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(
        `${lake.origin}/v2025-02-19/data/query/test?query=count(*)`,
        { headers: { host: 'listen-2.l.localhost:3000' } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
  });
});
