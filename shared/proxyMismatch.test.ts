import { describe, expect, it, vi } from 'vitest';
import {
  proxyMismatch,
  proxyMismatchMonitor,
  proxyMismatchWarning,
  type ProxyMismatch,
} from './proxyMismatch.ts';

describe('proxyMismatch', () => {
  it.each<[number, Record<string, string>, ProxyMismatch | undefined]>([
    // Setting and traffic agree.
    [0, {}, undefined],
    [1, { 'x-forwarded-for': '203.0.113.9' }, undefined],
    [2, { 'x-forwarded-for': '203.0.113.9, 198.51.100.4' }, undefined],
    [1, { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, undefined],
    // A proxy that adds nothing (nginx's plain proxy_pass) while the setting says one is there.
    [1, {}, 'no-forwarded-for'],
    [1, { forwarded: 'for=203.0.113.9' }, 'no-forwarded-for'],
    [2, { 'x-forwarded-for': '203.0.113.9' }, 'short-chain'],
    // A proxy that forwards while the setting says none is there.
    [0, { 'x-forwarded-for': '203.0.113.9' }, 'forwarding-ignored'],
    [0, { forwarded: 'for=203.0.113.9' }, 'forwarding-ignored'],
    [0, { 'x-real-ip': '203.0.113.9' }, 'forwarding-ignored'],
  ])('TRUST_PROXY=%s with %j → %s', (trustProxy, headers, expected) => {
    expect(proxyMismatch({ trustProxy, headers: new Headers(headers) })).toBe(expected);
  });
});

describe('proxyMismatchWarning', () => {
  it.each<[ProxyMismatch, string, RegExp]>([
    [
      'no-forwarded-for',
      '127.0.0.1',
      /TRUST_PROXY is on.*without X-Forwarded-For.*TRUST_PROXY=off/,
    ],
    ['short-chain', '127.0.0.1', /Set TRUST_PROXY to the number of proxies/],
    ['forwarding-ignored', '::ffff:127.0.0.1', /a proxy on this machine.*Set TRUST_PROXY=on/],
    ['forwarding-ignored', '203.0.113.9', /If a reverse proxy.*set TRUST_PROXY=on.*If none does/],
  ])('%s from %s names the setting to change', (mismatch, peer, sentence) => {
    expect(proxyMismatchWarning(mismatch, peer)).toMatch(sentence);
  });
});

describe('proxyMismatchMonitor', () => {
  it('warns once per kind of disagreement, however many requests show it', () => {
    const warn = vi.fn<(message: string) => void>();
    const watch = proxyMismatchMonitor(warn);
    const behindPlainProxy = { socketAddress: '127.0.0.1', headers: new Headers(), trustProxy: 1 };
    for (let request = 0; request < 50; request++) watch(behindPlainProxy);
    watch({ ...behindPlainProxy, headers: new Headers({ 'x-forwarded-for': '203.0.113.9' }) });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^WARNING: TRUST_PROXY is on/);
  });
});
