import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { layers } from '../../eslint.config.js';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/**
 * Lints one line of source as if it were the file at `file`, and returns the layer errors: a
 * restricted path, or a restricted name (a deep import into the lake package).
 */
async function layerErrors(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === 'no-restricted-imports',
    )
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
    ['http/wrongWay.ts', "export { lakeService } from '../server/lakeService.ts';", 'shared/'],
    ['server/wrongWay.ts', "export { run } from '../scripts/run.ts';", 'scripts/'],
    ['seed/wrongWay.ts', "export { run } from '../scripts/run.ts';", 'scripts/'],
    [
      'packages/content-lake/src/wrongWay.ts',
      "export { homePageQuery } from '../../../web/routes/home/homePageQuery.ts';",
      'knows nothing of the app',
    ],
    [
      'packages/content-lake/src/wrongWay.ts',
      "export { functionRoutes } from '../../../functions/index.ts';",
      'knows nothing of the app',
    ],
    [
      'packages/content-lake/src/wrongWay.ts',
      "export { isSiteLaneKey } from '../../../shared/siteLane.ts';",
      'knows nothing of the app',
    ],
    [
      'packages/content-lake/src/wrongWay.ts',
      "export { lakeService } from '../../../server/lakeService.ts';",
      'knows nothing of the app',
    ],
    [
      'packages/content-lake/bin/wrongWay.ts',
      "export { environment } from '../../../shared/environment.ts';",
      'knows nothing of the app',
    ],
    [
      'packages/content-lake/src/wrongWay.test.ts',
      "export { seedDocuments } from '../../../content/index.ts';",
      'knows nothing of the app',
    ],
    [
      'server/wrongWay.ts',
      "export { createLake } from '../packages/content-lake/src/app.ts';",
      'public entry',
    ],
    [
      'server/wrongWay.ts',
      "export { createLake } from '../packages/content-lake/src/index.ts';",
      'public entry',
    ],
    [
      'server/wrongWay.ts',
      "export { createLake } from '@halcyon/content-lake/src/app.ts';",
      'public entry',
    ],
    [
      'server/wrongWay.ts',
      "export { startLakeForTest } from '@halcyon/content-lake/testing';",
      'is for tests',
    ],
    [
      'web/lib/wrongWay.ts',
      "export { isLakePath } from '../../packages/content-lake/src/app.ts';",
      'public entry',
    ],
    [
      'server/wrongWay.test.ts',
      "export { runQuery } from '../packages/content-lake/src/groq.ts';",
      'public entry',
    ],
    [
      'tests/wrongWay.test.ts',
      "export { createLake } from '@halcyon/content-lake/src/app.ts';",
      'public entry',
    ],
    ['shared/wrongWay.ts', "export { contact } from '../content/siteSettings.ts';", 'bottom layer'],
    ['imagery/wrongWay.ts', "export { createHost } from '../server/host.ts';", 'runtime libraries'],
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
    [
      'web/startup/wrongWay.ts',
      "export { chunkGroups } from '../../bundling/chunkGroups.ts';",
      'Vite plugins',
    ],
    // A wrong-way import between features: the outbox knows no lead's service.
    [
      'features/notifications/wrongWay.ts',
      "export { deliverDue } from '../tripRequests/index.ts';",
      'Features import one way',
    ],
    // A feature's internal module, from outside the feature: only its entries are public.
    [
      'functions/wrongWay.ts',
      "export { createSanityEnquiryStore } from '../features/enquiries/store.ts';",
      'Use features/enquiries through its public entry',
    ],
    [
      'features/tripRequests/wrongWay.ts',
      "export { deliverOwed } from '../notifications/outbox.ts';",
      'Use features/notifications through its public entry',
    ],
    [
      'features/payments/wrongWay.ts',
      "export { createSubmit } from '../../functions/submit.ts';",
      'features/ holds domain code',
    ],
  ])('%s may not import %s', async (file, source, reason) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['web/data/rightWay.ts', "export { sanityConnection } from '../../shared/sanityConfig.ts';"],
    ['server/rightWay.ts', "export { seedIfEmpty } from '../seed/firstStart.ts';"],
    ['scripts/rightWay.ts', "export { createHost } from '../server/host.ts';"],
    [
      'functions/rightWay.test.ts',
      "export { startLakeForTest } from '@halcyon/content-lake/testing';",
    ],
    ['server/rightWay.ts', "export { createLake } from '@halcyon/content-lake';"],
    ['scripts/rightWay.ts', "export { startLakeForTest } from '@halcyon/content-lake/testing';"],
    ['packages/content-lake/src/rightWay.ts', "export { createLake } from './app.ts';"],
    ['packages/content-lake/bin/rightWay.ts', "export { serveLake } from '../src/index.ts';"],
    ['studio/rightWay.ts', "export { BRAND_NAME } from '../shared/brand.ts';"],
    ['content/rightWay.ts', "export { scenes } from '../imagery/scenes.ts';"],
    ['functions/rightWay.ts', "export { enquiryService } from '../features/enquiries/index.ts';"],
    [
      'features/tripRequests/rightWay.ts',
      "export { deliverOwed } from '../notifications/index.ts';",
    ],
    [
      'studio/schemaTypes/rightWay.ts',
      "export { EMAIL_STATES } from '../../features/tripRequests/browser.ts';",
    ],
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
