/**
 * A lake on a random port in a temporary folder, for tests that talk to it over HTTP with the
 * real @sanity/client: `const lake = await startLakeForTest(); … await lake.close()`. The
 * package's `./testing` entry; it also lends `runQuery` to tests that check narrowing never
 * changes an answer over a host's own queries.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createClient, type SanityClient } from '@sanity/client';
import { createLake, type Lake, type LakeOptions } from './app.ts';

export { runQuery, type QueryInput } from './groq.ts';
export type { LakeDocument } from './types.ts';

export interface TestLake {
  /** e.g. http://127.0.0.1:41234, the apiHost for clients. */
  origin: string;
  token: string;
  dataDir: string;
  lake: Lake;
  /** A client for the `test` dataset; `withToken: false` for a public reader. */
  client(options?: { withToken?: boolean; apiVersion?: string; dataset?: string }): SanityClient;
  close(): Promise<void>;
}

export async function startLakeForTest(
  options: Partial<Omit<LakeOptions, 'dataDir' | 'tokenFile'>> & { dataDir?: string } = {},
): Promise<TestLake> {
  const ownsDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lake-test-'));
  // The clients below read the `test` dataset, so it is the one that exists from the start.
  const lake = createLake({
    dataset: 'test',
    ...options,
    dataDir,
    tokenFile: path.join(dataDir, 'local-api-token'),
  });
  const server = serve({ fetch: lake.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  lake.listening(origin);
  return {
    origin,
    token: lake.token,
    dataDir,
    lake,
    client: ({ withToken = true, apiVersion = '2025-02-19', dataset = 'test' } = {}) =>
      createClient({
        projectId: options.projectId ?? 'local',
        dataset,
        apiHost: origin,
        useProjectHostname: false,
        apiVersion,
        useCdn: false,
        token: withToken ? lake.token : undefined,
      }),
    close: async () => {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await lake.close();
      if (ownsDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
