import { ClientError, ServerError } from '@sanity/client';
import { describe, expect, it } from 'vitest';
import { contentUnavailable, isContentUnavailable } from './contentUnavailable.server.ts';

function answer(statusCode: number) {
  return {
    statusCode,
    headers: {},
    body: { error: { description: 'from the content API' } },
    url: 'http://api.example/v1/data/query/production',
    method: 'GET',
  };
}

describe('isContentUnavailable', () => {
  it.each([
    ['a 400 for our own query', new ClientError(answer(400) as never), false],
    ['a 429: too busy to take the query now', new ClientError(answer(429) as never), true],
    ['a 502 from the content API', new ServerError(answer(502) as never), true],
    ['a time-out', Object.assign(new Error('timed out'), { name: 'TimeoutError' }), true],
    ['a refused connection', Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }), true],
  ])('%s: unavailable is %s', (_label, error, expected) => {
    expect(isContentUnavailable(error)).toBe(expected);
  });
});

describe('contentUnavailable', () => {
  it('is thrown as route data with status 503', () => {
    expect(contentUnavailable().init?.status).toBe(503);
  });
});
