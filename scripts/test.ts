/**
 * `npm test`: every check the project has, in two tiers. The fast tier: lint and format,
 * type-check, unit tests. The browser tier: production build, browser tests in Debian's
 * Chromium. Ends with a 'N passed, N failed' line, and names every browser test that passed
 * only when retried.
 *   --only=fast                 the fast tier (`npm run test:fast`)
 *   --only=unit | --only=e2e    one layer alone (the checks are skipped)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './buildStamp.ts';
import { build } from './build.ts';
import { run } from './run.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const runsChecks = !only || only === 'fast';
const runsUnit = !only || only === 'fast' || only === 'unit';
const runsBrowser = !only || only === 'e2e';
const results = path.join(projectRoot, 'test-results');

/**
 * A tool the browser tests need from Debian's packages: installed when running as root (as on a
 * fresh CI machine), otherwise the one command to run is named.
 */
function ensureDebianPackage(name: string, debianPackage: string, present: () => boolean): void {
  if (present()) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `${name} is missing: run 'sudo apt-get install -y ${debianPackage}', then npm test again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${name} (${debianPackage}) for the browser tests…`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (update.status !== 0 || install.status !== 0 || !present()) {
    console.error(
      `Could not install ${name}: run 'apt-get install -y ${debianPackage}' and retry.`,
    );
    process.exit(1);
  }
}

const ensureChromium = () =>
  ensureDebianPackage('Chromium', 'chromium', () => existsSync(CHROMIUM));
/** The HTML checker of the browser tests runs on Java; Debian's headless runtime is enough. */
const ensureJava = () =>
  ensureDebianPackage(
    'Java',
    'default-jre-headless',
    () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0,
  );

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

function vitestTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightTally(file: string): Tally {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected,
    skipped: report.stats.skipped,
  };
}

interface ReportSuite {
  title: string;
  suites?: ReportSuite[];
  specs?: { title: string; tests: { projectName: string; status: string }[] }[];
}

/** The browser tests that failed first and passed on their retry ('flaky' in Playwright's words). */
function retriedTests(file: string): string[] {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as { suites: ReportSuite[] };
  const names: string[] = [];
  const walk = (suite: ReportSuite, trail: string[]) => {
    const here = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status === 'flaky')
          names.push(`[${test.projectName}] ${[...here, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of report.suites) walk(suite, []);
  return names;
}

async function stage(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n── ${name} ──`);
  const code = await run(command, args);
  if (code !== 0) console.error(`${name} failed (exit ${code})`);
  return code === 0;
}

const started = Date.now();
if (runsBrowser) {
  ensureChromium();
  ensureJava();
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failedChecks: string[] = [];
if (runsChecks) {
  if (!(await stage('lint', 'eslint', ['.', '--max-warnings=0']))) failedChecks.push('lint');
  if (!(await stage('format', 'prettier', ['--check', '.']))) failedChecks.push('format');
  if (!(await stage('types', 'react-router', ['typegen']))) failedChecks.push('typegen');
  // The content types are generated from the Studio schema; a stale copy fails here.
  console.log('\n── content types ──');
  const contentTypes = spawnSync(process.execPath, ['scripts/check-content-types.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (contentTypes.status !== 0) failedChecks.push('content types');
  // The whole tree (route modules run on both sides), then Node-only and browser-only code under
  // their own configs, so `window` in the host or `fs` in a component is a type error.
  for (const config of ['tsconfig.json', 'tsconfig.node.json', 'tsconfig.browser.json']) {
    if (!(await stage(`types (${config})`, 'tsc', ['-p', config]))) failedChecks.push(config);
  }
}

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const add = (part: Tally) => {
  tally.passed += part.passed;
  tally.failed += part.failed;
  tally.skipped += part.skipped;
};

if (runsUnit) {
  const vitestReport = path.join(results, 'vitest.json');
  await stage('unit tests', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReport}`,
  ]);
  add(vitestTally(vitestReport));
}

const retried: string[] = [];
if (runsBrowser) {
  console.log('\n── production build ──');
  await build();
  await stage('browser tests', 'playwright', ['test', '-c', 'tests/playwright.config.ts']);
  const report = path.join(results, 'playwright.json');
  add(playwrightTally(report));
  retried.push(...retriedTests(report));
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (retried.length > 0) {
  // A retry that passed keeps the run green, but each one is a defect to fix, not noise.
  console.warn(`\n${retried.length} browser test(s) passed only when retried:`);
  for (const name of retried) console.warn(`  ${name}`);
}
if (failedChecks.length > 0) console.error(`\nChecks failed: ${failedChecks.join(', ')}`);
console.log(`\nFinished in ${minutes} min.`);
const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 || failedChecks.length > 0 ? 1 : 0);
