import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layers } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** Lints one line of source as if it were the file at `file`, and returns the layer errors. */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

// Loading the configuration and the TypeScript parser takes seconds on a busy machine; do it once,
// with room to spare, so no case's own time limit pays for it.
beforeAll(async () => {
  await eslint.lintText('', { filePath: path.join(root, 'web/lib/warmUp.ts') });
}, 120_000);

describe('layer rules', { timeout: 30_000 }, () => {
  it.each([
    ['web/lib/wrongWay.ts', "export { createHost } from '../../server/host.ts';", 'shared/'],
    [
      'functions/lib/wrongWay.ts',
      "export { lakeService } from '../../server/lakeService.ts';",
      'shared/',
    ],
    ['server/wrongWay.ts', "export { run } from '../scripts/run.ts';", 'scripts/'],
    ['lib/seed/wrongWay.ts', "export { run } from '../../scripts/run.ts';", 'scripts/'],
    [
      'server/lake/wrongWay.ts',
      "export { homePageQuery } from '../../web/content/queries/homePageQuery.ts';",
      'HTTP API',
    ],
    [
      'server/lake/wrongWay.ts',
      "export { functionRoutes } from '../../functions/index.ts';",
      'HTTP API',
    ],
    [
      'shared/wrongWay.ts',
      "export { travelCards } from '../content/travelCardSchema.ts';",
      'bottom layer',
    ],
    [
      'lib/imagery/wrongWay.ts',
      "export { createHost } from '../../server/host.ts';",
      'runtime libraries',
    ],
    [
      'studio/components/wrongWay.ts',
      "export { documentPath } from '../../web/lib/seo/sitemap.ts';",
      'Studio',
    ],
    ['studio/wrongWay.ts', "export { contact } from '../content/siteSettings.ts';", 'Studio'],
    [
      'scripts/wrongWay.ts',
      "export { baseConfig } from '../tests/playwright.base.ts';",
      'tests/ holds the tests',
    ],
    ['content/wrongWay.ts', "export { pageMeta } from '../web/lib/pageMeta.ts';", 'seed content'],
  ])('%s may not import %s', async (file, source, reason) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['web/content/rightWay.ts', "export { sanityConnection } from '../../shared/sanityConfig.ts';"],
    ['server/rightWay.ts', "export { seedIfEmpty } from '../lib/seed/firstStart.ts';"],
    ['scripts/rightWay.ts', "export { createHost } from '../server/host.ts';"],
    ['functions/rightWay.test.ts', "export { startLakeForTest } from '../server/lake/testing.ts';"],
    ['studio/rightWay.ts', "export { BRAND_NAME } from '../shared/brand.ts';"],
    ['content/rightWay.ts', "export { scenes } from '../lib/imagery/scenes.ts';"],
  ])('%s may import %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });

  it('an import cycle fails the lint', async () => {
    // Two modules that import each other, linted under the project's layer rules; written outside
    // the tree, so nothing else that lints the project meets them.
    const folder = mkdtempSync(path.join(tmpdir(), 'import-cycle-'));
    try {
      writeFileSync(
        path.join(folder, 'quote.ts'),
        "import { season } from './season.ts';\nexport const quote = () => season;\n",
      );
      writeFileSync(
        path.join(folder, 'season.ts'),
        "import { quote } from './quote.ts';\nexport const season = () => quote;\n",
      );
      const linter = new ESLint({
        cwd: folder,
        overrideConfigFile: true,
        overrideConfig: [{ languageOptions: { parser: tseslint.parser } }, layers],
      });
      const [result] = await linter.lintFiles(['quote.ts']);
      const cycles = (result?.messages ?? []).filter(
        (message) => message.ruleId === 'import-x/no-cycle',
      );
      expect(cycles.map((message) => message.message)).toEqual(['Dependency cycle detected']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
