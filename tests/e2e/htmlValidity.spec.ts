import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from '@playwright/test';
import { ROUTE_TYPES } from './routeTypes.ts';
import { test } from './fixtures.ts';

interface CheckerMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const runFile = promisify(execFile);
// The checker itself, from the vnu-jar package; it runs on the machine's Java.
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** A file name for a page's HTML that the checker's report can be traced back from. */
const fileName = (route: string) =>
  `${route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '_') || 'home'}.html`;

// The server's HTML (what search engines and assistive technology meet before any script runs)
// must be valid: one checker run over one page of every kind, reporting errors only.
test('the server HTML of every route type passes the Nu Html Checker @desktop', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'html-validity-'));
  try {
    const files = new Map<string, string>();
    // The home page as a payment result arrives: its result is in the served HTML too.
    for (const route of [...ROUTE_TYPES, '/?status=0&ref=TX123']) {
      const response = await request.get(route);
      expect([200, 404], `${route} answers`).toContain(response.status());
      const file = path.join(folder, fileName(route));
      await writeFile(file, await response.text());
      files.set(path.basename(file), route);
    }

    // The checker writes its JSON report to standard error and exits non-zero when it finds errors.
    const checker = await runFile(
      'java',
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--format',
        'json',
        ...[...files.keys()].map((name) => path.join(folder, name)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === 'ENOENT') {
        throw new Error('Java is missing: install it (apt-get install -y default-jre-headless).');
      }
      return { stderr: error.stderr ?? '' };
    });
    const { messages } = JSON.parse(checker.stderr) as { messages: CheckerMessage[] };
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => {
        const route = files.get(path.basename(message.url ?? '')) ?? message.url;
        return `${route}:${message.lastLine ?? '?'} ${message.message} ${message.extract ?? ''}`;
      });
    expect(errors, errors.join('\n')).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
});
