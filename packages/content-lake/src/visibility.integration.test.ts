import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';
import type { DocumentChange, LakeDocument } from './types.ts';
import { isPublicChange, isPublicDocument } from './visibility.ts';

const doc = (_id: string, _type: string): LakeDocument => ({ _id, _type });

describe('what a caller without a token may see', () => {
  it.each([
    ['a journey', true, doc('journey-1', 'journey')],
    ['a draft', false, doc('drafts.journey-1', 'journey')],
    ['a release version', false, doc('versions.spring.journey-1', 'journey')],
    ['an enquiry with a dotted id', false, doc('enquiry.abc', 'enquiry')],
    [
      'an enquiry with an ordinary id',
      false,
      doc('3f2c5a1e-0b7d-4e4a-9a53-1d2f0e6b7c80', 'enquiry'),
    ],
    ['an enquiry whose id names another type', false, doc('journey-2', 'enquiry')],
    ['a type whose name merely contains "enquiry"', true, doc('enquiryPage', 'enquiryPage')],
  ])('%s: public %s', (_, expected, document) => {
    expect(isPublicDocument(document)).toBe(expected);
  });

  const change = (before: LakeDocument | null, after: LakeDocument | null): DocumentChange => ({
    documentId: (after ?? before)?._id ?? 'x',
    before,
    after,
    mutations: [],
  });

  it.each([
    ['a journey edited', true, change(doc('j', 'journey'), doc('j', 'journey'))],
    ['a journey created', true, change(null, doc('j', 'journey'))],
    ['an enquiry created', false, change(null, doc('e', 'enquiry'))],
    ['an enquiry deleted', false, change(doc('e', 'enquiry'), null)],
    ['an enquiry replaced by a journey', false, change(doc('e', 'enquiry'), doc('e', 'journey'))],
    ['a journey replaced by an enquiry', false, change(doc('e', 'journey'), doc('e', 'enquiry'))],
    ['a draft edited', false, change(doc('drafts.j', 'journey'), doc('drafts.j', 'journey'))],
  ])('%s: told to a public listener %s', (_, expected, described) => {
    expect(isPublicChange(described)).toBe(expected);
  });
});

describe('an enquiry with an ordinary id, over HTTP', () => {
  let lake: TestLake;
  const enquiry = {
    _id: 'b7e0c2d4-5f61-4a38-9e2b-0c1d2e3f4a5b',
    _type: 'enquiry',
    firstName: 'Ada',
    email: 'ada@example.co.uk',
    phone: '+44 20 7946 0000',
  };

  beforeAll(async () => {
    lake = await startLakeForTest();
    await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination' });
  });
  afterAll(async () => {
    await lake.close();
  });

  const anonymous = (path: string) => fetch(`${lake.origin}/v2025-02-19${path}`);

  it('is never returned to an anonymous query, in any perspective a visitor may use', async () => {
    await lake.client().createOrReplace(enquiry);
    for (const path of [
      `/data/query/test?query=${encodeURIComponent('*[_type == "enquiry"]')}`,
      `/data/query/test?query=${encodeURIComponent('*[_id == $id]')}&%24id=%22${enquiry._id}%22`,
      `/data/query/test?query=${encodeURIComponent('*[email match "ada*"]{email}')}&perspective=published`,
    ]) {
      const answer = (await (await anonymous(path)).json()) as { result: unknown[] };
      expect(answer.result, path).toEqual([]);
    }
    const visible = (await (
      await anonymous(`/data/query/test?query=${encodeURIComponent('*._id')}`)
    ).json()) as { result: string[] };
    expect(visible.result).toEqual(['dest-kyoto']);
    // The editor, with the server's token, still sees it.
    expect(await lake.client().fetch('*[_type == "enquiry"]._id')).toEqual([enquiry._id]);
  });

  it('is left out of an anonymous document read by its id', async () => {
    const answer = (await (await anonymous(`/data/doc/test/${enquiry._id}`)).json()) as {
      documents: unknown[];
    };
    expect(answer.documents).toEqual([]);
    expect(JSON.stringify(answer)).not.toContain('ada@example.co.uk');
  });

  it('answers an anonymous read of its id exactly as one of an id that does not exist', async () => {
    const missing = 'c8f1d3e5-6a72-4b49-8f3c-1d2e3f4a5b6c';
    const read = async (id: string) => {
      const answer = await anonymous(`/data/doc/test/${id}`);
      const headers = [...answer.headers].filter(([name]) => name !== 'date');
      return { status: answer.status, headers, body: (await answer.text()).replace(id, '<id>') };
    };
    expect(await read(enquiry._id)).toEqual(await read(missing));
    expect((await read(missing)).body).toContain('"reason":"existence"');
  });

  it('is never described to an anonymous listener', async () => {
    const controller = new AbortController();
    const response = await fetch(
      `${lake.origin}/v2025-02-19/data/listen/test?query=${encodeURIComponent('*[_type in ["enquiry", "destination"]]')}`,
      { signal: controller.signal },
    );
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      while (!text.includes(needle)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`The stream ended before ${needle}`);
        text += decoder.decode(value, { stream: true });
      }
    };
    try {
      await readUntil('event: welcome');
      await lake.client().create({ ...enquiry, _id: 'c1d2e3f4-0000-4a38-9e2b-0c1d2e3f4a5b' });
      await lake.client().patch(enquiry._id).set({ phone: '+44 20 7946 0001' }).commit();
      await lake.client().createOrReplace({ _id: 'dest-kyoto', _type: 'destination', n: 2 });
      // Events arrive in commit order: once the destination's is here, any enquiry's would be.
      await readUntil('dest-kyoto');
      expect(text).not.toMatch(/enquiry|ada@example|7946/);
    } finally {
      controller.abort();
    }
  });

  it('stays out of the history API without a token', async () => {
    const response = await anonymous(
      `/data/history/test/documents/${enquiry._id}?lastRevision=true`,
    );
    expect(response.status).toBe(401);
  });
});
