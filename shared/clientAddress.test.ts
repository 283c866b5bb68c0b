import { describe, expect, it } from 'vitest';
import { clientAddress, isLoopback, normaliseAddress } from './clientAddress.ts';

const headers = (entries: Record<string, string> = {}) => new Headers(entries);

describe('clientAddress', () => {
  it.each([
    ['direct IPv4', '203.0.113.7', {}, 0, '203.0.113.7', false],
    ['direct IPv4-mapped IPv6', '::ffff:203.0.113.7', {}, 0, '203.0.113.7', false],
    ['direct IPv6, upper case with zone', 'FE80::1%eth0', {}, 0, 'fe80::1', false],
    ['unknown socket address', undefined, {}, 0, undefined, false],
    [
      'forged header without trust',
      '127.0.0.1',
      { 'x-forwarded-for': '198.51.100.1' },
      0,
      '127.0.0.1',
      true,
    ],
    [
      'Forwarded header without trust',
      '127.0.0.1',
      { forwarded: 'for=198.51.100.1' },
      0,
      '127.0.0.1',
      true,
    ],
    [
      'one trusted proxy',
      '127.0.0.1',
      { 'x-forwarded-for': '198.51.100.1' },
      1,
      '198.51.100.1',
      true,
    ],
    [
      'one trusted proxy, forged left entry',
      '127.0.0.1',
      { 'x-forwarded-for': '10.0.0.1, 198.51.100.1' },
      1,
      '198.51.100.1',
      true,
    ],
    [
      'two trusted proxies',
      '127.0.0.1',
      { 'x-forwarded-for': '198.51.100.1, 10.0.0.2' },
      2,
      '198.51.100.1',
      true,
    ],
    ['proxied IPv6', '::1', { 'x-forwarded-for': '2001:DB8::1' }, 1, '2001:db8::1', true],
    [
      'chain shorter than the trusted proxies',
      '127.0.0.1',
      { 'x-forwarded-for': '198.51.100.1' },
      2,
      undefined,
      true,
    ],
    [
      'malformed forwarded entry',
      '127.0.0.1',
      { 'x-forwarded-for': 'not-an-address' },
      1,
      undefined,
      true,
    ],
    ['empty forwarded header', '127.0.0.1', { 'x-forwarded-for': '' }, 1, undefined, true],
    ['trusted proxy, request that bypassed it', '127.0.0.1', {}, 1, '127.0.0.1', false],
  ] as const)('%s', (_name, socketAddress, entries, trustProxy, address, proxied) => {
    expect(clientAddress({ socketAddress, headers: headers(entries), trustProxy })).toEqual({
      address,
      proxied,
    });
  });
});

describe('normaliseAddress and isLoopback', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1', true],
    ['127.8.9.10', '127.8.9.10', true],
    ['::1', '::1', true],
    ['[::1]', '::1', true],
    ['::ffff:127.0.0.1', '127.0.0.1', true],
    ['192.0.2.1', '192.0.2.1', false],
    ['localhost', undefined, false],
    ['999.1.1.1', undefined, false],
    ['', undefined, false],
  ])('%s', (raw, normal, loopback) => {
    expect(normaliseAddress(raw)).toBe(normal);
    expect(isLoopback(raw)).toBe(loopback);
  });
});
