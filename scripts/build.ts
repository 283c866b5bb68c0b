/** `npm run build`: the production build of the site (and, as they land, the Studio). */
import './loadEnv.ts';
import path from 'node:path';
import { buildStudio } from '../studio/buildStudio.ts';
import { recordBuild } from './buildStamp.ts';
import { writeFavicon } from './favicon.ts';
import { precompressAssets } from './precompress.ts';
import { runOrExit } from './run.ts';

export async function build(): Promise<void> {
  await runOrExit('react-router', ['build']);
  const projectRoot = path.resolve(import.meta.dirname, '..');
  await writeFavicon(
    path.join(projectRoot, 'public/brand-logo.svg'),
    path.join(projectRoot, 'build/site/client/favicon.ico'),
  );
  await precompressAssets(path.join(projectRoot, 'build/site/client/assets'));
  const studioExit = await buildStudio();
  if (studioExit !== 0) {
    console.error(`sanity build failed (exit ${studioExit})`);
    process.exit(studioExit);
  }
  recordBuild();
}

if (import.meta.main) await build();
