import { describe, expect, it } from 'vitest';
import { isLoopbackOrigin, listenerHost, listenerLabel } from './listenerHost.ts';

describe('listenerLabel', () => {
  it.each([
    ['document.pair', 'document-pair'],
    ['preview.global', 'preview-global'],
    ['sanity.studio.observe-document-set', 'sanity-studio-observe-document-set'],
    ['Search_Live', 'search-live'],
    ['..weird..', 'weird'],
    ['', 'listen'],
    [undefined, 'listen'],
    ['x'.repeat(80), 'x'.repeat(40)],
  ])('%s → %s', (tag, label) => {
    expect(listenerLabel(tag)).toBe(label);
  });
});

describe('isLoopbackOrigin', () => {
  it.each([
    ['http://127.0.0.1:3000', true],
    ['http://localhost:4321', true],
    ['http://studio.localhost:3000', true],
    ['http://[::1]:3000', true],
    ['http://192.168.1.20:3000', false],
    ['https://studio.example.com', false],
  ])('%s → %s', (origin, loopback) => {
    expect(isLoopbackOrigin(origin)).toBe(loopback);
  });
});

describe('listenerHost', () => {
  it.each([
    ['http://127.0.0.1:3000', 'document.pair', 'http://document-pair.l.localhost:3000'],
    ['http://localhost:4321', 'preview.global', 'http://preview-global.l.localhost:4321'],
    ['http://localhost', undefined, 'http://listen.l.localhost'],
    ['http://192.168.1.20:3000', 'document.pair', undefined],
  ])('%s with tag %s → %s', (origin, tag, host) => {
    expect(listenerHost(origin, tag)).toBe(host);
  });
});
