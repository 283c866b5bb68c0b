/**
 * What the fault checks share: a host process of their own (started, killed, restarted on the
 * same data folder), timed requests that never wait past a bound, the content API's token, the
 * server's resident memory, and the tally of promises kept or broken that sets the exit code.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { DEFAULT_API_VERSION } from '../../shared/environment.ts';
import { LOCAL_TOKEN_FILE } from '../../shared/sanityConfig.ts';
import { freeLoopbackPort } from '../benchOptions.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const API = `/v${DEFAULT_API_VERSION}`;
export const DATASET = 'production';

export interface HostProcess {
  origin: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Lines the host printed on stderr, kept for the report when something goes wrong. */
  errors: string[];
}

export interface StartOptions {
  dataDir: string;
  /** The entry to run: the whole host (`server/main.ts`, needs `npm run build`) or another. */
  entry?: string;
  port?: number;
  /** Variables for the entry; one set to undefined is removed. */
  env?: Record<string, string | undefined>;
  /** A module Node loads before the entry (`--import`). */
  preload?: string;
  /** Printed by the entry once it listens. */
  readyLine?: RegExp;
  startLimitMs?: number;
  /** Lines of the entry's error output kept for the report (200 unless given). */
  errorLines?: number;
}

export function temporaryFolder(label: string): string {
  return mkdtempSync(path.join(tmpdir(), `fault-${label}-`));
}

export function removeFolder(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
}

/** Starts an entry of this repository with its own port and data folder; resolves once ready. */
export async function startHost(options: StartOptions): Promise<HostProcess> {
  const port = options.port ?? (await freeLoopbackPort());
  const entry = path.join(ROOT, options.entry ?? 'server/main.ts');
  const args = options.preload ? ['--import', options.preload, entry] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: options.dataDir,
      SANITY_API_HOST: '',
      // Every check sends its load from one address: lift the per-address limit for this host.
      ENQUIRY_RATE_LIMIT: '1000000',
      // As `npm start` runs the host: two allocator arenas (see the README).
      MALLOC_ARENA_MAX: '2',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const { stdout, stderr } = child;
  if (!stdout || !stderr) throw new Error('the host has no output to read');
  const errors: string[] = [];
  createInterface({ input: stderr }).on('line', (line) => {
    if (errors.length < (options.errorLines ?? 200)) errors.push(line);
  });
  const readyLine = options.readyLine ?? /^site\s+http/;
  const limit = options.startLimitMs ?? 120_000;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the host did not start in ${limit / 1000} s\n${errors.join('\n')}`));
    }, limit);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      reject(new Error(`the host exited (${code}) before it was ready\n${errors.join('\n')}`));
    };
    child.once('exit', onExit);
    const lines = createInterface({ input: stdout });
    lines.on('line', (line) => {
      if (readyLine.test(line)) {
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve();
      }
    });
  });
  return { origin: `http://127.0.0.1:${port}`, port, dataDir: options.dataDir, child, errors };
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** `kill -9`: no flush, no goodbye. */
export async function killHost(host: HostProcess): Promise<void> {
  host.child.kill('SIGKILL');
  await exited(host.child);
}

export async function stopHost(host: HostProcess): Promise<void> {
  if (host.child.exitCode !== null || host.child.signalCode !== null) return;
  host.child.kill('SIGTERM');
  const timer = setTimeout(() => host.child.kill('SIGKILL'), 10_000);
  await exited(host.child);
  clearTimeout(timer);
}

export function localToken(dataDir: string): string {
  return readFileSync(path.join(dataDir, LOCAL_TOKEN_FILE), 'utf8').trim();
}

/** Resident memory of a process in KiB, from /proc (Linux); undefined elsewhere. */
export function residentKiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

export interface Answer {
  /** 0 when no answer came: refused, reset, or over the time bound. */
  status: number;
  ms: number;
  body: string;
  headers: Headers;
  timedOut: boolean;
  error?: string;
}

/** One request that never waits longer than `limitMs` for its whole answer. */
export async function timedFetch(url: string, init: RequestInit, limitMs: number): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      signal: AbortSignal.timeout(limitMs),
    });
    const body = await response.text();
    return {
      status: response.status,
      ms: performance.now() - started,
      body,
      headers: response.headers,
      timedOut: false,
    };
  } catch (error) {
    const name = (error as Error).name;
    return {
      status: 0,
      ms: performance.now() - started,
      body: '',
      headers: new Headers(),
      timedOut: name === 'TimeoutError' || name === 'AbortError',
      error: String((error as Error).cause ?? error),
    };
  }
}

/** Counts of answers by status, printed as `201×480, 0×20`. */
export function statusCounts(answers: readonly { status: number }[]): string {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status || 'no answer'}×${n}`)
    .join(', ');
}

export function maxMs(answers: readonly { ms: number }[]): number {
  return answers.reduce((max, { ms }) => Math.max(max, ms), 0);
}

/** The promises a check makes; each one printed, any broken one fails the command. */
export class Verdict {
  private broken = 0;

  check(promise: string, kept: boolean, detail = ''): boolean {
    console.log(`${kept ? 'kept  ' : 'BROKEN'}  ${promise}${detail ? ` (${detail})` : ''}`);
    if (!kept) this.broken += 1;
    return kept;
  }

  figure(name: string, value: string | number): void {
    console.log(`        ${name.padEnd(34)} ${value}`);
  }

  /** Sets the exit code: 0 when every promise held. */
  finish(name: string): void {
    console.log(
      this.broken === 0 ? `${name}: every promise kept` : `${name}: ${this.broken} broken`,
    );
    if (this.broken > 0) process.exitCode = 1;
  }
}

/** Headers for the content API with the local token. */
export function withToken(token: string, extra: Record<string, string> = {}) {
  return { authorization: `Bearer ${token}`, ...extra };
}

/**
 * Paths of the first `count` pictures in the lake (`/images/{project}/{dataset}/…`), read with
 * the token; none when the lake cannot answer.
 */
export async function picturePaths(
  origin: string,
  token: string,
  count: number,
): Promise<string[]> {
  const query = encodeURIComponent(`*[_type == "sanity.imageAsset"][0...${count}].url`);
  const answer = await timedFetch(
    `${origin}${API}/data/query/${DATASET}?query=${query}`,
    { headers: withToken(token) },
    10_000,
  );
  if (answer.status !== 200) return [];
  return (JSON.parse(answer.body) as { result: (string | null)[] }).result
    .filter((url): url is string => typeof url === 'string')
    .map((url) => new URL(url, origin).pathname);
}

/** Reads ids that exist among `ids` through the content API (raw perspective, with the token). */
export async function existingIds(
  origin: string,
  token: string,
  ids: readonly string[],
): Promise<string[]> {
  const found: string[] = [];
  // Chunks keep each query's body well under the lake's limits.
  for (let start = 0; start < ids.length; start += 200) {
    const chunk = ids.slice(start, start + 200);
    const answer = await timedFetch(
      `${origin}${API}/data/query/${DATASET}?perspective=raw`,
      {
        method: 'POST',
        headers: withToken(token, { 'content-type': 'application/json' }),
        body: JSON.stringify({ query: '*[_id in $ids]._id', params: { ids: chunk } }),
      },
      30_000,
    );
    if (answer.status !== 200) {
      throw new Error(`counting failed: ${answer.status} ${answer.error ?? answer.body}`);
    }
    found.push(...(JSON.parse(answer.body) as { result: string[] }).result);
  }
  return found;
}
