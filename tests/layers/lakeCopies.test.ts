import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** A module's code without its opening comment (the copies say why they are copies). */
function codeOf(file: string): string {
  const text = readFileSync(path.join(root, file), 'utf8');
  return text.replace(/^\/\*\*[\s\S]*?\*\/\n/, '');
}

// The lake package imports nothing of the app, so it keeps its own copies of two small rules the
// host shares through shared/ (decision 078). A change to one must be made to both.
describe('the lake package’s copies of shared rules', () => {
  it.each([
    ['shared/clientAddress.ts', 'packages/content-lake/src/clientAddress.ts'],
    ['http/limitedBody.ts', 'packages/content-lake/src/limitedBody.ts'],
  ])('%s and %s hold the same code', (shared, copy) => {
    expect(codeOf(copy)).toBe(codeOf(shared));
  });
});
