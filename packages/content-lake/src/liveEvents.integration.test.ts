import type { LiveEvent, SanityClient } from '@sanity/client';
import { firstValueFrom, filter, take, toArray, timeout, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
let editor: SanityClient;
let visitor: SanityClient;
beforeAll(async () => {
  lake = await startLakeForTest();
  editor = lake.client();
  visitor = lake.client({ withToken: false });
  await editor
    .transaction()
    .createOrReplace({ _id: 'bali', _type: 'journey', title: 'Bali', slug: { current: 'bali' } })
    .createOrReplace({ _id: 'kenya', _type: 'journey', title: 'Kenya', slug: { current: 'kenya' } })
    .createOrReplace({ _id: 'safaris', _type: 'holidayType', title: 'Safaris' })
    .createOrReplace({ _id: 'siteSettings', _type: 'siteSettings', brandName: 'Halcyon' })
    .commit();
});
afterAll(() => lake.close());

const eventsUrl = (query = '') => `${lake.origin}/v2025-02-19/data/live/events/test${query}`;

/** The first event of the stream, then the connection is closed. */
async function firstEvent(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value);
}

/** The sync tags of a query's answer, as a site reads them. */
async function syncTagsOf(query: string, params: Record<string, unknown> = {}): Promise<string[]> {
  const answer = await visitor.fetch(query, params, { filterResponse: false });
  expect(answer.syncTags).toBeDefined();
  return answer.syncTags ?? [];
}

/** The next `message` events of a client's stream, once the stream is open. */
async function nextMessages(
  client: SanityClient,
  count: number,
  options: { includeDrafts?: boolean } = {},
): Promise<{ messages: Promise<LiveEvent[]>; stop: () => void }> {
  const events: Observable<LiveEvent> = client.live.events({ ...options, tag: 'test.live' });
  let stop = () => {};
  const welcomed = new Promise<void>((resolve) => {
    const subscription = events.subscribe((event) => {
      if (event.type === 'welcome') resolve();
    });
    stop = () => subscription.unsubscribe();
  });
  const messages = firstValueFrom(
    events.pipe(
      filter((event) => event.type === 'message'),
      take(count),
      toArray(),
      timeout(5_000),
    ),
  );
  await welcomed;
  return { messages, stop };
}

const named = (event: LiveEvent | undefined, tags: string[]) =>
  event?.type === 'message' && event.tags.some((tag) => tags.includes(tag));

/** The id of a `message` event (where a stream resumes from). */
const idOf = (event: LiveEvent | undefined) => (event?.type === 'message' ? event.id : undefined);

describe('sync tags in query answers', () => {
  it('carries opaque sync tags in every answer', async () => {
    const tags = await syncTagsOf('*[_type == "journey"]{title}');
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toMatch(/^s1:[A-Za-z0-9_-]+$/);
  });

  it('gives the same tags to the same dependencies and different ones to others', async () => {
    const bali = await syncTagsOf('*[_type == "journey" && slug.current == $slug][0]', {
      slug: 'bali',
    });
    const again = await syncTagsOf('*[slug.current == $slug && _type == "journey"][0]{title}', {
      slug: 'bali',
    });
    const kenya = await syncTagsOf('*[_type == "journey" && slug.current == $slug][0]', {
      slug: 'kenya',
    });
    expect(again).toEqual(bali);
    expect(kenya.some((tag) => bali.includes(tag))).toBe(false);
  });
});

