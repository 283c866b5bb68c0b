import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import {
  MAX_JSON_BYTES,
  flag,
  jsonBody,
  paramsFromSearch,
  perspectiveFrom,
} from './requestOptions.ts';

describe('paramsFromSearch', () => {
  it('decodes JSON parameters and ignores other options', () => {
    const search = new URLSearchParams(
      'query=*&$slug="maldives"&$n=3&$ids=["a","b"]&perspective=raw',
    );
    expect(paramsFromSearch(search)).toEqual({ slug: 'maldives', n: 3, ids: ['a', 'b'] });
  });

  it('rejects an unquoted string with a 400', () => {
    expect(() => paramsFromSearch(new URLSearchParams('$slug=maldives'))).toThrow(LakeError);
  });
});

describe('perspectiveFrom', () => {
  it.each([
    [null, 'v2025-02-19', 'published', false],
    [null, 'v2026-01-01', 'published', false],
    [null, 'vX', 'published', false],
    [null, 'v2021-06-07', 'raw', false],
    [null, 'v1', 'raw', false],
    ['drafts', 'v2021-06-07', 'stack', true],
    ['raw', 'v2025-02-19', 'raw', true],
  ])('%s on %s → %s', (value, version, kind, explicit) => {
    const result = perspectiveFrom(value, version);
    expect(result.perspective.kind).toBe(kind);
    expect(result.explicit).toBe(explicit);
  });

  it('rejects an unknown perspective', () => {
    expect(() => perspectiveFrom('raw,drafts', 'v2025-02-19')).toThrow(LakeError);
  });
});

describe('flag', () => {
  it.each([
    ['', 'returnIds', false, false],
    ['returnIds=true', 'returnIds', false, true],
    ['returnIds=false', 'returnIds', true, false],
    ['dryRun=1', 'dryRun', false, true],
  ])('%s', (search, name, fallback, expected) => {
    expect(flag(new URLSearchParams(search), name, fallback)).toBe(expected);
  });
});

describe('jsonBody', () => {
  const request = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://lake.test/', { method: 'POST', body, headers });

  it('reads a JSON object', async () => {
    expect(await jsonBody(request('{"mutations":[]}'))).toEqual({ mutations: [] });
  });

  const cases: [string, string, number, Record<string, string>][] = [
    ['not JSON', '{"query":', 400, {}],
    ['an array', '[1,2]', 400, {}],
    ['a declared size over the limit', '{}', 413, { 'content-length': String(MAX_JSON_BYTES + 1) }],
  ];
  it.each(cases)('refuses %s', async (_name, body, status, headers) => {
    await expect(jsonBody(request(body, headers))).rejects.toMatchObject({ status });
  });
});
