/**
 * Settings for the `sanity` command (run from this folder by `npm run build` and
 * `npm run typegen`). The project is read from the same variables as the Studio itself.
 */
import { defineCliConfig } from 'sanity/cli';
import { studioConnection } from './studioConnection.ts';

const { projectId, dataset } = studioConnection(process.env, undefined);

export default defineCliConfig({
  api: { projectId, dataset },
  project: { basePath: '/studio' },
  deployment: { autoUpdates: false },
  // `sanity build` also extracts the schema, from which `sanity typegen generate` (run after
  // the build, and by `npm run typegen`) writes the query result types.
  schemaExtraction: { enabled: true, enforceRequiredFields: true, path: '.sanity/schema.json' },
  typegen: {
    // Queries live in web/data/queries and, as features move to their own folders, beside
    // their routes (web/routes/{feature}/*Query.ts).
    path: ['../web/data/queries/**/*.ts', '../web/routes/**/*Query.ts'],
    schema: '.sanity/schema.json',
    generates: '../web/data/sanity.types.ts',
    overloadClientMethods: true,
  },
});
