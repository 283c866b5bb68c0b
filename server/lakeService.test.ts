import { describe, expect, it } from 'vitest';
import { isLakePath } from '@halcyon/content-lake';

describe('isLakePath', () => {
  it.each([
    ['/v2025-02-19/data/query/production', true],
    ['/v1/auth/providers', true],
    ['/vX/data/listen/production', true],
    ['/v2021-06-07', true],
    ['/images/local/production/abc-1x1.jpg', true],
    ['/files/local/production/abc.pdf', true],
    ['/', false],
    ['/journeys', false],
    ['/journeys/asia', false],
    ['/picks', false],
    ['/holiday-types/safaris', false],
    ['/about-us', false],
    ['/terms', false],
    ['/form', false],
    ['/paystatus', false],
    ['/studio', false],
    ['/studio/structure', false],
    ['/assets/index-abc123.js', false],
    ['/submit', false],
    ['/api/enquiries', false],
    ['/travelcards.json', false],
    ['/travel-pack/images/x.jpg', false],
    ['/villas', false],
    ['/v2025-02-19x/data', false],
  ])('%s → %s', (pathname, claimed) => {
    expect(isLakePath(pathname)).toBe(claimed);
  });
});
