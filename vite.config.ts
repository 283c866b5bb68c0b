import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { chunkGroups } from './bundling/chunkGroups.ts';
import { fontFallbacksPlugin } from './bundling/fontFallbacks.ts';
import { servicesDevPlugin } from './server/servicesDevPlugin.ts';

// Vitest loads this file too; the React Router plugin only belongs to the site build and dev server.
const underVitest = process.env.VITEST !== undefined;

// Where test files live; a file ending `.integration.test.ts` is in the integration tier.
const TEST_FOLDERS = [
  '{web,server,functions,features,scripts,studio,shared,lib,bundling,tests,content}/**/',
  'packages/*/src/**/',
];
const TEST_FILES = TEST_FOLDERS.map((folder) => `${folder}*.test.{ts,tsx}`);
const INTEGRATION_FILES = TEST_FOLDERS.map((folder) => `${folder}*.integration.test.{ts,tsx}`);

export default defineConfig({
  plugins: underVitest
    ? []
    : [
        servicesDevPlugin(),
        fontFallbacksPlugin(),
        chunkGroups(path.resolve(import.meta.dirname, 'web/root.tsx')),
        reactRouter(),
      ],
  build: { target: 'es2022', cssCodeSplit: false, sourcemap: process.env.SOURCEMAP === '1' },
  test: {
    environment: 'node',
    restoreMocks: true,
    // A stubbed global or variable must not outlive its test: unit files share a worker.
    unstubGlobals: true,
    unstubEnvs: true,
    // Two tiers (decision 079). `unit`: everything but `*.integration.test.*`, run by
    // `npm run test:fast`; a guard makes any process started or socket opened there fail.
    // `integration`: the files that start a lake, a host, a mail catcher or a command.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...INTEGRATION_FILES],
          setupFiles: ['tests/tiers/unitGuard.ts'],
          // One worker runs the files one after another, sharing modules it has loaded: a
          // fresh worker per file cost more than the tests themselves (decision 079).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'integration', include: INTEGRATION_FILES },
      },
    ],
  },
});
