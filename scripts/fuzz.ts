/**
 * `npm run fuzz`: random and hostile requests to every public entry of the host (the payment
 * callback, enquiries, the content API with and without tokens, the listener, the image
 * endpoint, page routes), from a seeded random source, on loopback only, a bounded number at a
 * time. Prints the answers by endpoint and status, and exits non-zero on any 5xx a handler does
 * not document (only the payment callback documents a 500), any injected response header, any
 * request left without an answer past the time bound, or a server that died.
 *
 *   --seed=1          the random source; the same seed sends the same requests
 *   --count=10000     requests (1…100000)
 *   --concurrency=16  requests in flight (1…64)
 *   --hang-ms=15000   an answer slower than this is a hang. The slowest answer the host is built
 *                     to give is a picture: up to 5 s waiting for a turn to render, then up to
 *                     6 s rendering; a page, a query or an enquiry is answered sooner.
 *   --seconds=150     stops sending new requests after this long, so a stalled server ends the run
 *   --mild-groq       leaves out the GROQ expressions whose cost is cubic in the dataset, to
 *                     measure everything else while anonymous GROQ can still stall the host
 *   --show=N          prints request N of the seed as bytes and sends nothing
 */
import { DEFAULT_API_VERSION } from '../shared/environment.ts';
import { boundedInteger, option } from './benchOptions.ts';
import {
  DATASET,
  localToken,
  picturePaths,
  removeFolder,
  residentKiB,
  startHost,
  stopHost,
  temporaryFolder,
  timedFetch,
  type HostProcess,
} from './fault/harness.ts';
import { collectFindings, type Outcome } from './fuzz/findings.ts';
import { TARGETS, fuzzRequest, serializeRequest, type FuzzContext } from './fuzz/generator.ts';
import { sendRaw } from './fuzz/rawClient.ts';

const seed = boundedInteger('seed', 1, 0, 2 ** 31 - 1);
const count = boundedInteger('count', 10_000, 1, 100_000);
const concurrency = boundedInteger('concurrency', 16, 1, 64);
const hangMs = boundedInteger('hang-ms', 15_000, 100, 120_000);
const seconds = boundedInteger('seconds', 150, 1, 3600);
const mildGroq = process.argv.includes('--mild-groq');

const FALLBACK_PAGES = ['/', '/journeys', '/picks', '/about-us', '/form', '/paystatus'];

async function discover(host: HostProcess, token: string): Promise<FuzzContext> {
  const imagePaths = await picturePaths(host.origin, token, 6);
  const sitemap = await timedFetch(`${host.origin}/sitemap.xml`, {}, 20_000);
  const pagePaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((match) => new URL(match[1] ?? '/', host.origin).pathname)
    .slice(0, 60);
  return {
    imagePaths,
    pagePaths: pagePaths.length > 0 ? pagePaths : FALLBACK_PAGES,
    token,
    apiVersion: DEFAULT_API_VERSION,
    dataset: DATASET,
    host: `127.0.0.1:${host.port}`,
    mildGroq,
  };
}

function show(index: number): void {
  const context: FuzzContext = {
    imagePaths: ['/images/local/production/abc-10x10.jpg'],
    pagePaths: FALLBACK_PAGES,
    token: 'TOKEN',
    apiVersion: DEFAULT_API_VERSION,
    dataset: DATASET,
    host: '127.0.0.1:3000',
    mildGroq,
  };
  const bytes = serializeRequest(fuzzRequest(seed, index, context));
  console.log(JSON.stringify(bytes.subarray(0, 4000).toString('latin1')));
}

