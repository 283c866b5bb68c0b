/**
 * What the README, the mechanism pages in docs/ and the decision records' index claim about the
 * tree, checked against it: a newcomer trusts the layout table, the scripts table, the
 * configuration table, the feature map, the files the pages name, the Node version and the
 * records' statuses, so each is held to what is really there.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { environmentVariables } from '../../shared/environment.ts';
import routes from '../../web/routes.ts';

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
  it('stays a guide a newcomer reads in one sitting: at most 250 lines', () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
  });

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

describe('the README’s configuration table', () => {
  const named = tableAfter(readme, '## Configuration').flatMap(([first = '']) => codeSpans(first));
  const example = [...read('.env.example').matchAll(/^#?\s?([A-Z][A-Z0-9_]+)=/gm)].map(
    (match) => match[1] ?? '',
  );

  it('names every variable the environment module reads', () => {
    expect(environmentVariables.filter((name) => !named.includes(name))).toEqual([]);
  });

  it('names every variable .env.example documents, and none that neither knows', () => {
    expect(example.filter((name) => !named.includes(name))).toEqual([]);
    const known = new Set([...environmentVariables, ...example]);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
  });
});

describe('the README’s feature map', () => {
  const rows = tableAfter(readme, '## Feature map');
  /** A code span that names a file or folder rather than an address or a name. */
  const isPath = (span: string) => !span.startsWith('/') && /[./]/.test(span);
  const missing = (base: string, spans: string[]) =>
    spans.filter(isPath).filter((span) => !existsSync(path.join(root, base, span)));

  it('names screens, code, Studio pieces and tests that exist', () => {
    for (const [feature = '', screen = '', code = '', studio = '', tests = ''] of rows) {
      expect(missing('web/routes', codeSpans(screen)), feature).toEqual([]);
      expect(missing('', codeSpans(code)), feature).toEqual([]);
      expect(missing('studio', codeSpans(studio)), feature).toEqual([]);
      expect(missing('', codeSpans(tests)), feature).toEqual([]);
    }
  });

  /** The addresses of web/routes.ts, as the map writes them ('/journeys/:id'). */
  const pageAddresses = routes.flatMap((entry) =>
    entry.index ? ['/'] : entry.path ? [`/${entry.path}`] : [],
  );
  // Routes that serve machines or editors' tools, not a feature a visitor uses.
  const machineRoutes = new Set(['/sitemap.xml', '/robots.txt', '/*']);
  const mapped = rows.flatMap(([, screen = '']) =>
    codeSpans(screen).filter((span) => span.startsWith('/')),
  );

  it('gives every page of the route table a feature, and no address the host does not serve', () => {
    const pages = pageAddresses.filter(
      (address) => !machineRoutes.has(address) && !address.startsWith('/api/'),
    );
    expect(pages.filter((address) => !mapped.includes(address))).toEqual([]);
    // Besides pages, the map may point at the host's services, as 'What runs where' lists them.
    const services = tableAfter(readme, '## What runs where').flatMap(([first = '']) =>
      codeSpans(first),
    );
    expect(
      mapped.filter((address) => !pageAddresses.includes(address) && !services.includes(address)),
    ).toEqual([]);
  });
});

describe('the feature map’s route families', () => {
  const rows = tableAfter(readme, '## Feature map');
  // Folders of web/routes/ that serve machines or editors' switches, not a screen (081).
  const machineFamilies = new Set(['seo', 'preview']);

  it('names every screen family of web/routes/', () => {
    const families = readdirSync(path.join(root, 'web/routes')).filter(
      (name) =>
        !machineFamilies.has(name) && statSync(path.join(root, 'web/routes', name)).isDirectory(),
    );
    const mapped = rows.flatMap(([, screen = '']) => codeSpans(screen));
    expect(families.filter((family) => !mapped.includes(`${family}/`))).toEqual([]);
  });
});

/**
 * A newcomer's three questions, answered from the README alone: the feature map's row for the
 * feature names, among its code, a file that holds the answer. Each answer is found by what the
 * code does, not by the file's name, so a map that points at the wrong file fails.
 */
describe('a newcomer’s three questions, answered by the feature map', () => {
  const rows = tableAfter(readme, '## Feature map');
  /** The files (not folders) a feature's row names as its code. */
  const codeFiles = (feature: string) => {
    const row = rows.find(([name = '']) => name === feature);
    if (!row) throw new Error(`no feature map row for ${feature}`);
    return codeSpans(row[2] ?? '').filter(
      (span) => /\.tsx?$/.test(span) && existsSync(path.join(root, span)),
    );
  };
  const answering = (feature: string, answer: RegExp) =>
    codeFiles(feature).filter((file) => answer.test(read(file)));

  it('which file decides which specialist gets a trip request', () => {
    // The rule that picks the specialists for a reading of the request.
    expect(answering('trip requests', /export function routeRequest\(/)).toHaveLength(1);
  });

  it('where an enquiry is stored', () => {
    // The store that writes the `enquiry` document to the content lake.
    expect(
      answering('enquiries', /export function createSanityEnquiryStore\([\s\S]*createIfNotExists/),
    ).toHaveLength(1);
  });

  it('where the payment result’s signature is checked', () => {
    // The HMAC comparison, and the step of the result that calls it.
    expect(answering('payments', /export function isGatewaySigned\(/)).toHaveLength(1);
    expect(answering('payments', /if \(!isGatewaySigned\(/)).toHaveLength(1);
  });
});

describe('the files the README and the mechanism pages name', () => {
  const ignored = read('.gitignore')
    .split('\n')
    .map((line) => line.trim().replace(/^\//, ''))
    .filter((line) => line !== '' && !line.includes('*'));
  const folders = readdirSync(root).filter(
    (name) => !name.startsWith('.') && statSync(path.join(root, name)).isDirectory(),
  );
  const pages = [
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/${file}`),
  ];

  it.each(pages)('%s names only files and folders that exist', (page) => {
    const named = codeSpans(read(page)).filter(
      (span) =>
        /^[\w.-]+\/[\w./-]*$/.test(span) &&
        folders.includes(span.split('/')[0] ?? '') &&
        !ignored.some((entry) => span.startsWith(entry) || span.includes(`/${entry}`)),
    );
    expect(named.filter((span) => !existsSync(path.join(root, span)))).toEqual([]);
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

  it('says a record is amended or superseded only by records that exist', () => {
    const numbers = new Set(records.map((file) => file.slice(0, 3)));
    const named = index
      .split('\n')
      .filter((line) => line.startsWith('- ['))
      .flatMap((line) =>
        [...line.matchAll(/\b(?:by|then|and) (\d{3})\b/g)].map((match) => match[1]),
      );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((number) => !numbers.has(number ?? ''))).toEqual([]);
  });

  it.each(records)('gives %s the status the record itself states', (file) => {
    const status = /^Status:\s*(\w+)/im.exec(read(`${folder}/${file}`))?.[1]?.toLowerCase();
    expect(status, `${file} states a status`).toBeDefined();
    const entry = index.split('\n').find((line) => line.includes(`](${file})`)) ?? '';
    const listed = /\):\s*(\w+)/.exec(entry)?.[1]?.toLowerCase();
    expect(listed).toBe(status);
  });
});
