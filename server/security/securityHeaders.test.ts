import { brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compression } from './compression.ts';
import { HSTS, securityHeaders } from './securityHeaders.ts';

const PAGE = `<html><script>boot()</script>${'<p>Tailor-made journeys</p>'.repeat(100)}</html>`;

function app() {
  const host = new Hono();
  host.use(
    '*',
    securityHeaders({
      isStudioPath: (path) => path.startsWith('/studio'),
      studioContentOrigins: [],
      trustProxy: false,
      studioIndexHtml: () => Promise.resolve(PAGE),
    }),
  );
  host.use('*', compression());
  host.get('/data', (c) => c.json({ ok: true }));
  host.get('/picture', (c) => c.body(new Uint8Array(4096), 200, { 'content-type': 'image/webp' }));
  host.get('/script.js', (c) =>
    c.body('export {}', 200, { 'content-type': 'text/javascript; charset=utf-8' }),
  );
  host.get('/logo.svg', (c) => c.body('<svg/>', 200, { 'content-type': 'image/svg+xml' }));
  host.get('/moved', (c) => c.redirect('/'));
  host.get('/studio', (c) => c.html(PAGE));
  host.get('/', (c) => c.html(PAGE));
  return host;
}

describe('securityHeaders', () => {
  it.each(['/data', '/script.js', '/picture', '/studio', '/', '/logo.svg', '/moved'])(
    '%s carries the headers every response needs',
    async (path) => {
      const response = await app().request(path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('content-security-policy')).toMatch(/^default-src /);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    },
  );

  it.each([
    ['/', true],
    ['/studio', true],
    ['/logo.svg', true],
    ['/moved', true],
    ['/data', false],
    ['/script.js', false],
    ['/picture', false],
  ])('%s carries the headers of a document: %s', async (path, document) => {
    const response = await app().request(path);
    expect(response.headers.get('x-frame-options')).toBe(document ? 'SAMEORIGIN' : null);
    expect(response.headers.get('permissions-policy')).toEqual(
      document ? expect.stringContaining('camera=()') : null,
    );
    expect(response.headers.has('cross-origin-opener-policy')).toBe(document);
    expect(response.headers.has('x-xss-protection')).toBe(document);
  });

  it('gives data responses a policy that allows nothing', async () => {
    const response = await app().request('/data');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'self'",
    );
  });

  it("enforces the Studio's policy, with its inline script's hash", async () => {
    const response = await app().request('/studio');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(response.headers.get('content-security-policy-report-only')).toBeNull();
  });

  it('gives a page that brought no policy one that runs no inline script', async () => {
    const response = await app().request('/');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("object-src 'none'");
  });

  it('sends HSTS only over HTTPS', async () => {
    const response = await app().request('https://travel.example/data');
    expect(response.headers.get('strict-transport-security')).toBe(HSTS);
  });
});

describe('compression', () => {
  it('answers brotli when the browser accepts it, and the text survives', async () => {
    const response = await app().request('/', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    const body = brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toBe(PAGE);
  });

  it('falls back to gzip, and leaves pictures alone', async () => {
    const gzip = await app().request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const picture = await app().request('/picture', { headers: { 'accept-encoding': 'br' } });
    expect(picture.headers.get('content-encoding')).toBeNull();
  });
});
