import { describe, expect, it } from 'vitest';
import type { SiteRenderer } from '../cachedPages.ts';
import {
  NETLIFY_FEED_PAGE_CACHE,
  NETLIFY_LIVE_RELOAD_CACHE,
  NETLIFY_PAGE_CACHE,
  netlifyPages,
} from './siteFunction.ts';

const PAGE =
  '<!DOCTYPE html><html><body><h1>Thailand in Style</h1><script>1</script></body></html>';

/** The nonce the site function handed the last render. */
let handedNonce: string | undefined;

/** A stand-in for the site: each path reads the content its tags name. */
function site(pages: Record<string, { tags: string[]; status?: number }>) {
  const render: SiteRenderer = (request, context) => {
    const page = pages[new URL(request.url).pathname];
    if (!page) return Promise.resolve(new Response('Something went wrong', { status: 500 }));
    context.contentDependencies.add(page.tags);
    handedNonce = context.scriptNonce;
    return Promise.resolve(
      new Response(PAGE, {
        status: page.status ?? 200,
        headers: { 'content-type': 'text/html; charset=utf-8' },
      }),
    );
  };
  return netlifyPages({
    render,
    origins: { content: [], travelCards: [] },
    studioContentOrigins: [],
    studioIndexHtml: STUDIO_INDEX,
  });
}

const STUDIO_INDEX =
  '<!doctype html><html><body><div id="sanity"></div><script>1</script></body></html>';

const handle = site({
  '/journeys/thailand-in-style': { tags: ['doc:journeysPage', 'slug:journey:thailand-in-style'] },
  '/': { tags: ['doc:homePage', 'feed:travel-cards'] },
  '/no-such-page': { tags: ['slug:page:no-such-page'], status: 404 },
});
const visit = (path: string, headers: Record<string, string> = {}) =>
  handle(new Request(`https://www.halcyonvale.example${path}`, { headers }));

describe('pages on Netlify', () => {
  it('name what they read for the purge, and stay on the CDN until it comes', async () => {
    const response = await visit('/journeys/thailand-in-style');
    expect(response.status).toBe(200);
    expect(response.headers.get('netlify-cache-tag')).toBe(
      'doc:journeysPage,slug:journey:thailand-in-style',
    );
    expect(response.headers.get('cache-tag')).toBe(response.headers.get('netlify-cache-tag'));
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(NETLIFY_PAGE_CACHE);
    expect(response.headers.get('cache-control')).toMatch(/max-age=0.*stale-while-revalidate/);
    expect(response.headers.get('netlify-vary')).toBe('cookie=preview-mode');
  });

  it('asked for by a live reload keyed by its event, carry no tag a later purge would drop', async () => {
    const response = await visit('/journeys/thailand-in-style?lastLiveEventId=MTc2NDMz-1a');
    expect(response.headers.has('netlify-cache-tag')).toBe(false);
    expect(response.headers.has('cache-tag')).toBe(false);
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(NETLIFY_LIVE_RELOAD_CACHE);
    expect(response.headers.get('netlify-vary')).toBe('cookie=preview-mode');
  });

  it('asked for with an implausible event id, are kept and tagged as any other', async () => {
    const response = await visit('/journeys/thailand-in-style?lastLiveEventId=not%20an%20id');
    expect(response.headers.get('netlify-cache-tag')).toBe(
      'doc:journeysPage,slug:journey:thailand-in-style',
    );
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(NETLIFY_PAGE_CACHE);
  });

  it('showing the travel-cards feed, are kept a minute: the feed sends no purge', async () => {
    const response = await visit('/');
    expect(response.headers.get('netlify-cdn-cache-control')).toBe(NETLIFY_FEED_PAGE_CACHE);
  });

  it('carry the security headers and a content policy admitting their own scripts', async () => {
    const response = await visit('/journeys/thailand-in-style');
    const policy = response.headers.get('content-security-policy') ?? '';
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src'));
    // Exactly the nonce the render was handed for its own scripts.
    expect(scripts).toBe(`script-src 'self' 'nonce-${handedNonce ?? 'none handed'}'`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(await response.text()).toBe(PAGE);
  });

  it('keep a not-found answer too, so the first publish at its address purges it', async () => {
    const response = await visit('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('netlify-cache-tag')).toBe('slug:page:no-such-page');
  });

  it('are never kept for an editor in draft mode', async () => {
    const response = await visit('/journeys/thailand-in-style', { cookie: 'preview-mode=signed' });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.has('netlify-cache-tag')).toBe(false);
    expect(response.headers.has('netlify-cdn-cache-control')).toBe(false);
  });

  it('leave the Studio’s deep links to the Studio, under its own policy', async () => {
    const response = await visit('/studio/structure/journey');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(STUDIO_INDEX);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
    expect(response.headers.has('netlify-cache-tag')).toBe(false);
  });

  it('are never kept when the render failed', async () => {
    const response = await visit('/broken');
    expect(response.status).toBe(500);
    expect(response.headers.has('netlify-cache-tag')).toBe(false);
    expect(response.headers.has('netlify-cdn-cache-control')).toBe(false);
  });

  it('hand a post’s render the address Netlify gives, not one a header claims', async () => {
    let told: string | undefined;
    const handler = netlifyPages({
      render: (_request, context) => {
        told = context.clientAddress;
        return Promise.resolve(new Response('<h1>Thank you</h1>', { status: 200 }));
      },
      origins: { content: [], travelCards: [] },
      studioContentOrigins: [],
      studioIndexHtml: STUDIO_INDEX,
    });
    await handler(
      new Request('https://www.halcyonvale.example/request-a-callback', {
        method: 'POST',
        headers: { 'x-forwarded-for': '192.0.2.99' },
      }),
      { ip: '203.0.113.7' },
    );
    expect(told).toBe('203.0.113.7');
  });
});
