import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cachedPages, PAGE_CACHE_CONTROL, type SiteRenderer } from './cachedPages.ts';
import { PageCache } from './pageCache.ts';

/** A stand-in for the site: counts renders, reads what each path's page would read. */
function fakeSite(content: Record<string, { html: string; tags: string[]; status?: number }>) {
  let renders = 0;
  const render: SiteRenderer = async (request, dependencies) => {
    renders++;
    const page = content[new URL(request.url).pathname];
    if (!page) return new Response('boom', { status: 500 });
    dependencies.add(page.tags);
    await new Promise((resolve) => setTimeout(resolve, 5));
    return new Response(page.html, {
      status: page.status ?? 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  return { render, renders: () => renders };
}

const site = {
  '/terms': { html: '<h1>Website Terms</h1>'.repeat(100), tags: ['slug:page:terms'] },
  '/journeys': { html: '<h1>Signature Itineraries</h1>', tags: ['type:journey'] },
  '/gone': { html: 'Page can not be found', tags: ['slug:page:gone'], status: 404 },
};
const get = (path: string, headers: Record<string, string> = {}) =>
  new Request(`http://127.0.0.1${path}`, { headers });

describe('cachedPages', () => {
  it('renders a page once, then answers from memory until its content changes', async () => {
    const cache = new PageCache();
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache, render });

    const first = await handle(get('/terms'));
    expect(first.headers.get('x-cache')).toBe('MISS');
    const second = await handle(get('/terms'));
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toContain('Website Terms');
    expect(second.headers.get('cache-tag')).toBe('slug:page:terms');
    expect(second.headers.get('cache-control')).toBe(PAGE_CACHE_CONTROL);
    expect(renders()).toBe(1);

    cache.invalidate(['slug:page:terms', 'all']);
    expect((await handle(get('/terms'))).headers.get('x-cache')).toBe('MISS');
    expect(renders()).toBe(2);
  });

  it('a burst of requests for one page renders it once', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    const answers = await Promise.all(Array.from({ length: 20 }, () => handle(get('/journeys'))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders()).toBe(1);
  });

  it('a HEAD request first keeps the whole page for the GET after it', async () => {
    const handle = cachedPages({ cache: new PageCache(), render: fakeSite(site).render });
    const head = await handle(new Request('http://127.0.0.1/terms', { method: 'HEAD' }));
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const page = await handle(get('/terms'));
    expect(page.headers.get('x-cache')).toBe('HIT');
    expect(await page.text()).toContain('Website Terms');
  });

  it('keeps not-found answers with their status', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    await handle(get('/gone'));
    const again = await handle(get('/gone'));
    expect(again.status).toBe(404);
    expect(renders()).toBe(1);
  });

  it('never keeps a failed render', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    expect((await handle(get('/broken'))).status).toBe(500);
    expect((await handle(get('/broken'))).status).toBe(500);
    expect(renders()).toBe(2);
  });

  it('requests carrying cookies or credentials are rendered for themselves and not kept', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    const answer = await handle(get('/terms', { cookie: 'session=1' }));
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    await handle(get('/terms', { authorization: 'Bearer x' }));
    await handle(get('/terms'));
    expect(renders()).toBe(3);
  });

  it('answers brotli or gzip as the browser accepts, and 304 to a matching etag', async () => {
    const handle = cachedPages({ cache: new PageCache(), render: fakeSite(site).render });
    const plain = await (await handle(get('/terms'))).text();

    const br = await handle(get('/terms', { 'accept-encoding': 'gzip, deflate, br' }));
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);

    const gz = await handle(get('/terms', { 'accept-encoding': 'gzip' }));
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const gzBody = Buffer.from(await gz.arrayBuffer());
    expect(gunzipSync(gzBody).toString()).toBe(plain);
    expect(gzBody.byteLength).toBeLessThan(plain.length / 5);

    const etag = gz.headers.get('etag') ?? '';
    const unchanged = await handle(get('/terms', { 'if-none-match': etag }));
    expect(unchanged.status).toBe(304);
  });

  it('without a source of changes, every request renders, labelled for CDNs', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: null, render });
    const answer = await handle(get('/terms'));
    await handle(get('/terms'));
    expect(renders()).toBe(2);
    expect(answer.headers.get('cache-tag')).toBe('slug:page:terms');
  });
});
