/** Decides whether the production build matches the sources it was made from. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const projectRoot = path.resolve(import.meta.dirname, '..');
const STAMP_FILE = path.join(projectRoot, 'build/.inputs-hash');
const INPUTS = [
  'web',
  'shared',
  'studio',
  // The build's own plugins: a change to them changes what the build writes.
  'bundling',
  'react-router.config.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
const SKIPPED = new Set(['node_modules', 'dist', '.sanity']);

function listFiles(entry: string): string[] {
  const absolute = path.join(projectRoot, entry);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [entry];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((child) => !SKIPPED.has(child.name))
    .flatMap((child) => listFiles(path.join(entry, child.name)));
}

export function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(listFiles).sort()) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(projectRoot, file)));
  }
  return hash.digest('hex');
}

export function buildIsCurrent(): boolean {
  return existsSync(STAMP_FILE) && readFileSync(STAMP_FILE, 'utf8') === inputsHash();
}

export function recordBuild(): void {
  writeFileSync(STAMP_FILE, inputsHash());
}
