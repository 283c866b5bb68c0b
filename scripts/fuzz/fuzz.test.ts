import { describe, expect, it } from 'vitest';
import { collectFindings, injectedHeaderLines, isUndocumentedServerError } from './findings.ts';
import {
  COSTLY_GROQ,
  TARGETS,
  createRandom,
  fuzzRequest,
  percentEncode,
  serializeRequest,
  type FuzzContext,
} from './generator.ts';

const context: FuzzContext = {
  imagePaths: ['/images/local/production/abc-100x100.jpg'],
  pagePaths: ['/', '/picks'],
  token: 'secret-token',
  apiVersion: '2025-02-19',
  dataset: 'production',
  host: '127.0.0.1:4000',
};

// Thousands of generated requests take about a second alone, and several on a busy machine (the
// fast tier runs the type-checks beside these tests).
describe('the fuzz request generator', { timeout: 30_000 }, () => {
  it('sends the same bytes for the same seed and index, and others for another seed', () => {
    const once = serializeRequest(fuzzRequest(7, 42, context));
    expect(serializeRequest(fuzzRequest(7, 42, context)).equals(once)).toBe(true);
    const others = [1, 2, 3].map((seed) => serializeRequest(fuzzRequest(seed, 42, context)));
    expect(others.some((bytes) => !bytes.equals(once))).toBe(true);
  });

  it('aims at every endpoint family and sends hostile input among 2,000 requests', () => {
    const requests = Array.from({ length: 2000 }, (_, i) => fuzzRequest(3, i, context));
    expect(new Set(requests.map((r) => r.target))).toEqual(new Set(TARGETS));
    const wire = requests.map((r) => serializeRequest(r).toString('latin1'));
    expect(
      wire.some((text) => /\r\nx-fuzz-injected: 1/i.test(text.split('\r\n\r\n')[0] ?? '')),
    ).toBe(true);
    expect(requests.some((r) => r.headers.some(([name]) => name === 'content-encoding'))).toBe(
      true,
    );
    expect(requests.some((r) => r.framing === 'chunked')).toBe(true);
    expect(requests.some((r) => r.body.length > 100_000)).toBe(true);
  });

  it('leaves the costly GROQ out when asked', () => {
    const mild = { ...context, mildGroq: true };
    const wire = Array.from({ length: 3000 }, (_, i) =>
      serializeRequest(fuzzRequest(5, i, mild)).toString('latin1'),
    );
    for (const expression of COSTLY_GROQ) {
      expect(wire.some((text) => text.includes(percentEncode(expression)))).toBe(false);
    }
  });

  it('keeps every request line on one line, whatever it carries', () => {
    for (let i = 0; i < 2000; i++) {
      const line = serializeRequest(fuzzRequest(9, i, context))
        .toString('latin1')
        .split('\r\n')[0];
      expect(line).toMatch(/^[^\r\n ]+ [^\r\n ]+ HTTP\/1\.1$/);
    }
  });

  it('percent-encodes like encodeURIComponent, and survives a lone surrogate', () => {
    expect(percentEncode('a b/é')).toBe(encodeURIComponent('a b/é'));
    expect(percentEncode('\ud800')).toBe('%EF%BF%BD');
  });

  it('draws numbers in [0, 1) from its seeded source', () => {
    const random = createRandom(1);
    const draws = Array.from({ length: 1000 }, () => random.next());
    expect(draws.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(990);
  });
});

describe('fuzz findings', () => {
  it.each([
    ['submit', 500, false],
    ['submit', 502, true],
    ['enquiries', 500, true],
    ['enquiries', 503, true],
    ['pages', 404, false],
    ['images', 200, false],
  ] as const)('%s answering %i is an undocumented 5xx: %s', (target, status, expected) => {
    expect(isUndocumentedServerError(target, status)).toBe(expected);
  });

  it.each([
    [['content-type: text/plain'], []],
    [['x-fuzz-injected: 1'], ['x-fuzz-injected: 1']],
    [['X-Fuzz-Injected:1'], ['X-Fuzz-Injected:1']],
    [['location: /?ref=%0D%0Ax-fuzz-injected%3A+1'], []],
    [['location: /?ref=x-fuzz-injected: 1'], ['location: /?ref=x-fuzz-injected: 1']],
    [['location: /\nx: 1'], ['location: /\nx: 1']],
  ])('header lines %j show injections %j', (lines, expected) => {
    expect(injectedHeaderLines(lines)).toEqual(expected);
  });

  it('counts statuses by endpoint, hangs and unanswered requests apart', () => {
    const findings = collectFindings([
      { index: 0, target: 'pages', status: 200, hung: false, headerLines: [] },
      { index: 1, target: 'pages', status: 0, hung: true, headerLines: [] },
      { index: 2, target: 'query', status: 0, hung: false, headerLines: [] },
      { index: 3, target: 'query', status: 502, hung: false, headerLines: ['x-fuzz-injected: 1'] },
    ]);
    expect(findings.byTarget.get('pages')).toEqual(
      new Map([
        [200, 1],
        [0, 1],
      ]),
    );
    expect(findings.hangs.map((o) => o.index)).toEqual([1]);
    expect(findings.unanswered).toBe(1);
    expect(findings.undocumented5xx.map((o) => o.index)).toEqual([3]);
    expect(findings.injections.map((o) => o.index)).toEqual([3]);
  });
});
