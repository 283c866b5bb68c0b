/**
 * `npm run build:netlify`: the production build, then what Netlify deploys of it (the site's
 * pages as a function, the Studio at /studio, the feed's snapshot and pictures when no remote
 * content host is configured). netlify.toml runs it as the build command.
 */
import path from 'node:path';
import { prepareNetlifyDeploy } from '../server/netlify/prepareDeploy.ts';
import { environment } from '../shared/environment.ts';
import { build } from './build.ts';
import { projectRoot } from './buildStamp.ts';

await build();
const env = environment();
const started = Date.now();
const prepared = await prepareNetlifyDeploy(
  {
    root: projectRoot,
    publishDir: path.join(projectRoot, 'build/site/client'),
    studioDir: path.join(projectRoot, 'studio/dist'),
    serverEntry: path.join(projectRoot, 'build/site/server/index.js'),
  },
  { travelCardsUrl: env.TRAVEL_CARDS_URL, sanityApiHost: env.SANITY_API_HOST },
);
console.log(
  `Netlify deploy prepared in ${((Date.now() - started) / 1000).toFixed(1)} s: ` +
    `${path.relative(projectRoot, prepared.functionFile)}, the Studio at /studio, ` +
    (env.TRAVEL_CARDS_URL
      ? `the feed from ${env.TRAVEL_CARDS_URL}.`
      : `the feed snapshot and ${prepared.pictures} pictures as static files.`),
);
