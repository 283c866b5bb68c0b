/**
 * `npm test`: every check the project has, in order: lint and format, type-check, unit tests,
 * production build, browser tests in Debian's Chromium. Ends with a 'N passed, N failed' line.
 *   --only=unit | --only=e2e   run one layer (after the checks are skipped)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './buildStamp.ts';
import { build } from './build.ts';
import { run } from './run.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
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

async function stage(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n── ${name} ──`);
  const code = await run(command, args);
  if (code !== 0) console.error(`${name} failed (exit ${code})`);
  return code === 0;
}

const started = Date.now();
ensureChromium();
if (!only || only === 'e2e') ensureJava();
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const failedChecks: string[] = [];
if (!only) {
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

if (!only || only === 'unit') {
  const vitestReport = path.join(results, 'vitest.json');
  await stage('unit tests', 'vitest', [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${vitestReport}`,
  ]);
  add(vitestTally(vitestReport));
}

if (!only || only === 'e2e') {
  console.log('\n── production build ──');
  await build();
  await stage('browser tests', 'playwright', ['test', '-c', 'tests/playwright.config.ts']);
  add(playwrightTally(path.join(results, 'playwright.json')));
}

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (failedChecks.length > 0) console.error(`\nChecks failed: ${failedChecks.join(', ')}`);
console.log(`\nFinished in ${minutes} min.`);
const skipped = tally.skipped > 0 ? `, ${tally.skipped} skipped` : '';
console.log(`tests: ${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 || failedChecks.length > 0 ? 1 : 0);
