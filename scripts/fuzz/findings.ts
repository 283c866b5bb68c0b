/**
 * What counts as a finding of the fuzzer: a 5xx the handler does not document, a header line
 * an input smuggled into the answer, an answer that never came. Pure, so it is unit-tested.
 */
import { INJECTED_HEADER, type Target } from './generator.ts';

/** The payment callback documents a 500 for anything unexpected; nothing else may answer 5xx. */
export function isUndocumentedServerError(target: Target, status: number): boolean {
  if (status < 500 || status > 599) return false;
  return !(target === 'submit' && status === 500);
}

/**
 * Header lines that show an injection: the smuggled header itself, a bare CR or LF inside a
 * line, or the smuggled `name: value` echoed unencoded inside another header's value.
 */
export function injectedHeaderLines(headerLines: readonly string[]): string[] {
  return headerLines.filter((line) => {
    if (/[\r\n]/.test(line)) return true;
    const colon = line.indexOf(':');
    const name = (colon < 0 ? line : line.slice(0, colon)).trim().toLowerCase();
    if (name === INJECTED_HEADER) return true;
    return line
      .slice(colon + 1)
      .toLowerCase()
      .includes(`${INJECTED_HEADER}:`);
  });
}

export interface Outcome {
  index: number;
  target: Target;
  status: number;
  hung: boolean;
  headerLines: readonly string[];
}

export interface Findings {
  byTarget: Map<Target, Map<number, number>>;
  undocumented5xx: Outcome[];
  injections: Outcome[];
  hangs: Outcome[];
  unanswered: number;
}

export function collectFindings(outcomes: Iterable<Outcome>): Findings {
  const findings: Findings = {
    byTarget: new Map(),
    undocumented5xx: [],
    injections: [],
    hangs: [],
    unanswered: 0,
  };
  for (const outcome of outcomes) {
    const statuses = findings.byTarget.get(outcome.target) ?? new Map<number, number>();
    statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    findings.byTarget.set(outcome.target, statuses);
    if (outcome.hung) findings.hangs.push(outcome);
    else if (outcome.status === 0) findings.unanswered += 1;
    if (isUndocumentedServerError(outcome.target, outcome.status)) {
      findings.undocumented5xx.push(outcome);
    }
    if (injectedHeaderLines(outcome.headerLines).length > 0) findings.injections.push(outcome);
  }
  return findings;
}
