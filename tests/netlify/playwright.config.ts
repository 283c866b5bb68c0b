/**
 * `npm run test:netlify`: a smoke subset of the browser tests against the site as Netlify's own
 * CLI builds and serves it (scripts/netlify-serve.ts), with a local lake standing in for hosted
 * Sanity. Not part of `npm test`: the Netlify build alone takes minutes, and the CLI is fetched
 * on first use.
 */
import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseConfig, desktop, returningVisitor } from '../playwright.base.ts';

const port = Number(process.env.NETLIFY_SMOKE_PORT ?? 8899);
export const baseURL = `http://localhost:${port}`;
const projectRoot = path.resolve(import.meta.dirname, '../..');
// The lake's data folder, known to the test workers so they can read what a form stored.
process.env.NETLIFY_SMOKE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'netlify-lake-'));

const base = baseConfig(baseURL);

export default defineConfig({
  ...base,
  use: { ...base.use, ...returningVisitor(baseURL) },
  testDir: '.',
  outputDir: path.join(projectRoot, 'test-results/netlify'),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  projects: [desktop],
  webServer: {
    command: 'node scripts/netlify-serve.ts',
    cwd: projectRoot,
    url: `${baseURL}/`,
    // A server left running by `node scripts/netlify-serve.ts` is used as it is.
    reuseExistingServer: !process.env.CI,
    // The first run fetches the Netlify CLI; every run builds the site and the Studio.
    timeout: 25 * 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // The payment test form is off in a production build unless turned on; the smoke uses it.
    env: {
      NETLIFY_SMOKE_PORT: String(port),
      NETLIFY_SMOKE_DIR: process.env.NETLIFY_SMOKE_DIR,
      PAYMENT_TEST_FORM: 'on',
    },
  },
});
