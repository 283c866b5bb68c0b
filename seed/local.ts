/**
 * Seeding the embedded lake from inside this process: the lake's app is served on a private
 * loopback port for the duration, so the seed speaks the same HTTP API it uses against hosted
 * Sanity, before the public port opens.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createClient, type SanityClient } from '@sanity/client';
import type { Hono } from 'hono';
import { environment } from '../shared/environment.ts';

export async function withPrivateServer<T>(
  app: Hono,
  work: (origin: string) => Promise<T>,
): Promise<T> {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    return await work(`http://127.0.0.1:${port}`);
  } finally {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export function localClient(
  origin: string,
  token: string | undefined,
  env = environment(),
): SanityClient {
  return createClient({
    projectId: env.SANITY_PROJECT_ID ?? 'local',
    dataset: env.SANITY_DATASET,
    apiVersion: env.SANITY_API_VERSION,
    apiHost: origin,
    useProjectHostname: false,
    useCdn: false,
    token,
  });
}

/** Whether a server answers at the client's API host (any HTTP status counts as an answer). */
export async function serverAnswers(client: SanityClient): Promise<boolean> {
  try {
    await client.fetch(
      'count(*[_id == "siteSettings"])',
      {},
      { signal: AbortSignal.timeout(3000) },
    );
    return true;
  } catch (error) {
    return typeof (error as { statusCode?: unknown }).statusCode === 'number';
  }
}

/** Whether the dataset already holds the seed (its site settings, published or draft). */
export async function isSeeded(client: SanityClient): Promise<boolean> {
  const found = await client.fetch<number>(
    'count(*[_id in ["siteSettings", "drafts.siteSettings"]])',
    {},
    { perspective: 'raw' },
  );
  return found > 0;
}

/** Prints progress on one rewritten line in a terminal, or every tenth in a log. */
export function progressPrinter(stream: NodeJS.WriteStream = process.stdout) {
  const lastTenth = new Map<string, number>();
  return (phase: string, done: number, total: number) => {
    if (stream.isTTY) {
      stream.write(`\r  ${phase} ${done}/${total}${done === total ? '\n' : ''}`);
      return;
    }
    const tenth = Math.floor((done / total) * 10);
    if (tenth !== lastTenth.get(phase) || done === total) {
      lastTenth.set(phase, tenth);
      stream.write(`  ${phase} ${done}/${total}\n`);
    }
  };
}
