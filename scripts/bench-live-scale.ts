/**
 * `npm run bench:live-scale`: what one publish costs with many visitors' pages open, in two
 * shapes of deployment (run `npm run build` first):
 *
 * - `embedded`: the host as `npm start` runs it (lake, live events and the page cache in one
 *   process), on a free loopback port with a fresh data folder;
 * - `netlify`: the site function behind a simulated Netlify CDN, purged by the signed content
 *   webhook (scripts/netlifyOnLoopback.ts), with a lake standing in for hosted Sanity: it answers
 *   the function's queries and holds the visitors' streams, and a stand-in for Sanity's webhook
 *   follows its commits and calls the webhook `--webhook-delay` ms after each (1000).
 *
 * Simulated visitors, each a page of one route type, hold a Live Content API stream and do what
 * the page does when an event names one of its sync tags: after the same settle, they fetch the
 * page's data again, keyed by the event's id (`--unkeyed`: under the plain address, as before
 * decision 145). One journey's title is published, and for each shape the run prints:
 *
 * - visitors told (an event reached their stream) and pages reloaded (of them, and of those whose
 *   page shows the journey: the goal is all of these once, and no other);
 * - origin renders (reloads rendered rather than answered from a cache: the host's `X-Cache: MISS`,
 *   the CDN's `fwd=miss`), and reloads served a copy kept before the publish (CDN only);
 * - content-API queries (counted in the lake's process, scripts/liveScaleProbe.ts);
 * - publish-to-visible, p50 and p95: from the commit call to a reloaded page holding its data;
 * - memory per connected visitor (heap and resident, after a collection) of the process holding
 *   the streams: the host, or on Netlify the lake standing in for Sanity's API.
 *
 * A benchmark that prints figures; it gates nothing (the machine is shared and noisy).
 *
 *   npm run bench:live-scale -- --visitors=1000 (1…5000) --shape=embedded|netlify (both)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SanityClient } from '@sanity/client';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from 'react-router';
import { destinationDocuments } from '../content/destinations.ts';
import { holidayTypes } from '../content/holidayTypes.ts';
import { journeys } from '../content/index.ts';
import { LIVE_EVENT_PARAM } from '../shared/liveEventKey.ts';
import { boundedInteger, freeLoopbackPort, option } from './benchOptions.ts';
import type { NetlifyShapeReading } from './netlifyOnLoopback.ts';

const root = path.resolve(import.meta.dirname, '..');
const visitors = boundedInteger('visitors', 1000, 1, 5000);
const webhookDelayMs = boundedInteger('webhook-delay', 1000, 0, 60_000);
const unkeyed = process.argv.includes('--unkeyed');
type Shape = 'embedded' | 'netlify';
const shapeOption = option('shape') ?? 'both';
if (!['embedded', 'netlify', 'both'].includes(shapeOption)) {
  console.error('--shape must be embedded, netlify or both');
  process.exit(2);
}
const shapes: Shape[] = shapeOption === 'both' ? ['embedded', 'netlify'] : [shapeOption as Shape];
/** As the page waits (web/data/liveContent.ts), so events arriving together reload once. */
const SETTLE_MS = 150;
const WEBHOOK_SECRET = 'bench-live-scale-webhook-secret';

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
function firstJourney() {
  const journey = journeys[0];
  if (!journey) throw new Error('the seed has no journey');
  return journey;
}
const published = firstJourney();

interface ProbeReading {
  queries: number;
  /** Of them, different queries (text and parameters): a repeat is a query asked twice. */
  distinctQueries: number;
  memory: NodeJS.MemoryUsage;
}

interface Probed<Reading> {
  child: ChildProcess;
  origin: string;
  probe: (message: 'read' | 'reset') => Promise<Reading>;
}

