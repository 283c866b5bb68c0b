/**
 * What the README and the decision records' index claim about the tree, checked against it: a
 * newcomer trusts the layout table, the scripts table, the Node version and the records' statuses,
 * so each is held to what is really there.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

/** The rows of the markdown table that follows a heading, as arrays of trimmed cells. */
function tableAfter(text: string, heading: string): string[][] {
  const start = text.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`no heading ${heading}`);
  const rows: string[][] = [];
  let inTable = false;
  for (const line of text.slice(start + heading.length + 2).split('\n')) {
    if (line.startsWith('|')) {
      inTable = true;
      rows.push(
        line
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      );
    } else if (inTable) break;
  }
  // The header row and the dashes under it.
  return rows.slice(2);
}

/** The `code` spans of a table cell. */
const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

describe('the README', () => {
  it('names every npm script in its scripts table, and no script that is gone', () => {
    const scripts = Object.keys(
      (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
    );
    const named = tableAfter(readme, '## npm scripts').flatMap(([first = '']) => codeSpans(first));
    const covers = (name: string, script: string) =>
      name.endsWith('*') ? script.startsWith(name.slice(0, -1)) : name === script;
    expect(scripts.filter((script) => !named.some((name) => covers(name, script)))).toEqual([]);
    expect(named.filter((name) => !scripts.some((script) => covers(name, script)))).toEqual([]);
  });

  it('lists every top-level folder in its layout table, and each one it lists exists', () => {
    const listed = tableAfter(readme, '## Layout').flatMap(([first = '']) =>
      codeSpans(first).map((folder) => folder.split('/')[0] ?? ''),
    );
    const ignored = read('.gitignore')
      .split('\n')
      .map((line) => line.trim().replace(/^\//, '').replace(/\/$/, ''));
    const folders = readdirSync(root).filter(
      (name) =>
        !name.startsWith('.') &&
        statSync(path.join(root, name)).isDirectory() &&
        !ignored.includes(name),
    );
    expect(folders.filter((folder) => !listed.includes(folder))).toEqual([]);
    expect(listed.filter((folder) => !folders.includes(folder))).toEqual([]);
  });

  it('says which Node the project brings, and that is the Node it pins', () => {
    const manifest = JSON.parse(read('package.json')) as {
      devDependencies: Record<string, string>;
    };
    const pinned = /(\d+)\./.exec(manifest.devDependencies.node ?? '')?.[1];
    const claimed = /brings its own Node (\d+)/.exec(readme)?.[1];
    expect(claimed).toBeDefined();
    expect(claimed).toBe(pinned);
    expect(process.versions.node.split('.')[0]).toBe(pinned);
  });
});

describe('the decision records’ index', () => {
  const folder = 'docs/decisions';
  const index = read(`${folder}/README.md`);
  const records = readdirSync(path.join(root, folder)).filter((file) =>
    /^\d{3}-.*\.md$/.test(file),
  );

  it('lists every record once', () => {
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect([...linked].sort()).toEqual([...records].sort());
  });

  it.each(records)('gives %s the status the record itself states', (file) => {
    const status = /^Status:\s*(\w+)/im.exec(read(`${folder}/${file}`))?.[1]?.toLowerCase();
    expect(status, `${file} states a status`).toBeDefined();
    const entry = index.split('\n').find((line) => line.includes(`](${file})`)) ?? '';
    const listed = /\):\s*(\w+)/.exec(entry)?.[1]?.toLowerCase();
    expect(listed).toBe(status);
  });
});
