import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way; the folder names say which. Tests may reach across (a functions test
 * starts a local lake), runtime modules may not. docs/decisions/025-layers.md explains the
 * layers; tests/layers/layers.test.ts proves that a wrong-way import, and an import cycle, fail
 * the lint.
 */
const runtime = [
  'web',
  'server',
  'functions',
  'features',
  'http',
  'shared',
  'imagery',
  'seed',
  'contentArchive',
  'content',
  'studio',
];
/** The runtime libraries the host and the commands use: pictures, the seed, content archives. */
const libraries = ['./imagery', './seed', './contentArchive'];
/** The app's folders: everything in the project that is not a workspace package. */
const app = [...runtime, 'bundling', 'scripts', 'tests'].map((folder) => `./${folder}`);
const lake = './packages/content-lake';
const useTheEntry = 'Use the lake through its public entry: import from @halcyon/content-lake.';

/**
 * The lake is a workspace package (docs/decisions/078-the-lake-is-a-package.md): it imports
 * nothing of the app, and the app, tests included, reaches it only through its entries.
 */
export const lakeZones = [
  {
    target: lake,
    from: app,
    message:
      'The lake is a package that speaks Sanity’s HTTP API and knows nothing of the app: the host passes what it needs through the lake’s options.',
  },
  {
    // By name, '@halcyon/content-lake' is not a path into the folder (import-x does not follow
    // the workspace link); a relative path into the package always is, entry or not.
    target: app,
    from: lake,
    message: useTheEntry,
  },
];

/** Names past the lake package's main entry; tests may use its './testing' entry too. */
const lakeDeepImports = (forTests) => [
  {
    group: ['@halcyon/content-lake/*', ...(forTests ? ['!@halcyon/content-lake/testing'] : [])],
    message: forTests
      ? useTheEntry
      : `${useTheEntry} (@halcyon/content-lake/testing is for tests).`,
  },
];

/**
 * Each feature's domain code lives in features/{name}/ (docs/decisions/100-feature-folders.md).
 * Features sit below the runtimes that call them (web, functions, server, scripts, studio), and
 * among themselves in one order: a feature imports only features listed before it.
 */
export const featureOrder = [
  'specialists',
  'notifications',
  'enquiries',
  'tripRequests',
  'leadWebhooks',
  'privacy',
];
/** Features that import no other feature and that no feature imports. */
const standaloneFeatures = ['payments', 'fieldSpeed', 'accessibility'];
const features = [...featureOrder, ...standaloneFeatures];
/**
 * A feature's public entries: `index.ts` for the server's runtimes, and `browser.ts` for what a
 * browser bundle (a screen, the Studio) may carry, which imports no Node module.
 */
const entries = ['./index.ts', './browser.ts'];
/** Whether `other` comes after `name` in `order` (so it may import `name`). */
const aboveIn = (order, name, other) => order.indexOf(other) > order.indexOf(name);

export const featureZones = [
  {
    target: './features',
    from: ['./web', './server', './functions', './scripts', './studio', './content', ...libraries],
    message:
      'features/ holds domain code the runtimes call: a feature imports shared/ and http/ only.',
  },
  ...features.map((name) => ({
    // Every other feature but those above this one in the order.
    target: features
      .filter((other) => other !== name)
      .filter((other) => !featureOrder.includes(name) || !aboveIn(featureOrder, name, other))
      .map((other) => `./features/${other}`),
    from: `./features/${name}`,
    message: `Features import one way (${featureOrder.join(' → ')} may use those before them); features/${name} is not below this one.`,
  })),
  ...features.map((name) => ({
    target: [
      ...app.filter((folder) => folder !== './features'),
      ...features.filter((other) => other !== name).map((other) => `./features/${other}`),
    ],
    from: `./features/${name}`,
    except: entries,
    message: `Use features/${name} through its public entry (index.ts, or browser.ts in a browser bundle).`,
  })),
];

export const layerZones = [
  {
    target: runtime.map((folder) => `./${folder}`),
    from: './scripts',
    message:
      'scripts/ holds command entries only; move what runtime code needs into a feature or a library folder.',
  },
  {
    target: ['./web', './functions', './features'],
    from: './server',
    message: 'The site and the functions run on any host; share code through shared/.',
  },
  ...lakeZones,

  {
    target: './shared',
    from: [
      './web',
      './server',
      './functions',
      './features',
      './http',
      ...libraries,
      './bundling',
      './scripts',
      './studio',
      './content',
    ],
    message: 'shared/ is the bottom layer: configuration and contracts, importing no other folder.',
  },
  {
    target: './http',
    from: ['./web', './server', './functions', './features', ...libraries, './studio', './content'],
    message: 'http/ reads requests for the functions and the features; it imports only shared/.',
  },
  {
    target: libraries,
    from: ['./web', './server', './functions', './features', './http', './studio'],
    message:
      'imagery/, seed/ and contentArchive/ are runtime libraries used by the host and the commands.',
  },
  ...featureZones,
  {
    target: [...runtime.map((folder) => `./${folder}`), './scripts'],
    from: './bundling',
    message: 'bundling/ holds the build’s Vite plugins; nothing that runs or seeds imports them.',
  },
  {
    target: [...runtime.map((folder) => `./${folder}`), './scripts'],
    from: './tests',
    message: 'tests/ holds the tests; what a command or runtime code needs lives beside it.',
  },
  {
    target: './studio',
    from: ['./web', './content', ...libraries, './server', './functions', './http'],
    message: 'The Studio is built and deployed on its own; share code with it through shared/.',
  },
  {
    target: './content',
    from: ['./web', './server', './functions', './http', './studio'],
    // The types TypeGen generates from the Studio schema: the seed is checked against them.
    except: ['./data/sanity.types.ts'],
    message:
      'The seed content is data: it may use shared/, the picture library and features’ browser entries only.',
  },
];

/** The layer rules, and no import cycle between modules. */
export const layers = {
  files: ['**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}', 'tests/**'],
  plugins: { 'import-x': importX },
  // import-x reads each imported module to follow its imports, TypeScript included.
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    // A path into the package past its declared exports (a deep import by name).
    'no-restricted-imports': ['error', { patterns: lakeDeepImports(false) }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/**
 * Tests may reach across the app's layers, but not into the lake past its entries, and the
 * lake's own tests not into the app.
 */
/** The commands may start a lake with the test helpers too (the lake's benchmark does). */
const commandsMayUseLakeTesting = {
  files: ['scripts/**/*.ts'],
  ignores: ['**/*.test.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: lakeDeepImports(true) }] },
};

export const lakeBoundaryForTests = {
  files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
  plugins: { 'import-x': importX },
  settings: layers.settings,
  rules: {
    'import-x/no-restricted-paths': ['error', { zones: lakeZones }],
    'no-restricted-imports': ['error', { patterns: lakeDeepImports(true) }],
  },
};

/**
 * The browser tests take `test` from their fixtures module, which makes every test's visitor a
 * returning one; Playwright's own would show each test the launch notice.
 */
const browserTestsUseTheirFixtures = {
  files: ['tests/e2e/**/*.ts'],
  ignores: ['tests/e2e/fixtures.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: lakeDeepImports(true),
        paths: [
          {
            name: '@playwright/test',
            importNames: ['test'],
            message: "Take `test` from './fixtures.ts': its visitor has seen the launch notice.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '.react-router/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
      '.netlify/**',
      // Generated by Sanity TypeGen (npm run typegen).
      'web/data/sanity.types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layers,
  commandsMayUseLakeTesting,
  lakeBoundaryForTests,
  browserTestsUseTheirFixtures,
);
