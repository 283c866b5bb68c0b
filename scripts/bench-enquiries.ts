/**
 * `npm run bench:enquiries`: sends a burst of enquiries at once to POST /api/enquiries on this
 * machine, retries some of them with the same idempotency key while the burst is in flight, then
 * counts the `enquiry` documents through the content API: none may be lost, none duplicated.
 * A benchmark that prints figures, not a timed test; it exits non-zero only on a wrong count.
 *
 *   npm run bench:enquiries                       starts its own host (lake + functions) in a
 *                                                 temporary folder, on a free loopback port
 *   npm run bench:enquiries -- --url=http://127.0.0.1:3000
 *                                                 a running host instead (loopback only); its
 *                                                 ENQUIRY_RATE_LIMIT must allow the burst, and
 *                                                 SANITY_API_TOKEN or DATA_DIR must give its token
 *   --count=500 (1…2000)   --retries=100 (0…count)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';
import { parseEnvironment } from '../shared/environment.ts';
import { sanityConnection } from '../shared/sanityConfig.ts';
import { LOOPBACK, boundedInteger, freeLoopbackPort, option } from './benchOptions.ts';

const MAX_COUNT = 2000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Child mode: the lake and the functions on a free loopback port, nothing else. */
async function serveServices(): Promise<void> {
  const { serve } = await import('@hono/node-server');
  const { createServices } = await import('../server/services.ts');
  const port = await freeLoopbackPort();
  const origin = `http://127.0.0.1:${port}`;
  // The functions find the lake (and its token file) through these, as under `npm start`.
  process.env.PORT = String(port);
  const services = await createServices({ dataDir: process.env.DATA_DIR ?? '', origin });
  const server = serve({ fetch: services.app.fetch, port, hostname: '127.0.0.1' }, () =>
    console.log(`ready ${origin}`),
  );
  process.on('SIGTERM', () => {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    server.close(() => void services.close().then(() => process.exit(0)));
  });
}

interface OwnHost {
  origin: string;
  dataDir: string;
  child: ChildProcess;
}

async function startOwnHost(): Promise<OwnHost> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-enquiries-'));
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SANITY_API_HOST: '',
      // The burst comes from one address: lift the per-address limit for this host only.
      ENQUIRY_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const output = child.stdout;
  if (!output) throw new Error('the host has no output to read');
  const origin = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not start in 30 s')), 30_000);
    child.once('exit', (code) =>
      reject(new Error(`the host exited (${code}) before it was ready`)),
    );
    createInterface({ input: output }).on('line', (line) => {
      if (line.startsWith('ready ')) {
        clearTimeout(timer);
        resolve(line.slice('ready '.length));
      }
    });
  });
  return { origin, dataDir, child };
}

interface Sent {
  status: number;
  ms: number;
}

async function sendEnquiry(origin: string, key: string, index: number): Promise<Sent> {
  const started = performance.now();
  try {
    const response = await fetch(`${origin}/api/enquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        formKind: index % 2 === 0 ? 'booking' : 'callback',
        source: '/bench',
        firstName: `Bench ${index}`,
        email: `bench${index}@example.com`,
        regions: ['Asia'],
        months: ['Jan 2027'],
        notes: 'Load test enquiry.',
        consent: true,
      }),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function tokenFor(dataDir: string | undefined): string | undefined {
  const env = parseEnvironment(dataDir ? { ...process.env, DATA_DIR: dataDir } : process.env);
  return sanityConnection({ env, withToken: true }).token;
}

async function main(): Promise<void> {
  const count = boundedInteger('count', 500, 1, MAX_COUNT);
  const retries = boundedInteger('retries', 100, 0, count);
  const url = option('url');
  const target = url === undefined ? undefined : new URL(url);
  if (target && !LOOPBACK.has(target.hostname)) {
    console.error('--url must be a loopback address (127.0.0.1, localhost or [::1])');
    process.exit(2);
  }

  const own = target ? undefined : await startOwnHost();
  const origin = target?.origin ?? own?.origin ?? '';
  try {
    const run = `bench-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const keys = Array.from({ length: count }, (_, i) => `${run}-${String(i).padStart(5, '0')}`);
    // Every request starts before any answer: the first `count` are new, the rest repeat keys.
    const work = [
      ...keys.map((key, i) => ({ key, i })),
      ...keys.slice(0, retries).map((key, i) => ({ key, i })),
    ];
    console.log(`${origin}: ${count} enquiries + ${retries} same-key retries, all at once…`);
    const started = performance.now();
    const sent = await Promise.all(work.map(({ key, i }) => sendEnquiry(origin, key, i)));
    const wallMs = performance.now() - started;

    const token = tokenFor(own?.dataDir);
    if (!token) throw new Error('no token for the content API (set SANITY_API_TOKEN or DATA_DIR)');
    const connection = sanityConnection({ withToken: true });
    const client = createClient({
      projectId: connection.projectId,
      dataset: connection.dataset,
      apiVersion: connection.apiVersion,
      apiHost: origin,
      useProjectHostname: false,
      useCdn: false,
      token,
      perspective: 'raw',
    });
    const storedKeys = await client.fetch<string[]>(
      '*[_type == "enquiry" && string::startsWith(idempotencyKey, $run)].idempotencyKey',
      { run: `${run}-` },
    );
    const distinct = new Set(storedKeys);
    const lost = keys.filter((key) => !distinct.has(key)).length;
    const duplicated = storedKeys.length - distinct.size;

    const statuses = new Map<number, number>();
    for (const { status } of sent) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    const latencies = sent.map(({ ms }) => ms).sort((a, b) => a - b);
    const round = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(
      [
        `requests      ${sent.length} in ${round(wallMs)} (${((sent.length / wallMs) * 1000).toFixed(0)} per second)`,
        `answers       ${[...statuses].map(([status, n]) => `${status || 'network error'}×${n}`).join(', ')}`,
        `latency       p50 ${round(percentile(latencies, 50))}, p95 ${round(percentile(latencies, 95))}, p99 ${round(percentile(latencies, 99))}, max ${round(latencies.at(-1) ?? 0)}`,
        `stored        ${storedKeys.length} documents for ${count} enquiries (${distinct.size} distinct keys)`,
        `lost          ${lost}`,
        `duplicated    ${duplicated}`,
      ].join('\n'),
    );
    if (lost > 0 || duplicated > 0) process.exitCode = 1;
  } finally {
    if (own) {
      own.child.kill('SIGTERM');
      await new Promise((resolve) => own.child.once('exit', resolve));
      rmSync(own.dataDir, { recursive: true, force: true });
    }
  }
}

if (process.argv.includes('--serve')) await serveServices();
else await main();
