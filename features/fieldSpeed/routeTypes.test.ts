import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_TYPE_TITLES, ROUTE_TYPES, routeTypeOf } from './fieldSpeed.ts';

/** The route modules the site declares, read from its route table as written. */
const routeModules = [
  ...readFileSync(path.resolve(import.meta.dirname, '../../web/routes.ts'), 'utf8').matchAll(
    /'(routes\/[^']+)\.tsx?'/g,
  ),
].map((match) => match[1] ?? '');

/** Routes that answer with something other than a page a visitor reads (no beacon runs there). */
const NOT_PAGES = /^routes\/(seo|preview)\//;

describe('route types of the field data', () => {
  it('give every page the site declares a type of its own, never "other"', () => {
    const pages = routeModules.filter((module) => !NOT_PAGES.test(module));
    expect(pages.length).toBeGreaterThan(15);
    expect(pages.filter((module) => routeTypeOf(module) === 'other')).toEqual([]);
  });

  it.each([
    ['routes/specialists/SpecialistsPage', 'specialists'],
    ['routes/specialists/SpecialistPage', 'specialists'],
    ['routes/pages/StaticPage', 'reading'],
    [undefined, 'other'],
    ['routes/unknown/Page', 'other'],
  ])('%s is counted as %s', (module, type) => {
    expect(routeTypeOf(module)).toBe(type);
  });

  it('name each type in words for the editor', () => {
    for (const type of ROUTE_TYPES) expect(ROUTE_TYPE_TITLES[type]).toMatch(/\S/);
  });
});
