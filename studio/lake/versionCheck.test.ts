import { describe, expect, it, vi } from 'vitest';
import { answerVersionChecksLocally, isVersionLookup } from './versionCheck.ts';

describe('isVersionLookup', () => {
  it.each([
    ['https://sanity-cdn.com/v1/modules/sanity/latest/^6.16.0/t1790000000', true],
    ['https://sanity-cdn.com/v1/modules/by-app/app1/t1790000000/^6.16.0/sanity', true],
    ['https://sanity-cdn.work/v1/modules/sanity/latest/^6.16.0/t1790000000', true],
    ['http://sanity-cdn.com/v1/modules/sanity/latest/^6.16.0/t1', false],
    ['https://sanity-cdn.com/v1/other', false],
    ['https://cdn.example/v1/modules/sanity/latest', false],
    ['http://127.0.0.1:4212/v2025-02-19/data/query/production', false],
    ['/studio/static/favicon.ico', false],
  ])('%s → %s', (url, expected) => {
    expect(isVersionLookup(url)).toBe(expected);
  });
});

describe('answerVersionChecksLocally', () => {
  it('answers a version look-up itself and passes every other request on', async () => {
    const passedOn = vi.fn(async () => new Response('from the network'));
    const scope = { fetch: passedOn } as unknown as typeof globalThis;
    answerVersionChecksLocally(scope);

    const lookup = await scope.fetch(
      new URL('https://sanity-cdn.com/v1/modules/sanity/latest/^6.16.0/t1'),
    );
    expect(await lookup.json()).toEqual({});
    expect(passedOn).not.toHaveBeenCalled();

    const other = await scope.fetch('/v1/users/me', { method: 'GET' });
    expect(await other.text()).toBe('from the network');
    expect(passedOn).toHaveBeenCalledWith('/v1/users/me', { method: 'GET' });
  });
});
