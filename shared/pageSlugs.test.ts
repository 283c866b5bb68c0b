import { describe, expect, it } from 'vitest';
import routes from '../web/routes.ts';
import { isPageSlug, pageSlugProblem } from './pageSlugs.ts';

describe('page slugs', () => {
  it.each([
    ['about-us', true],
    ['gift-vouchers', true],
    ['terms', true],
    ['2026-offers', true],
    ['Gift-Vouchers', false],
    ['gift vouchers', false],
    ['gift--vouchers', false],
    ['-gift', false],
    ['gift/vouchers', false],
    ['', false],
    ['journeys', false],
    ['picks', false],
    ['studio', false],
    ['api', false],
    ['v1', false],
    ['vx', false],
    ['v2025', false],
    ['vouchers', true],
  ])('%j can be a page address: %s', (slug, expected) => {
    expect(isPageSlug(slug)).toBe(expected);
  });

  it('tells editors why an address is taken', () => {
    expect(pageSlugProblem('picks')).toBe(
      '/picks belongs to another part of the site. Please choose another address.',
    );
    expect(pageSlugProblem('Gift')).toMatch(/lower-case/);
  });

  it('reserves the first segment of every fixed route of the site', () => {
    const fixed = routes
      .map((route) => route.path?.split('/')[0] ?? '')
      .filter((segment) => segment !== '' && !/[:*.]/.test(segment));
    expect(fixed.length).toBeGreaterThan(5);
    for (const segment of fixed) expect(isPageSlug(segment), segment).toBe(false);
  });
});
