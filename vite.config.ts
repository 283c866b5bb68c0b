/// <reference types="vitest/config" />
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { servicesDevPlugin } from './server/servicesDevPlugin.ts';

// Vitest loads this file too; the React Router plugin only belongs to the site build and dev server.
const underVitest = process.env.VITEST !== undefined;

export default defineConfig({
  plugins: underVitest ? [] : [servicesDevPlugin(), reactRouter()],
  build: { target: 'es2022' },
  test: {
    include: ['{web,server,functions,scripts,studio,shared}/**/*.test.{ts,tsx}'],
    environment: 'node',
    restoreMocks: true,
  },
});
