/**
 * `npm test`: every check the project has, in two tiers. The fast tier: lint and format,
 * type-check, unit tests. The slow tier: integration tests (a real lake, hosts, commands), the
 * production build, browser tests in Debian's Chromium. Ends with a 'N passed, N failed' line over
 * every test run, and names every browser test that passed only when retried.
 *   --only=fast                                     the fast tier (`npm run test:fast`)
 *   --only=unit | --only=integration | --only=e2e   one layer alone (the checks are skipped)
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { projectRoot } from './buildStamp.ts';
import { run } from './run.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
if (only !== undefined && !['fast', 'unit', 'integration', 'e2e'].includes(only)) {
  console.error('--only must be fast, unit, integration or e2e');
  process.exit(2);
}
const runsChecks = !only || only === 'fast';
const runsUnit = !only || only === 'fast' || only === 'unit';
const runsIntegration = !only || only === 'integration';
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
    testResults: { status: string; assertionResults: { status: string }[] }[];
  };
  // A file that fails to load has no failed test of its own, yet its tests did not run.
  const unloaded = report.testResults.filter(
    (file) =>
      file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloaded,
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

const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

async function stage(name: string, command: string, args: string[]): Promise<boolean> {
  console.log(`\n── ${name} ──`);
  const since = Date.now();
  const code = await run(command, args);
  if (code !== 0) console.error(`${name} failed (exit ${code})`);
  console.log(`(${name}: ${seconds(since)})`);
  return code === 0;
}

/**
 * Runs a command with its output held back, then prints it whole under the stage's name: the
 * checks run beside the unit tests, whose report is printed as it comes, and a check's lines
 * must not be scattered through it.
 */
function heldStage(name: string, file: string, args: string[]): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const ok = code === 0 && signal === null;
      const failure = ok ? '' : `${name} failed (exit ${code ?? signal})\n`;
      process.stdout.write(`\n── ${name} ──\n${Buffer.concat(output).toString()}${failure}`);
      resolve(ok);
    });
  });
}

const bin = (command: string) => path.join(projectRoot, 'node_modules/.bin', command);

/** The arguments of `npm run lint:circles`, so the suite and the script check the same folders. */
function importCirclesArgs(): string[] {
  const manifest = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const [, ...args] = (manifest.scripts['lint:circles'] ?? '').split(/\s+/);
  return args;
}

/**
 * The checks, in two lanes beside the unit tests: a linter or tsc keeps one core busy and vitest
 * runs one worker on a two-core machine, so one lane after another would leave a core idle
 * (decision 079 has the timings). The route types come first, as tsc needs them. Resolves with
 * what failed.
 */
async function checks(unitTests: Promise<unknown>): Promise<string[]> {
  const failed: string[] = [];
  const check = async (name: string, file: string, args: string[]) => {
    const since = Date.now();
    const ok = await heldStage(name, file, args);
    console.log(`(${name}: ${seconds(since)})`);
    if (!ok) failed.push(name);
  };
  const typecheck = (config: string) => check(`types (${config})`, bin('tsc'), ['-p', config]);
  const routeTypes = check('route types', bin('react-router'), ['typegen']);
  await Promise.all([
    (async () => {
      await routeTypes;
      await check('lint', bin('eslint'), ['.', '--max-warnings=0']);
      // No import circle, type-only ones included (the lint's cycle rule misses those).
      await check('import circles', bin('madge'), importCirclesArgs());
      // The content types are generated from the Studio schema; a stale copy fails here.
      await check('content types', process.execPath, ['scripts/check-content-types.ts']);
      // The whole tree (route modules run on both sides), then Node-only and browser-only code
      // under their own configs, so `window` in the host or `fs` in a component is a type error.
      await typecheck('tsconfig.json');
    })(),
    (async () => {
      await Promise.all([routeTypes, unitTests]);
      await check('format', bin('prettier'), ['--check', '.']);
      await typecheck('tsconfig.node.json');
      await typecheck('tsconfig.browser.json');
    })(),
  ]);
  return failed;
}

/**
 * How many integration files run at once: at least two. Vitest's default leaves one core free,
 * which on two cores runs them one by one, yet they spend most of their time waiting on the
 * lakes, hosts and commands they start: two at once took 68 s where one took 119 s.
 */
const INTEGRATION_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * One vitest project, with a JSON report to count; a run that fails with no failed test counts.
 * `held`: its output is printed whole once it ends, as it runs beside the browser tests.
 */
async function vitestProject(project: 'unit' | 'integration', held = false): Promise<Tally> {
  const report = path.join(results, `vitest-${project}.json`);
  const args = [
    'run',
    `--project=${project}`,
    ...(project === 'integration' ? [`--maxWorkers=${INTEGRATION_WORKERS}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${report}`,
  ];
  const name = `${project} tests`;
  let ok: boolean;
  if (held) {
    const since = Date.now();
    ok = await heldStage(name, bin('vitest'), args);
    console.log(`(${name}: ${seconds(since)})`);
  } else {
    ok = await stage(name, 'vitest', args);
  }
  const part = vitestTally(report);
  return !ok && part.failed === 0 ? { ...part, failed: 1 } : part;
}

async function timedBuild(): Promise<boolean> {
  const since = Date.now();
  const ok = await heldStage('production build', process.execPath, ['scripts/build.ts']);
  console.log(`(production build: ${seconds(since)})`);
  return ok;
}

const started = Date.now();
if (runsBrowser) {
  ensureChromium();
  ensureJava();
}
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const add = (part: Tally) => {
  tally.passed += part.passed;
  tally.failed += part.failed;
  tally.skipped += part.skipped;
};

const unitTests = runsUnit ? vitestProject('unit') : Promise.resolve(undefined);
const failedChecks = runsChecks ? await checks(unitTests) : [];
const unit = await unitTests;
if (unit) add(unit);

/**
 * The production build runs beside the integration tests, in a process of its own with its output
 * held back: they mostly wait on the lakes and hosts they start, and the build neither reads nor
 * writes what they use. Together 75 s, where one after the other took about 98 s. The browser
 * tests start as soon as the build is in, beside what is left of the integration tests, whose
 * report is then printed whole when they end: the browser tests' hosts spend their first
 * seconds seeding, and the CPU time the integration tests leave idle goes to them.
 */
const productionBuild = runsBrowser ? timedBuild() : Promise.resolve(true);
const retried: string[] = [];
const browserTests = (async () => {
  if (!runsBrowser) return;
  if (await productionBuild) {
    await stage('browser tests', 'playwright', ['test', '-c', 'tests/playwright.config.ts']);
    const report = path.join(results, 'playwright.json');
    add(playwrightTally(report));
    retried.push(...retriedTests(report));
  } else {
    // Without a build there is nothing to test in a browser: one failure, named above.
    add({ passed: 0, failed: 1, skipped: 0 });
  }
})();
if (runsIntegration) add(await vitestProject('integration', runsBrowser));
await browserTests;

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
