import { describe, expect, it } from 'vitest';
import { hostName, isAllowedHost, isAllowedRequest } from './allowedHosts.ts';

const ALLOWED = ['localhost', '127.0.0.1', '[::1]', '*.localhost', 'travel.example'];

describe('isAllowedHost', () => {
  it.each([
    ['127.0.0.1:3000', true],
    ['localhost', true],
    ['LOCALHOST:3000', true],
    ['[::1]:3000', true],
    ['local.localhost:3000', true],
    ['listen.l.localhost:4204', true],
    ['travel.example', true],
    ['evil.example', false],
    ['travel.example.evil.example', false],
    ['xlocalhost', false],
    ['localhost.evil.example', false],
    ['', false],
    [undefined, false],
    ['travel.example:3000/path', false],
    ['travel.example\r\nx: y', false],
  ])('%s → %s', (header, allowed) => expect(isAllowedHost(header, ALLOWED)).toBe(allowed));

  it('drops the port and lower-cases the name', () => {
    expect(hostName('Travel.Example:8080')).toBe('travel.example');
  });
});

describe('isAllowedRequest', () => {
  it.each([
    ['http://127.0.0.1:3000/terms', '127.0.0.1:3000', true],
    ['http://travel.example/terms', 'travel.example', true],
    ['http://travel.example/terms', undefined, true],
    // An absolute request target names another host than the Host header checked before.
    ['http://evil.example/terms', '127.0.0.1:3000', false],
    ['http://evil.example/terms', 'evil.example', false],
    // Both allowed, but not the same: one part would read one name and another the other.
    ['http://travel.example/terms', 'localhost:3000', false],
  ])('%s with Host %s → %s', (url, host, allowed) =>
    expect(isAllowedRequest(url, host, ALLOWED)).toBe(allowed),
  );
});
