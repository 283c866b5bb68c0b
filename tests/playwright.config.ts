import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { baseConfig, desktop, mobile } from './playwright.base.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;
const projectRoot = path.resolve(import.meta.dirname, '..');
// Each run starts from an empty data folder, so the seed runs as it does on a fresh clone. Kept
// in the environment so the test workers, which load this file again, see the same folder.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'travel-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  ...baseConfig(baseURL),
  testDir: './e2e',
  outputDir: path.join(projectRoot, 'test-results/e2e'),
  fullyParallel: true,
  // A test's whole budget: an accessibility scan of the home page or a Studio screen can need
  // most of a minute on a busy two-core machine. Every wait inside is for a state, not a time.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(projectRoot, 'test-results/playwright.json') }],
  ],
  projects: [
    { ...desktop, grepInvert: /@mobile/ },
    { ...mobile, grepInvert: /@desktop/ },
  ],
  webServer: {
    command: 'node server/main.ts',
    cwd: projectRoot,
    url: `${baseURL}/`,
    reuseExistingServer: false,
    // A fresh clone's first start seeds the lake and draws its pictures before the port opens.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // Every browser test posts from one address: lift the per-address enquiry limit for the run.
    // Two allocator arenas, as `npm start` runs the host (see the README). The payment test form
    // is off in a production build unless turned on; its own tests use it.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ENQUIRY_RATE_LIMIT: '1000',
      PAYMENT_TEST_FORM: 'on',
      MALLOC_ARENA_MAX: '2',
    },
  },
});
