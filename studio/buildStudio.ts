/**
 * Builds the Studio into studio/dist (`sanity build`), with the pinned Node that runs this
 * script. A hosted project configured for the server (SANITY_API_HOST, SANITY_PROJECT_ID,
 * SANITY_DATASET) is handed to the Studio build too, unless SANITY_STUDIO_* say otherwise.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { LOCAL_PROJECT_ID, type StudioEnv } from './studioConnection.ts';

const studioRoot = import.meta.dirname;
const sanityBin = path.join(studioRoot, '../node_modules/sanity/bin/sanity');

export function studioBuildEnv(env: NodeJS.ProcessEnv): StudioEnv {
  const hosted = Boolean(env.SANITY_API_HOST);
  const pick = (studioValue: string | undefined, serverValue: string | undefined) =>
    studioValue ?? (hosted ? serverValue : undefined);
  const studioEnv: StudioEnv = {
    SANITY_STUDIO_PROJECT_ID: pick(env.SANITY_STUDIO_PROJECT_ID, env.SANITY_PROJECT_ID),
    SANITY_STUDIO_DATASET: pick(env.SANITY_STUDIO_DATASET, env.SANITY_DATASET),
    SANITY_STUDIO_API_HOST: pick(env.SANITY_STUDIO_API_HOST, env.SANITY_API_HOST),
  };
  return Object.fromEntries(Object.entries(studioEnv).filter(([, value]) => value !== undefined));
}

/**
 * Two fixes to the generated page: its icons are linked from /static/ although the Studio lives
 * under /studio, and a Studio for the local lake must not load Sanity's dashboard bridge from
 * the internet (the page has to work offline).
 */
export function finishStudioPage(html: string, { local }: { local: boolean }): string {
  const linked = html.replaceAll('href="/static/', 'href="/studio/static/');
  return local ? linked.replace(/<script[^>]*\bdata-sanity-core\b[^>]*><\/script>/g, '') : linked;
}

function runSanity(args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [sanityBin, ...args], {
      cwd: studioRoot,
      stdio: 'inherit',
      // Offline by design: no usage reports to Sanity's servers.
      env: { ...env, DO_NOT_TRACK: '1' },
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * `sanity build` (which also extracts the schema), then the query result types for the site
 * (web/data/sanity.types.ts). Resolves with the first non-zero exit code, or 0.
 */
export async function buildStudio(env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const studioEnv = studioBuildEnv(env);
  const built = await runSanity(['build', 'dist', '--yes'], { ...env, ...studioEnv });
  if (built !== 0) return built;
  const page = path.join(studioRoot, 'dist/index.html');
  const projectId = studioEnv.SANITY_STUDIO_PROJECT_ID ?? LOCAL_PROJECT_ID;
  writeFileSync(
    page,
    finishStudioPage(readFileSync(page, 'utf8'), { local: projectId === LOCAL_PROJECT_ID }),
  );
  return runSanity(['typegen', 'generate'], env);
}

if (import.meta.main) process.exit(await buildStudio());
