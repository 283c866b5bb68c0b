import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { INLINE_SOURCE } from '../web/startup/inlineScript.ts';
import { isStartupModule, withMinifiedSources } from './minifyStartupScripts.ts';

const MODULE = `
/** Records what it was given. */
export function record(first, second) {
  // A comment the page never needs.
  const together = [first, second];
  Reflect.set(globalThis, '__recorded', together);
}
export const NAME = 'record';
function helper() {}
`;

/** The minified sources a transformed module sets, by function name. */
function minifiedSources(code: string): Record<string, string> {
  const sources: Record<string, string> = {};
  const pattern = new RegExp(
    `Object\\.defineProperty\\((\\w+), ${JSON.stringify(INLINE_SOURCE)}, \\{ value: ("(?:[^"\\\\]|\\\\.)*") \\}\\);`,
    'g',
  );
  for (const [, name, source] of code.matchAll(pattern)) {
    sources[name ?? ''] = JSON.parse(source ?? '""') as string;
  }
  return sources;
}

describe('isStartupModule', () => {
  it.each([
    ['/site/web/startup/fieldVitals.ts', true],
    ['/site/web/startup/startScripts.ts', true],
    ['/site/web/startup/startupScripts.server.ts', false],
    ['/site/web/startup/startupScripts.tsx', false],
    ['/site/web/startup/startScripts.test.ts', false],
    ['/site/web/vitals/fieldVitalsOptions.server.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(isStartupModule(id)).toBe(expected);
  });
});

describe('withMinifiedSources', () => {
  it('gives each exported function a minified source that runs alone as the original does', () => {
    const code = withMinifiedSources('/site/web/startup/record.js', MODULE);
    expect(code.startsWith(MODULE)).toBe(true);
    const sources = minifiedSources(code);
    expect(Object.keys(sources)).toEqual(['record']);
    const source = sources.record ?? '';
    expect(source).not.toContain('comment');
    expect(source.length).toBeLessThan(MODULE.length / 2);
    new Function(`(${source})('Halcyon', 'Vale')`)();
    expect(Reflect.get(globalThis, '__recorded')).toEqual(['Halcyon', 'Vale']);
  });

  it('leaves a module with no exported function as it was', () => {
    const plain = "export const NAME = 'beacon';\n";
    expect(withMinifiedSources('/site/web/startup/names.js', plain)).toBe(plain);
  });

  it('minifies the field-data beacon to under 1.25 KB compressed (decision 120)', async () => {
    const file = path.resolve(import.meta.dirname, '../web/startup/fieldVitals.ts');
    const { code } = await transformWithOxc(readFileSync(file, 'utf8'), file);
    const beacon = minifiedSources(withMinifiedSources(file, code)).startFieldVitals ?? '';
    expect(beacon).toMatch(/^function/);
    // The beacon is all the measuring a page carries; tests/e2e/fieldSpeed.spec.ts measures it
    // in a built page against the 3 KB allowed. This keeps it well clear of that here.
    expect(brotliCompressSync(beacon).byteLength).toBeLessThanOrEqual(1.25 * 1024);
  });
});
