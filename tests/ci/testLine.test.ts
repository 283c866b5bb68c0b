/**
 * CI runs the README's test line and nothing else, and installs exactly what the lockfile says
 * (`npm ci`), so a passing run is one a fresh clone can repeat. The two must not drift apart.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

function commandLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^npm (ci|install)\b.*&& npm test$/.test(line));
}

describe('the test line', () => {
  it('installs from the lockfile as it is, in the README and in CI alike', () => {
    const readme = commandLines(read('README.md'));
    const ci = commandLines(read('.ci/run'));
    expect(readme).toEqual(['npm ci && npm test']);
    expect(ci).toEqual(readme);
  });

  it('has a lockfile in step with package.json, which npm ci requires', () => {
    const manifest = JSON.parse(read('package.json')) as Record<string, unknown>;
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, Record<string, unknown>>;
    };
    const locked = lock.packages[''] ?? {};
    for (const group of ['dependencies', 'devDependencies', 'optionalDependencies']) {
      expect(locked[group] ?? {}, group).toEqual(manifest[group] ?? {});
    }
  });
});
