import { describe, expect, it } from 'vitest';
import {
  CHAT_ORIGINS,
  hostedContentOrigins,
  originOf,
  serialisePolicy,
  siteDirectives,
  siteOrigins,
  studioDirectives,
} from './contentSecurityPolicy.ts';
import { servedOverHttps } from './securityHeaders.ts';

const origins = {
  content: ['https://cdn.example'],
  travelCards: [],
  scheduler: ['https://scheduling.example'],
  chat: CHAT_ORIGINS,
};

describe('siteDirectives', () => {
  const directives = siteDirectives(["'sha256-abc123'"], origins);

  it('runs only its own scripts, its hashed inline scripts and the chat messenger', () => {
    expect(directives['script-src']).toEqual([
      "'self'",
      "'sha256-abc123'",
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

describe('siteOrigins', () => {
  const configured = { content: ['https://cdn.example'], travelCards: ['https://feed.example'] };

  it.each([
    [
      'a scheduler and a chat',
      { schedulingUrl: 'https://calendly.example/halcyon/call?utm_source=site', chat: true },
      ['https://calendly.example'],
      CHAT_ORIGINS,
    ],
    ['neither', { schedulingUrl: null, chat: false }, [], []],
    [
      'a scheduler only',
      { schedulingUrl: 'https://book.example/', chat: false },
      ['https://book.example'],
      [],
    ],
    [
      'a scheduler that is not on the web',
      { schedulingUrl: 'javascript:alert(1)', chat: true },
      [],
      CHAT_ORIGINS,
    ],
  ])('%s', (_case, services, scheduler, chat) => {
    expect(siteOrigins(services, configured)).toEqual({ ...configured, scheduler, chat });
  });

  it('a page with no chat neither loads nor frames nor connects to it', () => {
    const directives = siteDirectives(
      [],
      siteOrigins({ schedulingUrl: null, chat: false }, configured),
    );
    const policy = serialisePolicy(directives);
    expect(policy).not.toContain('tawk.to');
    expect(directives['frame-src']).toEqual([]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cdn.example',
      'https://feed.example',
    ]);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://cdn.example',
      'https://feed.example',
    ]);
  });
});

describe('hostedContentOrigins', () => {
  it.each([
    [undefined, 'abc', []],
    ['https://api.sanity.io', undefined, []],
    [
      'https://api.sanity.io',
      'abc',
      ['https://abc.apicdn.sanity.io', 'https://abc.api.sanity.io', 'https://cdn.sanity.io'],
    ],
    // Another API host (a stand-in lake) serves the API and pictures itself.
    ['http://localhost:4390', 'smoke', ['http://smoke.localhost:4390', 'http://localhost:4390']],
  ])('%s, project %s', (apiHost, projectId, origins) => {
    expect(hostedContentOrigins(apiHost, projectId)).toEqual(origins);
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
