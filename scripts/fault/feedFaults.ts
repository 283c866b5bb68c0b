/**
 * `npm run fault:feed`: the host with TRAVEL_CARDS_URL pointing at a fake content host that
 * answers 500, then garbage, then nothing at all. Every page that shows travel cards must still
 * show the embedded snapshot's cards, within a time bound. Last, the fake serves a feed with
 * one card renamed, and the pages must show it: proof the check can tell a feed from a snapshot.
 */
import snapshot from '../../content/travelcards.json' with { type: 'json' };
import {
  Verdict,
  maxMs,
  removeFolder,
  startHost,
  statusCounts,
  stopHost,
  temporaryFolder,
  timedFetch,
  type HostProcess,
} from './harness.ts';
import { startFakeUpstream, type FakeUpstream, type UpstreamMode } from './fakeUpstream.ts';

/** A page is answered within this, whatever the feed does (its own time limit is 1.5 s). */
const PAGE_BOUND_MS = 6_000;
const PAGES = ['/', '/picks'];
const SNAPSHOT_TITLE = 'Coral Atoll Island Resort';
const FEED_TITLE = 'Fault Check Lodge';

function renamedFeed(): string {
  const cards = structuredClone(snapshot) as Record<string, unknown>[];
  const first = cards[0];
  if (first) {
    first.title = FEED_TITLE;
    first.heroTitle = FEED_TITLE;
  }
  return JSON.stringify(cards);
}

async function main(): Promise<void> {
  const verdict = new Verdict();
  const began = performance.now();
  const dataDir = temporaryFolder('feed');
  let host: HostProcess | undefined;
  let feed: FakeUpstream | undefined;
  try {
    feed = await startFakeUpstream({ passBody: renamedFeed() });
    feed.mode = 'error';
    host = await startHost({
      dataDir,
      env: { TRAVEL_CARDS_URL: `${feed.origin}/travelcards.json` },
    });
    const origin = host.origin;
    let round = 0;
    const modes: [UpstreamMode, string, string][] = [
      ['error', 'answers 500', SNAPSHOT_TITLE],
      ['garbage', 'answers garbage', SNAPSHOT_TITLE],
      ['hang', 'never answers', SNAPSHOT_TITLE],
      ['pass', 'serves a renamed card', FEED_TITLE],
    ];
    for (const [mode, description, expected] of modes) {
      feed.mode = mode;
      round += 1;
      // Five visitors at once per page, each on an address the page cache has not seen.
      const answers = await Promise.all(
        PAGES.flatMap((page) =>
          Array.from({ length: 5 }, (_, i) =>
            timedFetch(`${origin}${page}?fault=${round}-${i}`, {}, PAGE_BOUND_MS * 3),
          ),
        ),
      );
      const shown = answers.filter((a) => a.status === 200 && a.body.includes(expected)).length;
      verdict.figure(
        `feed ${description}`,
        `${statusCounts(answers)}; slowest ${maxMs(answers).toFixed(0)} ms`,
      );
      verdict.check(
        `feed ${description}: pages show ${expected === FEED_TITLE ? "the feed's" : "the snapshot's"} cards`,
        shown === answers.length,
        `${shown} of ${answers.length}`,
      );
      verdict.check(
        `feed ${description}: every page within ${PAGE_BOUND_MS} ms`,
        answers.every((a) => a.status !== 0 && a.ms <= PAGE_BOUND_MS),
      );
    }
    verdict.figure(
      'feed requests received',
      [...feed.received].map(([m, n]) => `${m}×${n}`).join(', '),
    );
  } finally {
    if (host) await stopHost(host);
    await feed?.close();
    removeFolder(dataDir);
  }
  console.log(`took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  verdict.finish('fault:feed');
}

await main();
