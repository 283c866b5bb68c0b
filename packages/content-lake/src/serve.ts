/**
 * `serveLake()`: a lake on a port of its own, for a host that runs it alone (benchmarks, fault
 * checks, a stand-in for hosted Sanity) rather than mounted in a larger app. Stops cleanly on
 * SIGINT and SIGTERM when asked to.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createLake, type Lake, type LakeOptions } from './app.ts';

/** The file in the data folder that holds the bearer token, made on first start. */
export const TOKEN_FILE = 'local-api-token';

export interface ServeLakeOptions extends Omit<LakeOptions, 'tokenFile'> {
  /** 0 picks a free port. */
  port: number;
  hostname: string;
  /** Where the bearer token lives (default: `local-api-token` in the data folder). */
  tokenFile?: string;
  /** Stop on SIGINT and SIGTERM and end the process (for a command; off unless given). */
  exitOnSignal?: boolean;
}

export interface ServedLake {
  lake: Lake;
  /** e.g. http://127.0.0.1:4301 */
  origin: string;
  close(): Promise<void>;
}

export async function serveLake(options: ServeLakeOptions): Promise<ServedLake> {
  const { port, hostname, exitOnSignal, ...lakeOptions } = options;
  const lake = createLake({
    ...lakeOptions,
    tokenFile: options.tokenFile ?? path.join(options.dataDir, TOKEN_FILE),
  });
  const server = serve({ fetch: lake.app.fetch, port, hostname });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const origin = `http://${hostname}:${(server.address() as AddressInfo).port}`;
  lake.listening(origin);
  const close = async () => {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await lake.close();
  };
  if (exitOnSignal) {
    const stop = () => void close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  }
  return { lake, origin, close };
}
