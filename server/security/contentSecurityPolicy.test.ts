import { describe, expect, it } from 'vitest';
import {
  CHAT_ORIGINS,
  createNonce,
  originOf,
  serialisePolicy,
  siteDirectives,
  studioDirectives,
} from './contentSecurityPolicy.ts';
import { inlineScriptHashes, servedOverHttps } from './securityHeaders.ts';

const origins = {
  content: ['https://cdn.example'],
  travelCards: [],
  scheduler: ['https://scheduling.example'],
  chat: CHAT_ORIGINS,
};

describe('siteDirectives', () => {
  const directives = siteDirectives('abc123', origins);

  it('runs only its own scripts, the nonce and the chat messenger, never inline script', () => {
    expect(directives['script-src']).toEqual([
      "'self'",
      "'nonce-abc123'",
      'https://embed.tawk.to',
      'https://*.tawk.to',
    ]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
  });

  it.each([
    ['frame-src', 'https://scheduling.example', true],
    ['img-src', 'https://cdn.example', true],
    ['connect-src', 'wss://*.tawk.to', true],
    ['frame-ancestors', "'self'", true],
    ['object-src', "'none'", true],
    ['frame-src', "'self'", false],
  ])('%s has %s: %s', (name, source, present) => {
    expect(directives[name]?.includes(source)).toBe(present);
  });
});

describe('studioDirectives', () => {
  it('lets the Studio reach its listener host names and forbids foreign scripts', () => {
    const directives = studioDirectives([]);
    expect(directives['connect-src']).toContain('http://*.localhost:*');
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe('serialisePolicy', () => {
  it('joins directives and writes an empty list as none', () => {
    expect(serialisePolicy({ 'default-src': ["'self'"], 'frame-src': [] })).toBe(
      "default-src 'self'; frame-src 'none'",
    );
  });
});

describe('originOf', () => {
  it.each([
    ['https://scheduling.example/a/b?c=1', ['https://scheduling.example']],
    ['http://127.0.0.1:3000/x', ['http://127.0.0.1:3000']],
    ['javascript:alert(1)', []],
    ['/travelcards.json', []],
    [null, []],
  ])('%s', (url, result) => expect(originOf(url)).toEqual(result));
});

describe('createNonce', () => {
  it('is fresh for every response', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts and skips external ones', () => {
    const html = '<script>alert(1)</script><script src="/a.js" type="module"></script>';
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='",
    ]);
  });
});

describe('servedOverHttps', () => {
  it.each([
    ['https://travel.example/', undefined, false, true],
    ['http://travel.example/', 'https', true, true],
    ['http://travel.example/', 'https', false, false],
    ['http://127.0.0.1:3000/', undefined, true, false],
  ])('%s forwarded %s trusted %s → %s', (url, proto, trust, https) => {
    expect(servedOverHttps(url, proto, trust)).toBe(https);
  });
});
