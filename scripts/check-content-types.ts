/**
 * Fails when web/data/sanity.types.ts no longer matches the Studio schema and the site's
 * queries: regenerates it with TypeGen, compares, and puts the committed file back, so the check
 * never changes the tree. Run by `npm test` in the type stage.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const generated = path.join(root, 'web/data/sanity.types.ts');

const committed = readFileSync(generated, 'utf8');
const code = spawnSync('npm', ['run', '--silent', 'typegen'], {
  cwd: root,
  stdio: 'inherit',
}).status;
const fresh = readFileSync(generated, 'utf8');
writeFileSync(generated, committed);

if (code !== 0) {
  console.error('TypeGen failed; the content types could not be checked.');
  process.exit(1);
}
if (fresh !== committed) {
  const committedLines = committed.split('\n');
  const freshLines = fresh.split('\n');
  const line = freshLines.findIndex((text, index) => text !== committedLines[index]);
  console.error(
    `web/data/sanity.types.ts is stale (first difference at line ${line + 1}): ` +
      'run `npm run typegen` and commit the result.',
  );
  process.exit(1);
}
console.log('web/data/sanity.types.ts matches the Studio schema and the queries.');
