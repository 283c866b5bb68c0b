/**
 * The embedded local Content Lake (`@halcyon/content-lake`, packages/content-lake/) as a service of the one-process host. It
 * answers Sanity's HTTP API on the host's own origin, so the site, the seed script and the
 * Studio use it with `apiHost` = this origin. With SANITY_API_HOST set (a hosted project), it
 * is not started at all.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { CODE_LIFETIME_MS, createLake, isLakePath, parseOriginList } from '@halcyon/content-lake';
import { environment, securitySettings } from '../shared/environment.ts';
import { openSiteLane } from '../shared/siteLane.ts';
import { LOCAL_TOKEN_FILE } from '../shared/sanityConfig.ts';
import { transactionTags } from './contentChanges.ts';
import { siteLakeRules } from './lakeRules.ts';
import { STUDIO_BASE_PATH } from './studioService.ts';
import type { ServiceContext, ServiceModule } from './serviceModule.ts';

/** Prints a fresh sign-in link, asked of the running host with the server token. */
const SIGN_IN_CODE_COMMAND = 'npm run privacy -- sign-in-code';

/** A path as typed from the working folder when it lies inside it, else in full. */
function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

export function lakeService(context: ServiceContext, env = environment()): ServiceModule {
  if (env.SANITY_API_HOST) {
    return {
      name: 'lake',
      app: new Hono(),
      claims: () => false,
      describe: () => `content lake  not started: using ${env.SANITY_API_HOST}`,
    };
  }
  const tokenFile = path.join(context.dataDir, LOCAL_TOKEN_FILE);
  const security = securitySettings(env);
  const dataset = env.SANITY_DATASET;
  const lake = createLake({
    dataDir: context.dataDir,
    projectId: env.SANITY_PROJECT_ID ?? 'local',
    dataset,
    tokenFile,
    extraTokens: env.SANITY_API_TOKEN ? [env.SANITY_API_TOKEN] : [],
    publicOrigin: context.origin,
    corsOrigins: [context.origin, ...parseOriginList(env.LAKE_CORS_ORIGINS)],
    signIn: {
      enabled: security.localSignIn,
      trustProxy: security.trustProxy,
      freshCodeCommand: SIGN_IN_CODE_COMMAND,
    },
    backupDays: env.LAKE_BACKUP_DAYS,
    ...siteLakeRules,
  });
  // The pages rendered in this process read the lake over HTTP: their queries get a lane of
  // their own, admitted by a key only this process knows.
  openSiteLane();
  return {
    name: 'lake',
    app: lake.app,
    claims: isLakePath,
    // The banner is printed once the port is open: the moment to hand the owner, on this
    // console, the one-time link that signs them in to the Studio (as notebook servers do), and
    // to tell the data folder's lock where this host listens, so that `npm run privacy` and the
    // content commands reach it on whatever port it was started.
    describe: (origin) => {
      lake.listening(origin);
      const banner = `content lake  ${origin}/v2025-02-19/data/query/${dataset} (token in ${shownPath(tokenFile)})`;
      const link = lake.signInLink(`${origin}${STUDIO_BASE_PATH}`);
      return link === undefined
        ? banner
        : `${banner}\nstudio sign-in ${link}  (works once, within ${String(CODE_LIFETIME_MS / 60_000)} minutes; ${SIGN_IN_CODE_COMMAND} prints another)`;
    },
    followChanges: (listener) =>
      lake.core.subscribe((name, transaction) => {
        if (name !== dataset) return;
        const tags = transactionTags(transaction);
        if (tags.length > 0) listener(tags);
      }),
    isEditor: lake.isEditor,
    close: lake.close,
  };
}
