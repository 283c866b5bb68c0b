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
    path: '../web/content/queries/**/*.ts',
    schema: '.sanity/schema.json',
    generates: '../web/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
