/**
 * `npm run bench:live-scale`: what one publish costs with many visitors' pages open. Starts the
 * production build (run `npm run build` first) on a free loopback port with a fresh data folder,
 * connects simulated visitors, each a page of one route type that holds a Live Content API
 * stream and does what the page does when an event names one of its sync tags (after the same
 * settle, it fetches its data again), publishes one journey's title, and prints:
 *
 * - visitors told (an event reached their stream) and pages reloaded (of them, and of those whose
 *   page shows the journey: the goal is all of these once, and no other);
 * - origin renders (reloads the host rendered rather than answered from its page cache, counted
 *   by `X-Cache: MISS`) and content-API queries (counted in the host, scripts/liveScaleProbe.ts);
 * - publish-to-visible, p50 and p95: from the commit call to a reloaded page holding its data;
 * - the host's memory per connected visitor (heap and resident, after a collection).
 *
 * A benchmark that prints figures; it gates nothing (the machine is shared and noisy).
 *
 *   npm run bench:live-scale -- --visitors=1000 (1…5000)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { destinationDocuments } from '../content/destinations.ts';
import { holidayTypes } from '../content/holidayTypes.ts';
import { journeys } from '../content/index.ts';
import { boundedInteger, freeLoopbackPort } from './benchOptions.ts';

const root = path.resolve(import.meta.dirname, '..');
const visitors = boundedInteger('visitors', 1000, 1, 5000);
/** As the page waits (web/data/liveContent.ts), so events arriving together reload once. */
const SETTLE_MS = 150;

/** One route of each type, several of the journeys (the type a journey publish touches most). */
const ROUTES = [
  '/',
  '/journeys',
  '/journeys/asia',
  ...journeys.slice(0, 6).map((journey) => `/journeys/${journey.slug.current}`),
  ...holidayTypes.slice(0, 3).map((type) => `/holiday-types/${type.slug.current}`),
  '/picks',
  ...destinationDocuments.slice(0, 2).map((destination) => `/picks/${destination.slug.current}`),
  '/find-a-trip',
  '/about-us',
  '/terms',
];
const published = journeys[0];
if (!published) throw new Error('the seed has no journey');

interface ProbeReading {
  queries: number;
  memory: NodeJS.MemoryUsage;
}

interface HostUnderTest {
  origin: string;
  dataDir: string;
  probe: (message: 'read' | 'reset') => Promise<ProbeReading>;
  stop: () => void;
}

