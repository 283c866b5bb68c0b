/** `npm start` on a fresh clone: seed the empty local dataset before the public port opens. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Hono } from 'hono';
import { LOCAL_TOKEN_FILE } from '../shared/sanityConfig.ts';
import { isSeeded, localClient, progressPrinter, withPrivateServer } from './local.ts';
import { seed } from './run.ts';

export interface FirstStartOptions {
  /** The host's services app, which answers the lake's API. */
  app: Hono;
  dataDir: string;
  log?: (line: string) => void;
}

/** Seeds when the dataset has no site settings yet; returns whether it seeded. Never throws. */
export async function seedIfEmpty({
  app,
  dataDir,
  log = console.log,
}: FirstStartOptions): Promise<boolean> {
  try {
    const token = readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
    return await withPrivateServer(app, async (origin) => {
      const client = localClient(origin, token);
      if (await isSeeded(client)) return false;
      log(
        'seed          the local dataset is empty: importing the seed content (the first run also draws its pictures)…',
      );
      const report = await seed({ client, progress: progressPrinter() });
      log(
        `seed          ${report.documents} documents and ${report.artworks} pictures in ${(report.totalMs / 1000).toFixed(1)} s`,
      );
      return true;
    });
  } catch (error) {
    console.error(
      `seed          failed, the site starts without its content: ${(error as Error).message}`,
    );
    return false;
  }
}
