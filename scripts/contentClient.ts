/**
 * The client the content scripts work with: a hosted project when SANITY_API_HOST is set (with
 * SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_TOKEN), else the local lake — the running
 * server if one answers (where the data folder's lock says it listens, else on PORT), or this
 * data folder's lake opened in-process and served on the host's own address for the duration:
 * asset documents store their URLs under that address, and the exporter downloads every picture
 * from its stored URL.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { runningLakeOrigin } from '@halcyon/content-lake';
import { createClient, type SanityClient } from '@sanity/client';
import type { Hono } from 'hono';
import { lakeService } from '../server/lakeService.ts';
import { dataDirectory } from '../shared/environment.ts';
import { LOCAL_TOKEN_FILE, sanityConnection } from '../shared/sanityConfig.ts';
import { localClient, serverAnswers } from '../seed/local.ts';

export async function withContentClient<T>(
  log: (line: string) => void,
  work: (client: SanityClient) => Promise<T>,
): Promise<T> {
  // The host serving this data folder says in its lock where it listens, whatever its PORT.
  const origin = runningLakeOrigin(dataDirectory());
  const connection = sanityConnection({ withToken: true, origin });
  if (!connection.local) {
    if (!connection.token)
      throw new Error('A hosted project needs SANITY_API_TOKEN (a token with write access).');
    log(`using ${connection.projectId}/${connection.dataset} at ${connection.apiHost}`);
    return work(createClient({ ...connection, useCdn: false }));
  }
  const running = createClient(connection);
  if (await serverAnswers(running)) {
    if (!connection.token)
      throw new Error(
        `A server answers at ${connection.apiHost}, but there is no local token in DATA_DIR.`,
      );
    log(`using the running local lake at ${connection.apiHost} (${connection.dataset})`);
    return work(running);
  }
  const dataDir = dataDirectory();
  const lake = lakeService({ dataDir, origin: connection.apiHost });
  try {
    const token = readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
    log(
      `using the local lake in ${path.relative(process.cwd(), dataDir) || '.'} (${connection.dataset})`,
    );
    return await servedAt(lake.app, connection.apiHost, (origin) =>
      work(localClient(origin, token)),
    );
  } finally {
    await lake.close?.();
  }
}

async function servedAt<T>(app: Hono, origin: string, work: (origin: string) => Promise<T>) {
  const { hostname, port } = new URL(origin);
  const server = serve({ fetch: app.fetch, port: Number(port), hostname });
  await new Promise<void>((resolve, reject) => {
    server.once('listening', () => resolve());
    server.once('error', reject);
  });
  try {
    return await work(origin);
  } finally {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
