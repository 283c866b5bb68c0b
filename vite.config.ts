/// <reference types="vitest/config" />
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { fontFallbacksPlugin } from './lib/fonts/fontFallbacks.ts';
import { servicesDevPlugin } from './server/servicesDevPlugin.ts';

// Vitest loads this file too; the React Router plugin only belongs to the site build and dev server.
const underVitest = process.env.VITEST !== undefined;

export default defineConfig({
  plugins: underVitest ? [] : [servicesDevPlugin(), fontFallbacksPlugin(), reactRouter()],
  build: { target: 'es2022', cssCodeSplit: false, sourcemap: process.env.SOURCEMAP === '1' },
  test: {
    include: ['{web,server,functions,scripts,studio,shared,lib,tests,content}/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
