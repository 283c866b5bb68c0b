/**
 * What every Playwright configuration of the project shares: Debian's Chromium, the two screens
 * the site is tested on, and the retry rule. The suite's own config and the Netlify smoke config
 * add their servers and folders, and each makes its visitor a returning one in its own way.
 */
import { devices, type PlaywrightTestConfig, type PlaywrightTestOptions } from '@playwright/test';
import { debianChromium } from '../scripts/chromium.ts';

export const desktop = {
  name: 'desktop',
  use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
};

export const mobile = {
  name: 'mobile',
  use: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: devices['Pixel 7'].userAgent,
  },
};

/** A returning visitor of the site at `origin`: its once-only launch notice is already seen. The
 * suite's own tests get theirs from `tests/e2e/fixtures.ts`, more cheaply; the Netlify smoke,
 * a handful of tests, uses this. */
export function returningVisitor(origin: string): Pick<PlaywrightTestOptions, 'storageState'> {
  return {
    storageState: {
      cookies: [],
      origins: [{ origin, localStorage: [{ name: 'launch-notice:seen', value: 'true' }] }],
    },
  };
}

/** The options every run shares, for a site served at `baseURL`. */
export function baseConfig(baseURL: string): PlaywrightTestConfig {
  return {
    workers: 2,
    // In CI a failed test is run once more, as Playwright's own CI setting does, so one slow
    // moment on a shared machine does not fail a whole run; `npm test` names every test that
    // needed it, and each is a defect to fix. Locally a failure fails at once.
    retries: process.env.CI ? 1 : 0,
    forbidOnly: Boolean(process.env.CI),
    use: {
      baseURL,
      launchOptions: debianChromium,
      // Recording a trace costs every test CPU (about 30% of the run's CPU, measured on the
      // phone tests), which a busy CI machine lacks. In CI, where a failed test runs again, the
      // trace is recorded on that retry, Playwright's own CI setting; locally, on any failure.
      trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    },
  };
}
