import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { isPrecompressible, precompressAssets } from './precompress.ts';

describe('isPrecompressible', () => {
  it.each([
    ['a script', 'entry-abc.js', true],
    ['a stylesheet', 'style-abc.css', true],
    ['a drawing', 'logo.svg', true],
    ['a font (compressed already)', 'inter.woff2', false],
    ['a photograph', 'hero.webp', false],
    ['a file compressed already', 'entry-abc.js.br', false],
  ])('%s', (_case, name, expected) => {
    expect(isPrecompressible(name)).toBe(expected);
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
    // A small module of the kind a bundler splits off: still worth a third less in brotli.
    const small = 'import{a as e}from"./site-1a2b3c.js";export const b=()=>e("ok");\n'.repeat(6);
    writeFileSync(path.join(folder, 'small.js'), small);
    // A body so short that every encoding adds bytes: sent as it is.
    writeFileSync(path.join(folder, 'tiny.js'), 'x()');

    expect(await precompressAssets(folder)).toBe(4);
    expect(readdirSync(folder).sort()).toEqual([
      'entry.js',
      'entry.js.br',
      'entry.js.gz',
      'small.js',
      'small.js.br',
      'small.js.gz',
      'tiny.js',
    ]);
    expect(readFileSync(path.join(folder, 'small.js.br')).byteLength).toBeLessThan(small.length);
    expect(brotliDecompressSync(readFileSync(path.join(folder, 'entry.js.br'))).toString()).toBe(
      script,
    );
    expect(gunzipSync(readFileSync(path.join(folder, 'entry.js.gz'))).toString()).toBe(script);
  });
});
