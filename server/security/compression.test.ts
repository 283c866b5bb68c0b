import { describe, expect, it } from 'vitest';
import { chooseEncoding, isCompressible } from './compression.ts';

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, encoding) => expect(chooseEncoding(header)).toBe(encoding));
});

describe('isCompressible', () => {
  it.each([
    ['text/html; charset=utf-8', true],
    ['text/css', true],
    ['application/json', true],
    ['text/javascript; charset=utf-8', true],
    ['image/svg+xml', true],
    ['text/event-stream', false],
    ['image/webp', false],
    ['font/woff2', false],
    [null, false],
  ])('%s → %s', (type, compressible) => expect(isCompressible(type)).toBe(compressible));
});

describe('compression', () => {
  it('an answer whose length was set through the context says its compressed length', async () => {
    const { Hono } = await import('hono');
    const { compression } = await import('./compression.ts');
    const { brotliDecompressSync } = await import('node:zlib');
    const text = 'const journey = "Thailand in Style";\n'.repeat(200);
    const app = new Hono();
    app.use('*', compression());
    // As the static file handler does: the plain length goes in through c.header().
    app.get('/assets/app.js', (c) => {
      c.header('Content-Length', String(text.length));
      return c.body(text, 200, { 'content-type': 'text/javascript' });
    });
    const answer = await app.request('/assets/app.js', { headers: { 'accept-encoding': 'br' } });
    const body = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(Number(answer.headers.get('content-length'))).toBe(body.byteLength);
    expect(brotliDecompressSync(body).toString()).toBe(text);
  });
});
