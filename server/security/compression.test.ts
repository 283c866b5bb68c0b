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
