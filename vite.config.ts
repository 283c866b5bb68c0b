/// <reference types="vitest/config" />
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './lib/bundling/chunkGroups.ts';
import { fontFallbacksPlugin } from './lib/fonts/fontFallbacks.ts';
import { servicesDevPlugin } from './server/servicesDevPlugin.ts';

// Vitest loads this file too; the React Router plugin only belongs to the site build and dev server.
const underVitest = process.env.VITEST !== undefined;

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
    include: [
      '{web,server,functions,scripts,studio,shared,lib,tests,content}/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
