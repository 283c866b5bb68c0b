import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision 081: each screen family keeps its route modules, its queries, its components and its
 * styles in one folder, web/routes/{family}/, so a newcomer finds a screen's code in one place.
 * Plain file reads only: this is a unit test.
 */

const root = path.resolve(import.meta.dirname, '../..');
const web = path.join(root, 'web');

/** The screen families: each keeps its route modules, queries, components and styles together. */
const screenFamilies = [
  'home',
  'journeys',
  'picks',
  'holiday-types',
  'pages',
  'enquiries',
  'payments',
  'find-a-trip',
  'plan-my-trip',
  'specialists',
];

/**
 * Route folders that serve machines, not screens: the sitemap and robots.txt, and the switches of
 * draft preview. Their shared pieces keep the same names (`web/components/seo/`, `web/preview/`).
 */
const machineRoutes = ['seo', 'preview'];

/** Folders any family may import from: shared pieces, not another family's own code. */
const shared = [
  'web/components/',
  'web/styles/',
  'web/data/',
  'web/lib/',
  'web/startup/',
  'web/preview/',
  'shared/',
];

/** The family folder of each route module named in web/routes.ts. */
function routeFamilies(): Map<string, string[]> {
  const source = readFileSync(path.join(web, 'routes.ts'), 'utf8');
  const families = new Map<string, string[]>();
  for (const [, family = '', file = ''] of source.matchAll(/'routes\/([^/']+)\/([^']+)'/g)) {
    families.set(family, [...(families.get(family) ?? []), `web/routes/${family}/${file}`]);
  }
  return families;
}

/** The relative imports of a file, as paths from the repository root. */
function relativeImports(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  return [...source.matchAll(/(?:from|import)\s+'(\.{1,2}\/[^']+)'/g)].map(([, specifier = '']) =>
    path.relative(root, path.resolve(path.dirname(path.join(root, file)), specifier)),
  );
}

const isQuery = (file: string) =>
  existsSync(path.join(root, file)) &&
  readFileSync(path.join(root, file), 'utf8').includes('defineQuery(');

/**
 * The imports of a family's files that break the rule: a query module outside the family folder,
 * or a query, component or style sheet in a folder that is neither the family's nor a shared one.
 */
function strays(family: string, importsByFile: Map<string, string[]>, query = isQuery): string[] {
  const home = `web/routes/${family}/`;
  const found: string[] = [];
  for (const [file, imports] of importsByFile) {
    for (const target of imports) {
      if (target.startsWith(home)) continue;
      const sharedTarget = shared.some((folder) => target.startsWith(folder));
      // Other .ts imports (server helpers, shared logic) are the layer rules' business (025).
      const uiPiece = /\.(tsx|css)$/.test(target);
      if (query(target) || (uiPiece && !sharedTarget)) found.push(`${file} imports ${target}`);
    }
  }
  return found;
}

describe('feature folders', () => {
  const families = routeFamilies();

  it('knows every route folder web/routes.ts names as a screen family or a machine route', () => {
    expect([...families.keys()].sort()).toEqual([...screenFamilies, ...machineRoutes].sort());
  });

  // A new route folder fails the test above until it is named here, and is then held to the rule.
  it.each(screenFamilies)(
    'keeps the %s routes, queries, components and styles in one folder',
    (family) => {
      const folder = path.join(web, 'routes', family);
      const files = readdirSync(folder)
        .filter((name) => /\.(tsx?)$/.test(name))
        .map((name) => `web/routes/${family}/${name}`);
      for (const route of families.get(family) ?? []) expect(files).toContain(route);
      const importsByFile = new Map(files.map((file) => [file, relativeImports(file)]));
      expect(strays(family, importsByFile)).toEqual([]);
      // Nothing of the family left behind in the folders sorted by kind.
      expect(existsSync(path.join(web, 'components', family))).toBe(false);
      expect(existsSync(path.join(web, 'styles', `${family}.css`))).toBe(false);
    },
  );

  it('reports a query, component or style sheet that sits outside the family folder', () => {
    const importsByFile = new Map([
      [
        'web/routes/picks/PicksPage.tsx',
        [
          'web/routes/picks/picks.css',
          'web/components/ContactBlock.tsx',
          'web/data/queries/picksPageQuery.ts',
          'web/routes/journeys/JourneyCard.tsx',
        ],
      ],
    ]);
    expect(strays('picks', importsByFile, (file) => file.endsWith('Query.ts'))).toEqual([
      'web/routes/picks/PicksPage.tsx imports web/data/queries/picksPageQuery.ts',
      'web/routes/picks/PicksPage.tsx imports web/routes/journeys/JourneyCard.tsx',
    ]);
  });
});