describe('live content events', () => {
  it.each([
    ['published documents, without a token', '', undefined],
    ['drafts, with a token', '?includeDrafts=true', true],
  ])('welcomes a stream of %s', async (_name, query, withToken) => {
    const response = await fetch(eventsUrl(query), {
      headers: withToken ? { authorization: `Bearer ${lake.token}` } : {},
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(await firstEvent(response)).toBe('event: welcome\ndata: {}\n\n');
  });

  it('refuses events for drafts without a token', async () => {
    const response = await fetch(eventsUrl('?includeDrafts=true'));
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it("names a publish's tags to client.live.events(): only the answers it changes", async () => {
    const baliPage = await syncTagsOf('*[_type == "journey" && slug.current == $slug][0]', {
      slug: 'bali',
    });
    const kenyaPage = await syncTagsOf('*[_type == "journey" && slug.current == $slug][0]', {
      slug: 'kenya',
    });
    const journeyList = await syncTagsOf('*[_type == "journey"]{title, slug}');
    const safarisPage = await syncTagsOf('*[_id == "safaris"][0]');
    const settings = await syncTagsOf('*[_id == "siteSettings"][0]{brandName}');

    const { messages, stop } = await nextMessages(visitor, 1);
    await editor.patch('bali').set({ title: 'Bali and Lombok' }).commit();
    const [event] = await messages;
    stop();

    expect(event?.type).toBe('message');
    expect(idOf(event)).toMatch(/^\d+$/);
    expect(named(event, baliPage)).toBe(true);
    expect(named(event, journeyList)).toBe(true);
    expect(named(event, kenyaPage)).toBe(false);
    expect(named(event, safarisPage)).toBe(false);
    expect(named(event, settings)).toBe(false);
  });

  it('names the answers a dereference reached, by the ids it kept', async () => {
    await editor
      .createOrReplace({
        _id: 'bali',
        _type: 'journey',
        title: 'Bali',
        slug: { current: 'bali' },
        holidayType: { _type: 'reference', _ref: 'safaris' },
      })
      .then(() => undefined);
    const withType = await syncTagsOf(
      '*[_type == "journey" && slug.current == "bali"][0]{title, holidayType->{_id, title}}',
    );
    const { messages, stop } = await nextMessages(visitor, 1);
    await editor.patch('safaris').set({ title: 'Safaris in style' }).commit();
    const [event] = await messages;
    stop();
    expect(named(event, withType)).toBe(true);
  });

  it('tells visitors nothing of a draft, and editors that include drafts of it', async () => {
    const baliPage = await syncTagsOf('*[_type == "journey" && slug.current == "bali"][0]');
    const visitorStream = await nextMessages(visitor, 1);
    const editorStream = await nextMessages(editor, 1, { includeDrafts: true });
    await editor.createOrReplace({
      _id: 'drafts.bali',
      _type: 'journey',
      title: 'Bali (draft)',
      slug: { current: 'bali' },
    });
    const [draftEvent] = await editorStream.messages;
    editorStream.stop();
    expect(named(draftEvent, baliPage)).toBe(true);
    // The visitor's next message is the publish below, not the draft above.
    await editor.patch('kenya').set({ title: 'Kenya, on foot' }).commit();
    const [visitorEvent] = await visitorStream.messages;
    visitorStream.stop();
    expect(named(visitorEvent, baliPage)).toBe(false);
  });

  it('replays what a reconnecting stream missed, and says restart for an unknown position', async () => {
    const { messages, stop } = await nextMessages(visitor, 1);
    await editor.patch('kenya').set({ title: 'Kenya' }).commit();
    const [seen] = await messages;
    stop();
    await editor.patch('safaris').set({ title: 'Safaris' }).commit();

    const resumed = await fetch(eventsUrl(), { headers: { 'last-event-id': idOf(seen) ?? '' } });
    const text = await readUntil(resumed, 'event: message');
    expect(text).toMatch(/event: message\nid: \d+\n/);
    expect(text).not.toContain(`id: ${idOf(seen)}\n`);

    const lost = await fetch(eventsUrl(), { headers: { 'last-event-id': 'nowhere' } });
    expect(await readUntil(lost, 'event: restart')).toContain('event: restart');
  });
});

/** Reads a stream until it holds the text, then closes it. */
async function readUntil(response: Response, text: string): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const decoder = new TextDecoder();
  let read = '';
  while (!read.includes(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    read += decoder.decode(value, { stream: true });
  }
  await reader.cancel();
  return read;
}
