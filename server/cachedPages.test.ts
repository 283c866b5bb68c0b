import { createHash } from 'node:crypto';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { PageServices } from '../shared/pageServices.ts';
import {
  cachedPages as cachedPagesWith,
  PAGE_CACHE_CONTROL,
  type CachedPagesOptions,
  type SiteRenderer,
} from './cachedPages.ts';
import { PageCache } from './pageCache.ts';
import { pagePolicy } from './security/pagePolicy.ts';

interface FakePage {
  /** The page's markup; a function of the render's nonce for a page with inline scripts. */
  html: string | ((scriptNonce: string) => string);
  tags: string[];
  status?: number;
  services?: PageServices;
}

/** A stand-in for the site: counts renders, reads what each path's page would read. */
function fakeSite(content: Record<string, FakePage>) {
  let renders = 0;
  const render: SiteRenderer = async (request, context) => {
    renders++;
    const page = content[new URL(request.url).pathname];
    if (!page) return new Response('boom', { status: 500 });
    context.contentDependencies.add(page.tags);
    if (page.services) context.reportPageServices(page.services);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const html = typeof page.html === 'string' ? page.html : page.html(context.scriptNonce);
    return new Response(html, {
      status: page.status ?? 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  };
  return { render, renders: () => renders };
}

const policy = pagePolicy({ content: [], travelCards: [] });
const cachedPages = (options: Omit<CachedPagesOptions, 'policy'>) =>
  cachedPagesWith({ ...options, policy });

const site: Record<string, FakePage> = {
  '/terms': { html: '<h1>Website Terms</h1>'.repeat(100), tags: ['slug:page:terms'] },
  '/journeys': { html: '<h1>Signature Itineraries</h1>', tags: ['type:journey'] },
  // Text varied enough that brotli's levels differ in size.
  '/story': {
    html: Array.from(
      { length: 400 },
      (_, day) => `<p>Day ${day}: ${(day * 7919).toString(36)} by river and rainforest</p>`,
    ).join(''),
    tags: ['slug:page:story'],
  },
  '/gone': { html: 'Page can not be found', tags: ['slug:page:gone'], status: 404 },
  '/picks/%00': { html: 'Page can not be found', tags: ['slug:destination:\u0000'], status: 404 },
};
/** The script React Router writes into every page: its hydration data and module loader. */
const HYDRATION = 'window.__reactRouterContext = {"state":{"loaderData":{}}};';
const LOADER = 'import "/assets/entry.client-abc.js";';
/** Markup that reached the page's text some other way than the render's own scripts. */
const INJECTED = 'window.__stolen = document.cookie;';
site['/with-scripts'] = {
  html: (nonce) =>
    [
      '<!DOCTYPE html><html><head><title>Journeys</title></head><body><h1>Journeys</h1>',
      `<p>A guest wrote: <script>${INJECTED}</script></p>`,
      '<script type="application/ld+json">{"@type":"TravelAgency"}</script>',
      `<script nonce="${nonce}">${HYDRATION}</script>`,
      `<script type="module" nonce="${nonce}">${LOADER}</script>`,
      '<script src="/assets/manifest.js"></script></body></html>',
    ].join(''),
  tags: ['type:journey'],
  services: { schedulingUrl: 'https://scheduling.example/halcyon/call?x=1', chat: true },
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The nonces a page's own inline scripts carry. */
const noncesIn = (html: string) =>
  new Set([...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map(([, nonce]) => nonce));

/** The sources of one directive of a policy header. */
function directive(policy: string | null, name: string): string[] {
  const found = (policy ?? '').split(';').find((part) => part.trim().startsWith(`${name} `));
  return found?.trim().split(/\s+/).slice(1) ?? [];
}

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

  it('keeps a page under the host its links would name, never another host’s copy', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    await handle(new Request('http://localhost/terms'));
    // Another name this host answers to renders its own copy rather than being handed one whose
    // canonical link names `localhost` (or the other way about).
    const other = await handle(new Request('http://travel.example/terms'));
    expect(other.headers.get('x-cache')).toBe('MISS');
    expect(renders()).toBe(2);
  });

  it('with a public origin, keeps one copy under it whatever host a request names', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({
      cache: new PageCache(),
      render,
      siteUrl: 'https://travel.example',
    });
    await handle(new Request('http://127.0.0.1/terms'));
    const again = await handle(new Request('http://localhost/terms'));
    expect(again.headers.get('x-cache')).toBe('HIT');
    expect(renders()).toBe(1);
  });

  it('a burst of requests for one page renders it once', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: new PageCache(), render });
    const answers = await Promise.all(Array.from({ length: 20 }, () => handle(get('/journeys'))));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders()).toBe(1);
    // The one that rendered says so; the others were served its copy.
    const states = answers.map((answer) => answer.headers.get('x-cache'));
    expect(states.filter((state) => state === 'MISS')).toHaveLength(1);
    expect(states.filter((state) => state === 'HIT')).toHaveLength(19);
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

  it('answers a page whose tags cannot be a header (a control character from the address) unlabelled and unkept', async () => {
    const cache = new PageCache();
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache, render });
    const first = await handle(get('/picks/%00'));
    expect(first.status).toBe(404);
    expect(first.headers.get('cache-tag')).toBeNull();
    await handle(get('/picks/%00'));
    expect(renders()).toBe(2);
    const uncached = await cachedPages({ cache: null, render })(get('/picks/%00'));
    expect(uncached.status).toBe(404);
    expect(uncached.headers.get('cache-tag')).toBeNull();
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

  it('answers a render’s first visitor quickly compressed, then keeps the smallest copy', async () => {
    const cache = new PageCache();
    const handle = cachedPages({ cache, render: fakeSite(site).render });
    const accepts = { 'accept-encoding': 'br' };
    const quick = Buffer.from(await (await handle(get('/story', accepts))).arrayBuffer());
    // The smallest copy is made beside the answers, and replaces the quick one once ready.
    await expect
      .poll(async () => Buffer.from(await (await handle(get('/story', accepts))).arrayBuffer()))
      .not.toEqual(quick);
    const kept = Buffer.from(await (await handle(get('/story', accepts))).arrayBuffer());
    expect(kept.byteLength).toBeLessThan(quick.byteLength);
    expect(brotliDecompressSync(kept).toString()).toBe(brotliDecompressSync(quick).toString());
  });

  it('tells a post’s render the visitor’s address, and a page kept for everyone never', async () => {
    const told: (string | undefined)[] = [];
    const render: SiteRenderer = (request, context) => {
      told.push(context.clientAddress);
      context.contentDependencies.add(['slug:page:terms']);
      return Promise.resolve(
        new Response('<h1>Website Terms</h1>', {
          headers: { 'content-type': 'text/html; charset=utf-8' },
        }),
      );
    };
    const handle = cachedPages({ cache: new PageCache(), render });
    await handle(new Request('http://127.0.0.1/terms', { method: 'POST' }), '203.0.113.7');
    await handle(new Request('http://127.0.0.1/terms'), '203.0.113.7');
    const uncached = cachedPages({ cache: null, render });
    await uncached(new Request('http://127.0.0.1/terms'), '203.0.113.7');
    expect(told).toEqual(['203.0.113.7', undefined, undefined]);
  });

  it('without a source of changes, every request renders, labelled for CDNs', async () => {
    const { render, renders } = fakeSite(site);
    const handle = cachedPages({ cache: null, render });
    const answer = await handle(get('/terms'));
    await handle(get('/terms'));
    expect(renders()).toBe(2);
    expect(answer.headers.get('cache-tag')).toBe('slug:page:terms');
  });

  describe('content policy', () => {
    it('a page answered from the cache admits its own inline scripts by their nonce, and no other', async () => {
      const handle = cachedPages({ cache: new PageCache(), render: fakeSite(site).render });
      await handle(get('/with-scripts'));
      const hit = await handle(get('/with-scripts', { 'accept-encoding': 'br' }));
      expect(hit.headers.get('x-cache')).toBe('HIT');
      const html = brotliDecompressSync(Buffer.from(await hit.arrayBuffer())).toString();
      const scripts = directive(hit.headers.get('content-security-policy'), 'script-src');
      // The page's own scripts carry one nonce, and the policy kept with the copy names it.
      const [nonce, ...others] = noncesIn(html);
      expect(others).toEqual([]);
      expect(scripts).toContain(`'nonce-${nonce}'`);
      // Markup that reached the page some other way is never admitted by what the page says.
      expect(html).toContain(INJECTED);
      expect(scripts).not.toContain(sha256(INJECTED));
      expect(scripts.filter((source) => source.startsWith("'sha256-"))).toEqual([]);
      expect(scripts).not.toContain("'unsafe-inline'");
    });

    it('every render has a nonce of its own', async () => {
      const handle = cachedPages({ cache: null, render: fakeSite(site).render });
      const nonces = new Set<string>();
      for (let render = 0; render < 20; render++) {
        const answer = await handle(get('/with-scripts'));
        const [nonce] = noncesIn(await answer.text());
        expect(directive(answer.headers.get('content-security-policy'), 'script-src')).toContain(
          `'nonce-${nonce}'`,
        );
        // 128 random bits, base64.
        expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
        nonces.add(nonce ?? '');
      }
      expect(nonces.size).toBe(20);
    });

    it('allows the scheduler and the chat the page reported, and nothing it did not', async () => {
      const handle = cachedPages({ cache: new PageCache(), render: fakeSite(site).render });
      const withServices = await handle(get('/with-scripts'));
      const policyOf = withServices.headers.get('content-security-policy');
      expect(directive(policyOf, 'frame-src')).toContain('https://scheduling.example');
      expect(directive(policyOf, 'script-src')).toContain('https://embed.tawk.to');

      const plain = (await handle(get('/terms'))).headers.get('content-security-policy');
      expect(directive(plain, 'frame-src')).toEqual(["'none'"]);
      expect(directive(plain, 'script-src')).toEqual([
        "'self'",
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      ]);
      expect(directive(plain, 'frame-ancestors')).toEqual(["'self'"]);
    });

    it('a page rendered for one visitor alone carries its policy too', async () => {
      const handle = cachedPages({ cache: new PageCache(), render: fakeSite(site).render });
      const answer = await handle(get('/with-scripts', { cookie: 'session=1' }));
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      const html = await answer.text();
      const [nonce] = noncesIn(html);
      expect(directive(answer.headers.get('content-security-policy'), 'script-src')).toContain(
        `'nonce-${nonce}'`,
      );
      expect(html).toContain('<h1>Journeys</h1>');
    });
  });
});
