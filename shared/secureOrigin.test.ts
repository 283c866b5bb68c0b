import { describe, expect, it } from 'vitest';
import { parseEnvironment } from './environment.ts';
import { reachedOverHttps } from './secureOrigin.ts';

describe('reachedOverHttps', () => {
  it.each([
    ['https://www.example.co.uk/', {}, {}, true],
    ['http://127.0.0.1:3000/', {}, {}, false],
    ['http://127.0.0.1:3000/', {}, { 'x-forwarded-proto': 'https' }, false],
    ['http://127.0.0.1:3000/', { TRUST_PROXY: 'on' }, { 'x-forwarded-proto': 'https' }, true],
    ['http://127.0.0.1:3000/', { TRUST_PROXY: '2' }, { 'x-forwarded-proto': 'HTTPS, http' }, true],
    ['http://127.0.0.1:3000/', { TRUST_PROXY: 'on' }, { 'x-forwarded-proto': 'http' }, false],
    ['http://127.0.0.1:3000/', { TRUST_PROXY: 'on' }, {}, false],
    ['http://127.0.0.1:3000/', { SITE_URL: 'https://www.example.co.uk' }, {}, true],
    ['http://127.0.0.1:3000/', { SITE_URL: 'http://localhost:3000' }, {}, false],
  ])('%s with %j and headers %j: %s', (url, variables, headers, expected) => {
    const request = new Request(url, { headers });
    expect(reachedOverHttps(request, parseEnvironment(variables))).toBe(expected);
  });
});
