import { readFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from '@playwright/test/reporter';
import { LAST_TESTED_FILE, sweepPassed } from '../features/accessibility/lastTestedFile.ts';
import { ACCESSIBILITY_ROUTES } from './e2e/routeTypes.ts';

/** The sweep of every kind of page on both screens (decisions 125 and 135). */
const SWEEP_FILE = 'accessibility.spec.ts';
const SCREENS = 2;

/**
 * Records the day a run proved WCAG 2.2 AA: when every test of the accessibility sweep ran and
 * passed, on every page and both screens, the day is written where the site's statement reads
 * it. A run narrowed to a few tests, or with a barrier found, leaves the last proven day as it
 * was. Only the day is kept, so runs on the same day change nothing.
 */
export default class AccessibilityReporter implements Reporter {
  private readonly tests: TestCase[] = [];

  onTestEnd(test: TestCase): void {
    this.tests.push(test);
  }

  onEnd(): void {
    const outcomes = this.tests.map((test) => ({
      file: test.location.file,
      status: test.outcome() === 'expected' ? 'passed' : test.outcome(),
    }));
    if (!sweepPassed(outcomes, SWEEP_FILE, ACCESSIBILITY_ROUTES.length * SCREENS)) return;
    const testedOn = new Date().toISOString().slice(0, 10);
    const recorded = JSON.parse(readFileSync(LAST_TESTED_FILE, 'utf8')) as { testedOn: string };
    if (recorded.testedOn === testedOn) return;
    writeFileSync(LAST_TESTED_FILE, `${JSON.stringify({ testedOn }, null, 2)}\n`);
  }
}
