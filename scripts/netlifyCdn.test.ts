import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_PARAM, keyedByLiveEvent } from '../shared/liveEventKey.ts';
import type { SiteRenderer } from '../server/cachedPages.ts';
import { netlifyPages } from '../server/netlify/siteFunction.ts';
import { netlifyCdn } from './netlifyCdn.ts';

const ORIGIN = 'https://www.halcyonvale.example';
const JOURNEY_DATA = '/journeys/thailand-in-style.data';
const JOURNEY_TAGS = ['doc:journeysPage', 'slug:journey:thailand-in-style'];

/** The site function on Netlify, reading a journey's title as the content lake holds it. */
function siteOnNetlify() {
  const content = { title: 'Thailand in Style', renders: 0 };
  const render: SiteRenderer = (_request, context) => {
    content.renders += 1;
    context.contentDependencies.add(JOURNEY_TAGS);
    return Promise.resolve(
      new Response(JSON.stringify({ title: content.title }), {
        headers: { 'content-type': 'text/x-script' },
      }),
    );
  };
  const site = netlifyPages({
    render,
    origins: { content: [], travelCards: [] },
    studioContentOrigins: [],
    studioIndexHtml: undefined,
  });
  return { content, cdn: netlifyCdn((request) => site(request)) };
}

const get = async (cdn: ReturnType<typeof netlifyCdn>, address: string | URL) => {
  const response = await cdn.handle(new Request(new URL(address, ORIGIN)));
  const { title } = (await response.json()) as { title: string };
  return { title, status: response.headers.get('cache-status') };
};

describe('a live reload on Netlify’s CDN', () => {
  it('is never served a copy kept before the publish, though the purge has not landed', async () => {
    const { content, cdn } = siteOnNetlify();
    expect((await get(cdn, JOURNEY_DATA)).status).toContain('fwd=miss');
    expect((await get(cdn, JOURNEY_DATA)).status).toContain('hit');

    // Published: the live event reaches the visitor; the webhook's purge is still on its way.
    content.title = 'Thailand, Unhurried';
    // The race decision 130 names: the plain address still has the old copy.
    expect(await get(cdn, JOURNEY_DATA)).toMatchObject({ title: 'Thailand in Style' });
    // The reload the event prompted asks under the event's id, which no old copy answers.
    const reload = String(keyedByLiveEvent(JOURNEY_DATA, undefined, '1842', ORIGIN));
    expect(String(reload)).toContain(`${LIVE_EVENT_PARAM}=1842`);
    expect(await get(cdn, reload)).toMatchObject({
      title: 'Thailand, Unhurried',
      status: expect.stringContaining('fwd=miss') as unknown,
    });
  });

  it('costs one render for every visitor reloading for the same event', async () => {
    const { content, cdn } = siteOnNetlify();
    await get(cdn, JOURNEY_DATA);
    content.title = 'Thailand, Unhurried';
    const reload = String(keyedByLiveEvent(JOURNEY_DATA, undefined, '1842', ORIGIN));
    const before = content.renders;
    const answers = await Promise.all(Array.from({ length: 50 }, () => get(cdn, reload)));
    expect(new Set(answers.map((answer) => answer.title))).toEqual(
      new Set(['Thailand, Unhurried']),
    );
    expect(content.renders - before).toBe(1);
  });

  it('is purged by its tags, but a reload keyed by the publish is kept through its purge', async () => {
    const { content, cdn } = siteOnNetlify();
    await get(cdn, JOURNEY_DATA);
    // The publish: its event reaches the visitors before its purge reaches the CDN.
    content.title = 'Thailand, Unhurried';
    const reload = String(keyedByLiveEvent(JOURNEY_DATA, undefined, '1842', ORIGIN));
    expect((await get(cdn, reload)).title).toBe('Thailand, Unhurried');
    const renders = content.renders;
    cdn.purge(['slug:journey:thailand-in-style']);
    // Visitors reloading after the purge share the copy made for the event: no second render.
    expect((await get(cdn, reload)).title).toBe('Thailand, Unhurried');
    expect(content.renders).toBe(renders);
    // The plain address was purged, and renders the publish once.
    expect((await get(cdn, JOURNEY_DATA)).title).toBe('Thailand, Unhurried');
    expect(content.renders).toBe(renders + 1);
  });

  it('keeps an editor’s answers apart and never keeps them', async () => {
    const { content, cdn } = siteOnNetlify();
    await get(cdn, JOURNEY_DATA);
    const before = content.renders;
    const response = await cdn.handle(
      new Request(new URL(JOURNEY_DATA, ORIGIN), { headers: { cookie: 'preview-mode=signed' } }),
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(content.renders - before).toBe(1);
  });
});
