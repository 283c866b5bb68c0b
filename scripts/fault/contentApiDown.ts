/**
 * `npm run fault:content-api`: the host in hosted-Sanity mode (SANITY_API_HOST), its content API
 * a local lake (`server/lakeServe.ts`) behind a proxy this check controls. With the proxy
 * passing, pages render and enter the page cache; then the content API hangs, answers slowly,
 * refuses connections, and finally the lake is stopped. Pages already rendered keep their last
 * good content; a page not yet rendered answers a clear 503 page; every request is answered
 * within a bound, never a 500, never a hang.
 */
import path from 'node:path';
import {
  ROOT,
  Verdict,
  localToken,
  maxMs,
  removeFolder,
  startHost,
  statusCounts,
  stopHost,
  temporaryFolder,
  timedFetch,
  type Answer,
  type HostProcess,
} from './harness.ts';
import { startFakeUpstream, type FakeUpstream, type UpstreamMode } from './fakeUpstream.ts';

/** Every page is answered within this, whatever the content API does. */
const PAGE_BOUND_MS = 15_000;
const PAGES = ['/', '/journeys', '/picks', '/about-us', '/privacy-policy'];
const FRESH_PAGES = ['/journeys', '/picks', '/about-us'];

function headingOf(body: string): string {
  return (
    /<h1[^>]*>([\s\S]*?)<\/h1>/
      .exec(body)?.[1]
      ?.replace(/<[^>]+>/g, '')
      .trim() ?? ''
  );
}

async function main(): Promise<void> {
  const verdict = new Verdict();
  const began = performance.now();
  const lakeDir = temporaryFolder('content-lake');
  const siteDir = temporaryFolder('content-site');
  let seeder: HostProcess | undefined;
  let lake: HostProcess | undefined;
  let site: HostProcess | undefined;
  let proxy: FakeUpstream | undefined;
  try {
    // The embedded host seeds a fresh folder on its first start; the lake then serves it alone.
    seeder = await startHost({ dataDir: lakeDir });
    await stopHost(seeder);
    lake = await startHost({
      dataDir: lakeDir,
      entry: 'server/lakeServe.ts',
      readyLine: /^lake listening/,
    });
    const token = localToken(lakeDir);
    proxy = await startFakeUpstream({ target: { port: lake.port }, slowMs: 30_000 });
    site = await startHost({
      dataDir: siteDir,
      preload: path.join(ROOT, 'scripts/fault/localhostNames.ts'),
      env: {
        SANITY_API_HOST: `http://localhost:${proxy.port}`,
        SANITY_PROJECT_ID: 'fault',
        SANITY_API_TOKEN: token,
      },
    });
    const origin = site.origin;

    const good = new Map<string, string>();
    const warm = await Promise.all(
      PAGES.map((page) => timedFetch(`${origin}${page}`, {}, PAGE_BOUND_MS)),
    );
    warm.forEach((answer, i) => good.set(PAGES[i] ?? '', headingOf(answer.body)));
    verdict.figure(
      'content API passing',
      `${statusCounts(warm)}; slowest ${maxMs(warm).toFixed(0)} ms`,
    );
    verdict.check(
      'pages render while the content API answers',
      warm.every((a) => a.status === 200),
    );

    let round = 0;
    const outage = async (label: string, apply: () => Promise<void> | void) => {
      await apply();
      round += 1;
      const cached = await Promise.all(
        PAGES.map((page) => timedFetch(`${origin}${page}`, {}, PAGE_BOUND_MS * 2)),
      );
      const fresh = await Promise.all(
        FRESH_PAGES.map((page) =>
          timedFetch(`${origin}${page}?fault=${round}`, {}, PAGE_BOUND_MS * 2),
        ),
      );
      const all: Answer[] = [...cached, ...fresh];
      verdict.figure(
        `content API ${label}`,
        `cached pages ${statusCounts(cached)}, new pages ${statusCounts(fresh)}; slowest ${maxMs(all).toFixed(0)} ms`,
      );
      const lastGood = cached.filter(
        (a, i) => a.status === 200 && headingOf(a.body) === good.get(PAGES[i] ?? ''),
      ).length;
      verdict.check(
        `${label}: pages keep their last good content or answer 503`,
        cached.every(
          (a, i) =>
            a.status === 503 ||
            (a.status === 200 && headingOf(a.body) === good.get(PAGES[i] ?? '')),
        ) && fresh.every((a) => a.status === 200 || a.status === 503),
        `${lastGood} of ${cached.length} rendered pages kept`,
      );
      verdict.check(
        `${label}: every page answered within ${PAGE_BOUND_MS / 1000} s`,
        all.every((a) => a.status !== 0 && a.ms <= PAGE_BOUND_MS),
      );
      const unavailable = all.find((a) => a.status === 503);
      if (unavailable) {
        verdict.check(
          `${label}: the 503 page says so`,
          /try again/i.test(unavailable.body) && /<h1/.test(unavailable.body),
          headingOf(unavailable.body),
        );
      }
    };
    const switchTo = (mode: UpstreamMode) => () => {
      if (proxy) proxy.mode = mode;
    };
    await outage('hanging', switchTo('hang'));
    await outage('slow (30 s an answer)', switchTo('slow'));
    await outage('refusing connections', switchTo('refuse'));
    await outage('stopped', async () => {
      if (lake) await stopHost(lake);
      if (proxy) proxy.mode = 'pass';
    });
    verdict.figure(
      'content API requests seen',
      [...proxy.received].map(([mode, n]) => `${mode}×${n}`).join(', '),
    );
    verdict.check('the host is still running', site.child.exitCode === null);
  } finally {
    for (const host of [site, lake, seeder]) if (host) await stopHost(host);
    await proxy?.close();
    removeFolder(lakeDir);
    removeFolder(siteDir);
  }
  console.log(`took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  verdict.finish('fault:content-api');
}

await main();
