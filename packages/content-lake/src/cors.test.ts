import { describe, expect, it } from 'vitest';
import { isAllowedOrigin, parseOriginList } from './cors.ts';

describe('isAllowedOrigin', () => {
  const configured = ['https://studio.example.co.uk'];
  it.each([
    ['http://localhost:3000', true],
    ['http://127.0.0.1:4301', true],
    ['http://[::1]:3000', true],
    ['http://local.localhost:3000', true],
    ['http://listen-1.l.localhost:3000', true],
    ['https://studio.example.co.uk', true],
    ['https://evil.example.com', false],
    ['http://localhost.evil.com', false],
    ['http://127.0.0.2:3000', false],
    ['null', false],
    ['not a url', false],
    ['http://localhost:3000/path', false],
  ])('%s → %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin, configured)).toBe(allowed);
  });
});

describe('parseOriginList', () => {
  it('splits, trims and drops trailing slashes', () => {
    expect(parseOriginList(' https://a.example/ , ,https://b.example')).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
    expect(parseOriginList(undefined)).toEqual([]);
  });
});
