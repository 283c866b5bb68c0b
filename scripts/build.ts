/** `npm run build`: the production build of the site (and, as they land, the Studio). */
import { recordBuild } from './buildStamp.ts';
import { runOrExit } from './run.ts';

export async function build(): Promise<void> {
  await runOrExit('react-router', ['build']);
  recordBuild();
}

if (import.meta.main) await build();
