/**
 * Every redirect to a caller-given address stays on this site (shared/sameOriginPath.ts), through
 * the real route: leaving preview mode with a hostile `?to=` lands on the home page.
 * HTTP only, so desktop only.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures.ts';

const hostile = [
  '/.//evil.com',
  '/a/..//evil.com',
  '/%2e//evil.com',
  '//evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/%2f%2fevil.com',
  '/%5cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  'https://evil.com/',
  'javascript:alert(1)',
];

test.describe('leaving preview mode (/api/preview-mode/disable) @desktop', () => {
  for (const to of hostile) {
    test(`?to=${JSON.stringify(to)} goes home`, async ({ request }) => {
      const response = await request.get(`/api/preview-mode/disable?to=${encodeURIComponent(to)}`, {
        maxRedirects: 0,
      });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toBe('/');
    });
  }

  test('a path on this site keeps its query and fragment', async ({ request }) => {
    const to = '/journeys?region=Asia#list';
    const response = await request.get(`/api/preview-mode/disable?to=${encodeURIComponent(to)}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(to);
  });
});