/** Starts a process of this repository with an IPC channel; resolves once `ready` answers. */
async function startProbed<Reading>(
  args: string[],
  env: Record<string, string>,
  port: number,
  ready: (origin: string) => Promise<boolean>,
): Promise<Probed<Reading>> {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), MALLOC_ARENA_MAX: '2', ...env },
  });
  const origin = `http://127.0.0.1:${port}`;
  const probe = (message: 'read' | 'reset') =>
    new Promise<Reading>((resolve) => {
      child.once('message', (reading) => resolve(reading as Reading));
      child.send(message);
    });
  const deadline = Date.now() + 6 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.at(-1)} exited (${child.exitCode})`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`${args.at(-1)} did not answer within 6 minutes`);
    }
    try {
      if (await ready(origin)) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, origin, probe };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function stop(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  await exited(child);
}

const QUERY_PROBE = ['--expose-gc', '--import', './scripts/liveScaleProbe.ts'];

/** What a shape offers the visitors: where pages answer, where streams open, what to count. */
interface Deployment {
  /** Where visitors fetch pages and their data. */
  siteOrigin: string;
  /** Where the Live Content API answers (the host; on Netlify, Sanity's API). */
  apiOrigin: string;
  token: string;
  /** The lake's process: content-API queries, and the streams' memory. */
  lake: (message: 'read' | 'reset') => Promise<ProbeReading>;
  /** Whether an answer was rendered rather than served from a cache. */
  rendered: (response: Response) => boolean;
  /** When the copy answered was made (CDN only), to tell one older than a publish. */
  storedAt: (response: Response) => number | null;
  /** Starts what follows publishes besides the streams (the webhook on Netlify). */
  follow: (api: SanityClient) => () => void;
  stop: () => Promise<void>;
}

async function embedded(dataDir: string): Promise<Deployment> {
  const port = await freeLoopbackPort();
  const host = await startProbed<ProbeReading>(
    [...QUERY_PROBE, 'server/main.ts'],
    { DATA_DIR: dataDir },
    port,
    async (origin) => (await fetch(origin)).ok,
  );
  return {
    siteOrigin: host.origin,
    apiOrigin: host.origin,
    token: readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim(),
    lake: host.probe,
    rendered: (response) => response.headers.get('x-cache') === 'MISS',
    storedAt: () => null,
    follow: () => () => {},
    stop: () => stop(host.child),
  };
}

/**
 * Sanity's GROQ-powered webhook as the project sets it up (functions/contentWebhook.ts): on
 * each published document's change, `{_id, _type, slugs}` signed with the secret, some time
 * after the commit.
 */
function webhookStandIn(api: SanityClient, webhookUrl: string): () => void {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const subscription = api
    .listen(
      '*[!(_id in path("drafts.**")) && !(_id in path("versions.**"))]',
      {},
      { includeResult: true, includePreviousRevision: true, visibility: 'query' },
    )
    .subscribe((event) => {
      if (event.type !== 'mutation') return;
      type Doc = { _type?: string; slug?: { current?: string } } | undefined;
      const before = event.previous as Doc;
      const after = event.result as Doc;
      const body = JSON.stringify({
        _id: event.documentId,
        _type: after?._type ?? before?._type,
        slugs: [before?.slug?.current ?? null, after?.slug?.current ?? null],
      });
      const timer = setTimeout(() => {
        timers.delete(timer);
        void (async () => {
          const signature = await encodeSignatureHeader(body, Date.now(), WEBHOOK_SECRET);
          await fetch(webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
            body,
          });
        })();
      }, webhookDelayMs);
      timers.add(timer);
    });
  return () => {
    subscription.unsubscribe();
    for (const timer of timers) clearTimeout(timer);
  };
}

async function netlify(dataDir: string): Promise<Deployment> {
  // The host seeds the fresh folder on its first start; the lake then serves it alone.
  const seeder = await startProbed<ProbeReading>(
    [...QUERY_PROBE, 'server/main.ts'],
    { DATA_DIR: dataDir },
    await freeLoopbackPort(),
    async (origin) => (await fetch(origin)).ok,
  );
  await stop(seeder.child);
  const lake = await startProbed<ProbeReading>(
    [...QUERY_PROBE, 'server/lakeServe.ts'],
    { DATA_DIR: dataDir },
    await freeLoopbackPort(),
    async (origin) => (await fetch(origin)).status > 0,
  );
  const port = await freeLoopbackPort();
  const token = readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim();
  const site = await startProbed<NetlifyShapeReading>(
    [
      '--expose-gc',
      '--import',
      './scripts/fault/localhostNames.ts',
      'scripts/netlifyOnLoopback.ts',
    ],
    {
      NODE_ENV: 'production',
      // Reached as a hosted project is, at `{projectId}.{apiHost}`.
      SANITY_API_HOST: lake.origin.replace('127.0.0.1', 'localhost'),
      SANITY_PROJECT_ID: 'local',
      SANITY_DATASET: 'production',
      SANITY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    port,
    async (origin) => (await fetch(origin)).ok,
  );
  return {
    siteOrigin: site.origin,
    apiOrigin: lake.origin,
    token,
    lake: lake.probe,
    rendered: (response) => response.headers.get('cache-status')?.includes('fwd=miss') ?? false,
    storedAt: (response) => Number(response.headers.get('x-stored-at')) || null,
    follow: (api) => webhookStandIn(api, `${site.origin}/api/content-webhook`),
    stop: async () => {
      await stop(site.child);
      await stop(lake.child);
    },
  };
}

/** What a page's data request answers: the page's sync tags and the root's content config. */
interface PageData {
  syncTags: string[] | null;
  contentConfig: { apiVersion: string; dataset: string };
  response: Response;
}

const dataUrl = (origin: string, route: string, eventId?: string) => {
  const url = new URL(`${route === '/' ? '/_root' : route}.data`, origin);
  if (eventId) url.searchParams.set(LIVE_EVENT_PARAM, eventId);
  return url;
};

/** Fetches a page's data as the page does on a reload, and reads it whole. */
async function pageData(url: URL): Promise<PageData> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url.pathname}: ${response.status}`);
  const decoded = await decodeViaTurboStream(response.body, globalThis);
  await decoded.done;
  const rootData = (decoded.value as { root?: { data?: Record<string, unknown> } }).root?.data;
  if (!rootData) throw new Error(`${url.pathname}: no root data`);
  return {
    syncTags: (await (rootData.syncTags as Promise<string[] | null>)) ?? null,
    contentConfig: rootData.contentConfig as PageData['contentConfig'],
    response,
  };
}