async function main(): Promise<void> {
  const dataDir = temporaryFolder('fuzz');
  let host: HostProcess | undefined;
  let failed: boolean;
  try {
    host = await startHost({ dataDir, errorLines: 100_000 });
    const token = localToken(dataDir);
    const context = await discover(host, token);
    console.log(
      `fuzz seed=${seed}: ${count} requests, ${concurrency} at a time, to ${host.origin} ` +
        `(${context.pagePaths.length} pages, ${context.imagePaths.length} pictures known)`,
    );
    const port = host.port;
    // Warm every known page once, so the memory figure compares a warm server with itself.
    const warming = performance.now();
    await Promise.all(
      context.pagePaths.map((page) => timedFetch(`${host?.origin}${page}`, {}, 30_000)),
    );
    console.log(`warmed in ${((performance.now() - warming) / 1000).toFixed(1)} s`);
    const rssBefore = residentKiB(host.child.pid);

    const outcomes: Outcome[] = [];
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < count && performance.now() - started < seconds * 1000) {
        const index = next++;
        const request = fuzzRequest(seed, index, context);
        const answer = await sendRaw(port, serializeRequest(request), hangMs);
        outcomes.push({ index, target: request.target, ...answer });
      }
    };
    const progress = setInterval(() => {
      const hung = outcomes.filter((o) => o.hung).length;
      console.log(
        `  ${outcomes.length} answered, ${hung} hung, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
    }, 10_000);
    await Promise.all(Array.from({ length: concurrency }, worker));
    clearInterval(progress);
    const took = (performance.now() - started) / 1000;
    const rssAfter = residentKiB(host.child.pid);
    const alive = host.child.exitCode === null && host.child.signalCode === null;

    const findings = collectFindings(outcomes);
    console.log(
      `\n${outcomes.length} requests in ${took.toFixed(1)} s (${(outcomes.length / took).toFixed(0)} per second)` +
        (outcomes.length < count ? `, STOPPED at the ${seconds} s bound` : '') +
        (mildGroq ? ', costly GROQ left out' : ''),
    );
    for (const target of TARGETS) {
      const statuses = findings.byTarget.get(target);
      if (!statuses) continue;
      const line = [...statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status || 'closed'}×${n}`)
        .join(', ');
      console.log(`  ${target.padEnd(10)} ${line}`);
    }
    const replay = (list: Outcome[]) =>
      list
        .slice(0, 8)
        .map((o) => `#${o.index} ${o.target} ${o.status}`)
        .join('; ');
    const submit500 = findings.byTarget.get('submit')?.get(500) ?? 0;
    console.log(`documented 5xx (payment callback 500)  ${submit500}`);
    console.log(
      `undocumented 5xx                       ${findings.undocumented5xx.length} ${replay(findings.undocumented5xx)}`,
    );
    console.log(
      `header injections                      ${findings.injections.length} ${replay(findings.injections)}`,
    );
    console.log(
      `hangs (over ${hangMs} ms)              ${findings.hangs.length} ${replay(findings.hangs)}`,
    );
    console.log(`closed without an answer               ${findings.unanswered}`);
    const slowest = outcomes.reduce(
      (max, o) => Math.max(max, (o as Outcome & { ms: number }).ms),
      0,
    );
    console.log(`slowest answer                         ${slowest.toFixed(0)} ms`);
    if (rssBefore !== undefined && rssAfter !== undefined) {
      console.log(
        `server memory (RSS)                    ${(rssBefore / 1024).toFixed(0)} MiB before, ${(rssAfter / 1024).toFixed(0)} MiB after (${((rssAfter - rssBefore) / 1024).toFixed(0)} MiB)`,
      );
    }
    console.log(`server still running                   ${alive ? 'yes' : 'NO'}`);
    if (findings.undocumented5xx.length > 0)
      console.log(
        `replay one: npm run fuzz -- --seed=${seed} --show=${findings.undocumented5xx[0]?.index}`,
      );
    failed =
      outcomes.length < count ||
      findings.undocumented5xx.length > 0 ||
      findings.injections.length > 0 ||
      findings.hangs.length > 0 ||
      !alive;
    if (failed && host.errors.length > 0) {
      // Each distinct message once, with how often: a rare one is not lost among the common.
      const said = new Map<string, number>();
      for (const line of host.errors) {
        if (/^\s+at /.test(line)) continue;
        const message = line.replace(/"[^"]*"/g, '"…"').slice(0, 200);
        said.set(message, (said.get(message) ?? 0) + 1);
      }
      console.log('\nthe server said:');
      for (const [message, times] of [...said].slice(0, 40)) console.log(`  ${times}× ${message}`);
    }
  } finally {
    if (host) await stopHost(host);
    removeFolder(dataDir);
  }
  console.log(failed ? 'fuzz: FAILED' : 'fuzz: no undocumented 5xx, no injection, no hang');
  if (failed) process.exitCode = 1;
}

const shown = option('show');
if (shown !== undefined) show(boundedInteger('show', 0, 0, 1_000_000));
else await main();
