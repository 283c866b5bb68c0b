import { describe, expect, it } from 'vitest';
import { breadcrumbsFromPath, titleCase } from './breadcrumbs.ts';

describe('titleCase', () => {
  it.each([
    ['thailand-in-style', 'Thailand In Style'],
    ['sri-lanka', 'Sri Lanka'],
    ['ASIA', 'Asia'],
    ['multi-destinations-holidays', 'Multi Destinations Holidays'],
    ['bali%20lombok', 'Bali Lombok'],
  ])('%s → %s', (segment, expected) => {
    expect(titleCase(segment)).toBe(expected);
  });
});

describe('breadcrumbsFromPath', () => {
  it('links every crumb but the last, which is plain and title-cased', () => {
    expect(breadcrumbsFromPath('/journeys/thailand-in-style')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Journeys', to: '/journeys' },
      { label: 'Thailand In Style' },
    ]);
  });

  it('takes a label or a target for a known path', () => {
    expect(
      breadcrumbsFromPath('/holiday-types/safaris', {
        '/holiday-types': { label: 'Holiday Types', to: '/#travel-collections' },
      }),
    ).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Holiday Types', to: '/#travel-collections' },
      { label: 'Safaris' },
    ]);
    expect(
      breadcrumbsFromPath('/picks/maldives', { '/picks': { label: 'Premium Picks' } }),
    ).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Premium Picks', to: '/picks' },
      { label: 'Maldives' },
    ]);
  });

  it('ignores a trailing slash', () => {
    expect(breadcrumbsFromPath('/picks/')).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Picks' },
    ]);
  });
});
