import path from 'node:path';

/** The file the suite writes the day of its last passing accessibility sweep to. */
export const LAST_TESTED_FILE = path.join(import.meta.dirname, 'lastTested.json');

/** A test's outcome, as a reporter sees it. */
export interface SweepOutcome {
  /** The spec file the test is in. */
  file: string;
  /** `passed`, `failed`, `skipped`, `timedOut` or `interrupted`. */
  status: string;
}

/**
 * Whether a run proved the standard: the sweep ran (at least `expected` of its tests, so a run
 * narrowed to one page or one screen does not count) and every one of its tests passed.
 */
export function sweepPassed(
  outcomes: readonly SweepOutcome[],
  sweepFile: string,
  expected: number,
) {
  const sweep = outcomes.filter((outcome) => outcome.file.endsWith(sweepFile));
  return sweep.length >= expected && sweep.every((outcome) => outcome.status === 'passed');
}
