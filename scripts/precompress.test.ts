import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrecompressible, precompressAssets } from './precompress.ts';

describe('isPrecompressible', () => {
  it.each([
    ['a script', 'entry-abc.js', 50_000, true],
    ['a stylesheet', 'style-abc.css', 40_000, true],
    ['a drawing', 'logo.svg', 2_000, true],
    ['a tiny script', 'a.js', 500, false],
    ['a font (compressed already)', 'inter.woff2', 50_000, false],
    ['a photograph', 'hero.webp', 90_000, false],
    ['a file compressed already', 'entry-abc.js.br', 50_000, false],
  ])('%s', (_case, name, bytes, expected) => {
    expect(isPrecompressible(name, bytes)).toBe(expected);
  });
});

describe('precompressAssets', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies that decode to the same bytes', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'precompress-'));
    folders.push(folder);
    const script = 'export const greeting = "Good morning";\n'.repeat(200);
    writeFileSync(path.join(folder, 'entry.js'), script);
    writeFileSync(path.join(folder, 'small.js'), 'x()');

    expect(await precompressAssets(folder)).toBe(1);
    expect(readdirSync(folder).sort()).toEqual([
      'entry.js',
      'entry.js.br',
      'entry.js.gz',
      'small.js',
    ]);
    expect(brotliDecompressSync(readFileSync(path.join(folder, 'entry.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(folder, 'entry.js.gz'))).toString()).toBe(script);
  });
});
