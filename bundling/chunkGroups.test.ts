import { describe, expect, it } from 'vitest';
import { chunkGroupOf, FRAMEWORK_CHUNK, SHELL_CHUNK, type ModuleGraph } from './chunkGroups.ts';

const ROOT = '/site/web/root.tsx';

/** A small module graph in the site's shape: static imports only (`import()` is not listed). */
const IMPORTS: Record<string, string[]> = {
  '/site/web/root.tsx?__react-router-build-client-route': [ROOT],
  [ROOT]: [
    '/site/node_modules/react-router/dist/development/index.mjs',
    '/site/web/components/SiteHeader.tsx',
    '/site/web/components/popups/PopupProvider.tsx',
  ],
  '/site/web/components/SiteHeader.tsx': [
    '/site/node_modules/react/index.js',
    '/site/web/data/navigation.ts',
  ],
  '/site/web/components/popups/PopupProvider.tsx': ['/site/web/lib/popupQueue.ts'],
  '/site/web/routes/home/HomePage.tsx': [
    '/site/web/routes/home/HeroCarousel.tsx',
    '/site/web/lib/popupQueue.ts',
    '/site/node_modules/swr/dist/index/index.mjs',
  ],
  '/site/web/routes/home/HeroCarousel.tsx': ['/site/node_modules/react/index.js'],
};

const graph: ModuleGraph = {
  getModuleInfo: (id) => ({ importedIds: IMPORTS[id] ?? [] }),
};

describe('chunkGroupOf', () => {
  it.each([
    ['React', '/site/node_modules/react/index.js', FRAMEWORK_CHUNK],
    [
      'React DOM',
      '/site/node_modules/react-dom/cjs/react-dom-client.production.js',
      FRAMEWORK_CHUNK,
    ],
    ['React Router', '/site/node_modules/react-router/dist/development/index.mjs', FRAMEWORK_CHUNK],
    ['the scheduler React DOM runs on', '/site/node_modules/scheduler/index.js', FRAMEWORK_CHUNK],
    ['the root layout itself', ROOT, SHELL_CHUNK],
    ['the header the root layout renders', '/site/web/components/SiteHeader.tsx', SHELL_CHUNK],
    ['a module the header imports', '/site/web/data/navigation.ts', SHELL_CHUNK],
    ['a module the shell shares with a route', '/site/web/lib/popupQueue.ts', SHELL_CHUNK],
    ['a route', '/site/web/routes/home/HomePage.tsx', null],
    ['a component only a route uses', '/site/web/routes/home/HeroCarousel.tsx', null],
    ['a library only routes use', '/site/node_modules/swr/dist/index/index.mjs', null],
    [
      'a package whose name starts like the framework’s',
      '/site/node_modules/react-calendly/index.js',
      null,
    ],
  ])('%s', (_case, id, expected) => {
    expect(chunkGroupOf(ROOT)(id, graph)).toBe(expected);
  });

  it('puts nothing in the shell when the root layout is not in the graph', () => {
    expect(chunkGroupOf('/elsewhere/root.tsx')('/site/web/components/SiteHeader.tsx', graph)).toBe(
      null,
    );
  });
});
