import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import path from 'node:path';
import { baseConfig, desktop, mobile } from './playwright.base.ts';
import {
  COUNTS_RELOADS,
  PUBLISHES,
  publishingHost,
  readingHost,
  type TestHost,
} from './testHosts.ts';

/** The reading host's address: where every test that does not publish is served. */
const baseURL = readingHost.origin;
const projectRoot = path.resolve(import.meta.dirname, '..');

/** A screen's tests on the publishing host: those tagged `@publishes`, and only those. */
function publishing(screen: typeof desktop | typeof mobile, otherScreen: RegExp) {
  return {
    ...screen,
    name: `${screen.name}, publishing`,
    grep: PUBLISHES,
    grepInvert: [otherScreen, COUNTS_RELOADS],
    use: {
      ...screen.use,
      baseURL: publishingHost.origin,
    },
  };
}

/** The publishing tests that count reloads: on the desktop, once every other publish is done. */
const countingReloads = {
  ...desktop,
  name: 'desktop, counting reloads',
  grep: COUNTS_RELOADS,
  dependencies: [publishing(desktop, /@mobile/).name, publishing(mobile, /@desktop/).name],
  use: { ...desktop.use, baseURL: publishingHost.origin },
};

/**
 * One host of the site, started from an empty data folder so the seed runs as on a fresh clone.
 * Every browser test posts from one address: the per-address enquiry and speed-report limits are lifted for the run.
 * Two allocator arenas, as `npm start` runs the host (see the README). The payment test form is
 * off in a production build unless turned on; its own tests use it.
 */
function server(host: TestHost): Exclude<PlaywrightTestConfig['webServer'], unknown[] | undefined> {
  return {
    command: 'node server/main.ts',
    cwd: projectRoot,
    url: `${host.origin}/`,
    reuseExistingServer: false,
    // A fresh clone's first start seeds the lake and draws its pictures before the port opens.
    timeout: 360_000,
    stdout: 'ignore',
    stderr: 'pipe',
    name: host.name,
    env: {
      PORT: String(host.port),
      HOST: '127.0.0.1',
      DATA_DIR: host.dataDir,
      ENQUIRY_RATE_LIMIT: '1000',
      VITALS_RATE_LIMIT: '100000',
      PAYMENT_TEST_FORM: 'on',
      MALLOC_ARENA_MAX: '2',
    },
  };
}

const base = baseConfig(baseURL);

export default defineConfig({
  ...base,
  use: {
    ...base.use,
    // Each worker keeps one browser context and one page, which Playwright empties between
    // tests: cookies, storage, the HTTP cache, routes, init scripts and any other page are
    // cleared, and the screen and media settings set again (decision 174). A new context and
    // page cost the browser about 0.35 s of processor each, the largest share of a short test;
    // kept, the suite's test time fell by a sixth. What the reset leaves (permissions a test
    // grants, a slowed processor) the test that changed it puts back; tests that set the clock
    // run apart (`CLOCK_CONTEXT`). A test that sets a context option beyond the screen and media
    // (scripts off, say) still gets a context of its own, as before.
    reuseContext: true,
  },
  testDir: './e2e',
  outputDir: path.join(projectRoot, 'test-results/e2e'),
  fullyParallel: true,
  // One worker more than the two cores: with two, the processor stood idle a fifth of the time
  // (tests wait on the hosts, the network and page loads); a third worker fills it. Measured on
  // the sweep and the taps' tests together, quiet: 4.2 min with two workers, 3.8 with three.
  workers: 3,
  // A test's whole budget: an accessibility scan of the home page or a Studio screen can need
  // most of a minute on a busy two-core machine. Every wait inside is for a state, not a time.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(projectRoot, 'test-results/playwright.json') }],
    // The accessibility statement's "last tested" day, written when the whole sweep passes.
    ['./accessibilityReporter.ts'],
  ],
  // The publishing tests come first: the Studio's are the longest of the run, and begun early
  // they never leave one worker finishing a long test while the other has nothing left. A test
  // that publishes on both screens changes a document of its own on each, so the two screens'
  // runs go on side by side. Then the phone's tests before the desktop's: files run in the order
  // of their names, and the phone's words-over-pictures test of the home page (seven slides
  // photographed at twice the pixels, 30-45 s) left the other workers idle at the end of the run.
  projects: [
    publishing(desktop, /@mobile/),
    publishing(mobile, /@desktop/),
    countingReloads,
    { ...mobile, grepInvert: [/@desktop/, PUBLISHES] },
    { ...desktop, grepInvert: [/@mobile/, PUBLISHES] },
  ],
  // The reading host first: its start draws the seed's pictures into the shared cache, so the
  // publishing host, started next, only seeds its lake.
  webServer: [server(readingHost), server(publishingHost)],
});