interface Visitor {
  route: string;
  tags: ReadonlySet<string> | null;
  told: boolean;
  reloads: number;
  visibleAfterMs?: number;
}

async function measure(shape: Shape): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-live-scale-'));
  let deployment: Deployment | undefined;
  try {
    deployment = shape === 'embedded' ? await embedded(dataDir) : await netlify(dataDir);
    const { siteOrigin, apiOrigin } = deployment;
    // Each route once, as its first visitor finds it (rendered, then kept by the cache).
    const tagsOf = new Map<string, ReadonlySet<string> | null>();
    let config: PageData['contentConfig'] | undefined;
    for (const route of ROUTES) {
      const data = await pageData(dataUrl(siteOrigin, route));
      tagsOf.set(route, data.syncTags ? new Set(data.syncTags) : null);
      config ??= data.contentConfig;
    }
    if (!config) throw new Error('no content config');
    const eventsUrl = `${apiOrigin}/v${config.apiVersion}/data/live/events/${config.dataset}?tag=site.live`;

    const before = await deployment.lake('read');
    const list: Visitor[] = Array.from({ length: visitors }, (_, index) => {
      const route = ROUTES[index % ROUTES.length] ?? '/';
      return { route, tags: tagsOf.get(route) ?? null, told: false, reloads: 0 };
    });

    const eventTags = new Set<string>();
    let publishedAt = 0;
    let publishedAtWallClock = 0;
    let renders = 0;
    let stale = 0;
    let lastActivity = 0;
    const aborter = new AbortController();
    const failures = new Map<string, number>();
    const reload = async (visitor: Visitor, eventId: string | undefined) => {
      visitor.reloads += 1;
      try {
        const { response } = await pageData(
          dataUrl(siteOrigin, visitor.route, unkeyed ? undefined : eventId),
        );
        if (deployment?.rendered(response)) renders += 1;
        const storedAt = deployment?.storedAt(response);
        if (storedAt && storedAt < publishedAtWallClock) stale += 1;
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
        let prompt: string | undefined;
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
              if (type === 'message') prompt = /^id: (.*)$/m.exec(block)?.[1] ?? prompt;
              clearTimeout(settle);
              settle = setTimeout(() => void reload(visitor, prompt), SETTLE_MS);
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
    const connected = await deployment.lake('reset');

    const api = createClient({
      projectId: 'local',
      dataset: config.dataset,
      apiVersion: config.apiVersion,
      apiHost: apiOrigin,
      useProjectHostname: false,
      useCdn: false,
      token: deployment.token,
    });
    const unfollow = deployment.follow(api);
    // The listener the webhook stand-in holds is open before the publish.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const id = `journey-${published.slug.current}`;
    publishedAt = performance.now();
    publishedAtWallClock = Date.now();
    lastActivity = publishedAt;
    await api
      .patch(id)
      .set({ heroTitle: `${published.heroTitle} (published)` })
      .commit();
    // Done once nothing has happened for two seconds, and the webhook has been called.
    while (
      performance.now() - lastActivity < 2_000 ||
      performance.now() - publishedAt < webhookDelayMs + 500
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = await deployment.lake('read');
    unfollow();
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
    const percentile = (p: number) =>
      times[Math.min(times.length - 1, Math.floor(p * times.length))];
    const perVisitor = (field: 'heapUsed' | 'rss') =>
      (connected.memory[field] - before.memory[field]) / visitors / 1024;

    const holder = shape === 'embedded' ? 'host' : 'lake standing in for Sanity’s API';
    console.log(
      shape === 'embedded'
        ? `embedded host: one journey published with ${visitors} visitors on ${ROUTES.length} routes`
        : `Netlify shape (site function behind the CDN, webhook ${webhookDelayMs} ms after the commit${unkeyed ? ', reloads unkeyed' : ''}): one journey published with ${visitors} visitors on ${ROUTES.length} routes`,
    );
    console.log(`  visitors told            ${told}`);
    console.log(
      `  pages showing it         ${showing.length}, of which reloaded once ${showing.filter((visitor) => visitor.reloads === 1).length}`,
    );
    console.log(
      `  pages reloaded           ${reloaded.length} (${reloadedTwice} more than once), on ${reloadedRoutes.size} routes: ${[...reloadedRoutes].join(' ')}`,
    );
    console.log(
      `  origin renders           ${renders} (one per changed route: ${reloadedRoutes.size})`,
    );
    if (shape === 'netlify') {
      console.log(`  reloads served stale     ${stale} (a copy kept before the publish)`);
    }
    console.log(
      `  content-API queries      ${after.queries} (${after.distinctQueries} different: the rest repeat one)`,
    );
    if (failures.size > 0) {
      console.log(`  reloads that failed      ${JSON.stringify(Object.fromEntries(failures))}`);
    }
    console.log(
      `  publish to visible       p50 ${percentile(0.5)?.toFixed(0)} ms, p95 ${percentile(0.95)?.toFixed(0)} ms`,
    );
    console.log(
      `  memory per visitor       ${perVisitor('heapUsed').toFixed(1)} KB heap, ${perVisitor('rss').toFixed(1)} KB resident (${holder})`,
    );
  } finally {
    await deployment?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const shape of shapes) await measure(shape);
