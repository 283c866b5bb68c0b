/**
 * The host a benchmark measures: the production build started on a free loopback port with a
 * fresh data folder (seeded, its pictures drawn, before the port opens), or a running one given
 * with `--url` (loopback only: a benchmark loads the server it measures).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOOPBACK, freeLoopbackPort, option } from './benchOptions.ts';
import { pictureAddresses } from './pictureAddresses.ts';

const root = path.resolve(import.meta.dirname, '..');

export interface BenchHost {
  origin: string;
  /** The host's data folder when the benchmark started it. */
  dataDir?: string;
  stop: () => void;
}

async function waitForHost(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 6 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the host exited (${child.exitCode})`);
    try {
      if ((await fetch(origin)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the host did not answer within 6 minutes');
}

/** Starts the production build with a fresh data folder; `env` adds to the host's environment. */
export async function startHost(
  name: string,
  env: Record<string, string> = {},
): Promise<BenchHost> {
  const port = await freeLoopbackPort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHost(origin, child);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, dataDir, stop };
}

/** The host `--url` names, or a fresh one; stops the command if `--url` is not loopback. */
export async function benchHost(
  name: string,
  env: Record<string, string> = {},
): Promise<BenchHost> {
  const url = option('url');
  if (url && !LOOPBACK.has(new URL(url).hostname)) {
    console.error('--url must be a loopback address: this benchmark loads the server it measures');
    process.exit(2);
  }
  return url ? { origin: new URL(url).origin, stop: () => {} } : startHost(name, env);
}

interface Card {
  slug: string;
  shipId?: unknown;
}

/**
 * One route of each type the site has; the offer and cruise pages come from the feed snapshot.
 * The trip finder is measured with a search that shows several results (nine in the Maldives on
 * the seed), the page most of its visitors see after their first choice.
 */
export function routeTypes(): [string, string][] {
  const cards = JSON.parse(
    readFileSync(path.join(root, 'content/travelcards.json'), 'utf8'),
  ) as Card[];
  const offer = cards.find((card) => card.shipId === undefined);
  const cruise = cards.find((card) => card.shipId !== undefined);
  return [
    ['home', '/'],
    ['journeys list', '/journeys'],
    ['a journey', '/journeys/thailand-in-style'],
    ['a regional page', '/journeys/asia'],
    ['premium picks', '/picks'],
    ['a destination', '/picks/maldives'],
    ['an offer page', `/picks/${offer?.slug ?? ''}`],
    ['a cruise page', `/picks/${cruise?.slug ?? ''}`],
    ['a holiday type', '/holiday-types/safaris'],
    ['a legal page', '/privacy-policy'],
    ['discovery call', '/book-an-appointment'],
    ['trip finder, results', '/find-a-trip?where=maldives'],
    ['trip request', '/plan-my-trip'],
    ['specialists', '/specialists'],
    ['a specialist', '/specialists/priya-hartley'],
  ];
}

/**
 * Each page rendered once and each picture it names drawn once, before anything is measured: the
 * figures are those of a site in use (pages served from the page cache, pictures from the
 * picture cache), not of the first visitor after a start with an empty data folder.
 */
export async function warmUp(origin: string, routes: [string, string][]): Promise<void> {
  let pictures = 0;
  for (const [, route] of routes) {
    const html = await (await fetch(origin + route)).text();
    for (const address of pictureAddresses(html, origin)) {
      const answer = await fetch(address).catch(() => null);
      await answer?.arrayBuffer();
      pictures++;
    }
  }
  console.log(`Warmed up: ${routes.length} pages rendered, ${pictures} pictures drawn.`);
}