async function startHost(): Promise<HostUnderTest> {
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-live-scale-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--expose-gc', '--import', './scripts/liveScaleProbe.ts', 'server/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        MALLOC_ARENA_MAX: '2',
      },
    },
  );
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const probe = (message: 'read' | 'reset') =>
    new Promise<ProbeReading>((resolve) => {
      child.once('message', (reading) => resolve(reading as ProbeReading));
      child.send(message);
    });
  const deadline = Date.now() + 6 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode})`);
    if (Date.now() > deadline) {
      stop();
      throw new Error('the host did not answer within 6 minutes');
    }
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, dataDir, probe, stop };
}

/** What a page's data request answers: the page's sync tags and the root's content config. */
interface PageData {
  syncTags: string[] | null;
  contentConfig: { apiVersion: string; dataset: string };
  text: string;
  cache: string | null;
}

const dataUrl = (origin: string, route: string) =>
  `${origin}${route === '/' ? '/_root' : route}.data`;

/** Fetches a page's data as the page does on a reload, and reads it whole. */
async function pageData(origin: string, route: string): Promise<PageData> {
  const response = await fetch(dataUrl(origin, route));
  if (!response.ok || !response.body) throw new Error(`${route}: ${response.status}`);
  const cache = response.headers.get('x-cache');
  const [forDecoding, forText] = response.body.tee();
  const text = new Response(forText).text();
  const decoded = await decodeViaTurboStream(forDecoding, globalThis);
  await decoded.done;
  const rootData = (decoded.value as { root?: { data?: Record<string, unknown> } }).root?.data;
  if (!rootData) throw new Error(`${route}: no root data`);
  return {
    syncTags: (await (rootData.syncTags as Promise<string[] | null>)) ?? null,
    contentConfig: rootData.contentConfig as PageData['contentConfig'],
    text: await text,
    cache,
  };
}

interface Visitor {
  route: string;
  tags: ReadonlySet<string> | null;
  told: boolean;
  reloads: number;
  visibleAfterMs?: number;
}

const host = await startHost();
try {
  const { origin } = host;
  // Each route once, as its first visitor finds it (rendered, then kept by the page cache).
  const tagsOf = new Map<string, ReadonlySet<string> | null>();
  let config: PageData['contentConfig'] | undefined;
  for (const route of ROUTES) {
    const data = await pageData(origin, route);
    tagsOf.set(route, data.syncTags ? new Set(data.syncTags) : null);
    config ??= data.contentConfig;
  }
  if (!config) throw new Error('no content config');
  const eventsUrl = `${origin}/v${config.apiVersion}/data/live/events/${config.dataset}?tag=site.live`;

  const before = await host.probe('read');
  const list: Visitor[] = Array.from({ length: visitors }, (_, index) => {
    const route = ROUTES[index % ROUTES.length] ?? '/';
    return { route, tags: tagsOf.get(route) ?? null, told: false, reloads: 0 };
  });

  const eventTags = new Set<string>();
  let publishedAt = 0;
  let misses = 0;
  let lastActivity = 0;
  const aborter = new AbortController();
  const failures = new Map<string, number>();
  const reload = async (visitor: Visitor) => {
    visitor.reloads += 1;
    try {
      const data = await pageData(origin, visitor.route);
      if (data.cache === 'MISS') misses += 1;
      visitor.visibleAfterMs = performance.now() - publishedAt;
    } catch (error) {
      const reason = (error as Error).message.replace(/^[^:]*: /, '');
      failures.set(reason, (failures.get(reason) ?? 0) + 1);
    }
    lastActivity = performance.now();
  };
  const connect = async (visitor: Visitor): Promise<void> => {
    const response = await fetch(eventsUrl, { signal: aborter.signal });
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('no stream');
    let buffer = '';
    let welcomed: () => void = () => {};
    const welcome = new Promise<void>((resolve) => (welcomed = resolve));
    void (async () => {
      let settle: ReturnType<typeof setTimeout> | undefined;
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const type = /^event: (.*)$/m.exec(block)?.[1];
            if (type === 'welcome') welcomed();
            if (type !== 'message' && type !== 'restart') continue;
            visitor.told = true;
            lastActivity = performance.now();
            const data = JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? '{}') as {
              tags?: string[];
            };
            for (const tag of data.tags ?? []) eventTags.add(tag);
            const named =
              type === 'restart' ||
              visitor.tags === null ||
              (data.tags ?? []).some((tag) => visitor.tags?.has(tag));
            if (!named) continue;
            clearTimeout(settle);
            settle = setTimeout(() => void reload(visitor), SETTLE_MS);
          }
        }
      } catch {
        // Closed at the end of the run.
      }
    })();
    await welcome;
  };
  // Connected in batches, as visitors arrive over a moment rather than in one instant.
  for (let start = 0; start < list.length; start += 100) {
    await Promise.all(list.slice(start, start + 100).map(connect));
  }
  const connected = await host.probe('reset');

  const connection = {
    projectId: 'local',
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    apiHost: origin,
    useProjectHostname: false,
    useCdn: false,
    token: readFileSync(path.join(host.dataDir, 'local-api-token'), 'utf8').trim(),
  };
  const api = createClient(connection);
  const id = `journey-${published.slug.current}`;
  publishedAt = performance.now();
  lastActivity = publishedAt;
  await api
    .patch(id)
    .set({ heroTitle: `${published.heroTitle} (published)` })
    .commit();
  // Done once nothing has happened for two seconds.
  while (performance.now() - lastActivity < 2_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const after = await host.probe('read');
  aborter.abort();

  // The pages that show the journey: those whose sync tags the publish's event named.
  const shows = (visitor: Visitor) =>
    visitor.tags === null || [...eventTags].some((tag) => visitor.tags?.has(tag));
  const showing = list.filter(shows);
  const told = list.filter((visitor) => visitor.told).length;
  const reloaded = list.filter((visitor) => visitor.reloads > 0);
  const reloadedRoutes = new Set(reloaded.map((visitor) => visitor.route));
  const reloadedTwice = list.filter((visitor) => visitor.reloads > 1).length;
  const times = reloaded
    .map((visitor) => visitor.visibleAfterMs ?? NaN)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const percentile = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))];
  const perVisitor = (field: 'heapUsed' | 'rss') =>
    (connected.memory[field] - before.memory[field]) / visitors / 1024;

  console.log(`one journey published with ${visitors} visitors on ${ROUTES.length} routes`);
  console.log(`  visitors told            ${told}`);
  console.log(
    `  pages showing it         ${showing.length}, of which reloaded once ${showing.filter((visitor) => visitor.reloads === 1).length}`,
  );
  console.log(
    `  pages reloaded           ${reloaded.length} (${reloadedTwice} more than once), on ${reloadedRoutes.size} routes: ${[...reloadedRoutes].join(' ')}`,
  );
  console.log(
    `  origin renders           ${misses} (one per changed route: ${reloadedRoutes.size})`,
  );
  console.log(`  content-API queries      ${after.queries}`);
  if (failures.size > 0) {
    console.log(`  reloads that failed      ${JSON.stringify(Object.fromEntries(failures))}`);
  }
  console.log(
    `  publish to visible       p50 ${percentile(0.5)?.toFixed(0)} ms, p95 ${percentile(0.95)?.toFixed(0)} ms`,
  );
  console.log(
    `  host memory per visitor  ${perVisitor('heapUsed').toFixed(1)} KB heap, ${perVisitor('rss').toFixed(1)} KB resident`,
  );
} finally {
  host.stop();
}
