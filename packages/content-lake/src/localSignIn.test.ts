import { describe, expect, it } from 'vitest';
import { isLoopbackName, localSignInRefusal } from './localSignIn.ts';

const STUDIO = 'http://localhost:3000/v1/auth/login/local';

interface Case {
  socket?: string;
  url?: string;
  headers?: Record<string, string>;
  trustProxy?: number;
}

const refusal = (request: Case) =>
  localSignInRefusal({
    socketAddress: 'socket' in request ? request.socket : '127.0.0.1',
    url: request.url ?? STUDIO,
    headers: new Headers(request.headers ?? {}),
    trustProxy: request.trustProxy ?? 0,
  });

describe('localSignInRefusal', () => {
  it.each<[string, Case]>([
    ['IPv4 loopback, no headers (curl on this machine)', {}],
    ['IPv6 loopback', { socket: '::1' }],
    ['IPv4-mapped loopback', { socket: '::ffff:127.0.0.1' }],
    [
      'a same-origin navigation from the Studio',
      {
        headers: { 'sec-fetch-site': 'same-origin', referer: 'http://localhost:3000/studio' },
      },
    ],
    [
      'a same-origin fetch naming its origin',
      {
        headers: { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:3000' },
      },
    ],
    [
      'the console link opened in the browser (no page sent it)',
      { headers: { 'sec-fetch-site': 'none' } },
    ],
    ['127.0.0.1 as the host name', { url: 'http://127.0.0.1:4211/v1/auth/fetch?sid=x' }],
    [
      'a listener host name under localhost',
      { url: 'http://l1.localhost:3000/v1/auth/login/local' },
    ],
    [
      'a trusted proxy forwarding a loopback visitor',
      {
        trustProxy: 1,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
    ],
  ])('allows %s', (_name, request) => {
    expect(refusal(request)).toBeUndefined();
  });

  it.each<[string, Case, RegExp]>([
    ['an unknown socket address', { socket: undefined }, /known address/],
    ['a socket address that is not an address', { socket: 'unix-socket' }, /known address/],
    ['another machine', { socket: '192.168.1.20' }, /on this machine/],
    ['another machine over IPv6', { socket: '2001:db8::1' }, /on this machine/],
    [
      'X-Forwarded-For without a trusted proxy',
      {
        headers: { 'x-forwarded-for': '203.0.113.9' },
      },
      /proxy/,
    ],
    [
      'X-Forwarded-For claiming loopback without a trusted proxy',
      {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
      /proxy/,
    ],
    ['Forwarded without a trusted proxy', { headers: { forwarded: 'for=203.0.113.9' } }, /proxy/],
    ['X-Real-IP without a trusted proxy', { headers: { 'x-real-ip': '203.0.113.9' } }, /proxy/],
    [
      'a trusted proxy forwarding another machine',
      {
        trustProxy: 1,
        headers: { 'x-forwarded-for': '203.0.113.9' },
      },
      /on this machine/,
    ],
    [
      'a trusted proxy chain shorter than described',
      {
        trustProxy: 2,
        headers: { 'x-forwarded-for': '127.0.0.1' },
      },
      /known address/,
    ],
    [
      'a page on another site (Sec-Fetch-Site)',
      {
        headers: { 'sec-fetch-site': 'cross-site' },
      },
      /own pages/,
    ],
    [
      'a page on another port of this machine',
      {
        headers: { 'sec-fetch-site': 'same-site' },
      },
      /own pages/,
    ],
    ['a foreign Origin', { headers: { origin: 'https://evil.example' } }, /own pages/],
    ['an opaque Origin', { headers: { origin: 'null' } }, /own pages/],
    ['a foreign Referer', { headers: { referer: 'https://evil.example/page' } }, /own pages/],
    ['a Referer that is not a URL', { headers: { referer: 'nonsense' } }, /own pages/],
    [
      'a name that only resolves here (DNS rebinding)',
      {
        url: 'http://evil.example:3000/v1/auth/login/local',
      },
      /loopback address/,
    ],
    ['a LAN name', { url: 'http://192.168.1.5:3000/v1/auth/login/local' }, /loopback address/],
  ])('refuses %s', (_name, request, reason) => {
    expect(refusal(request)).toMatch(reason);
  });
});

describe('isLoopbackName', () => {
  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['studio.localhost', true],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['[::1]', true],
    ['localhost.evil.example', false],
    ['notlocalhost', false],
    ['192.168.1.5', false],
  ])('%s → %s', (name, expected) => expect(isLoopbackName(name)).toBe(expected));
});
