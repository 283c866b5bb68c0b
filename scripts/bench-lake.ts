/**
 * `npm run bench:lake`: latency of the site's queries against the local content lake on the
 * seed dataset, over HTTP with @sanity/client as the site's server calls it, and the lake's
 * write throughput (one SQLite transaction per request, flushed to disk).
 *   evaluated: every request runs groq-js (result cache off): the cost right after an edit
 *   cached:    repeated queries between writes are answered from memory (the normal case)
 *   growth:    a journey page and the journeys list as the dataset grows by 1,000 and 10,000
 *              enquiry-like documents (the leads a business accumulates); goal: the journey page
 *              at 10,000 within 2x of its seed time
 * Environment: BENCH_ROUNDS (200) requests per query, BENCH_WRITES (400) writes per run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { seedDataset, siteQueries } from './siteDataset.ts';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';

const rounds = Number(process.env.BENCH_ROUNDS ?? 200);
const writes = Number(process.env.BENCH_WRITES ?? 400);
const seed = seedDataset();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const cell = (value: number) => value.toFixed(2).padStart(8);

async function measureQueries(lake: TestLake, label: string): Promise<number> {
  const visitor = lake.client({ withToken: false });
  console.log(`\n${label}`);
  console.log(
    `${'query'.padEnd(18)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}   server-side p50 / p95 ms`,
  );
  const all: number[] = [];
  for (const { name, query, params } of siteQueries(seed)) {
    for (let i = 0; i < 20; i++) await visitor.fetch(query, params);
    const times: number[] = [];
    const server: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const started = performance.now();
      const response = await visitor.fetch(query, params, { filterResponse: false });
      times.push(performance.now() - started);
      server.push(response.ms);
    }
    times.sort((a, b) => a - b);
    server.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${name.padEnd(18)}${cell(percentile(times, 50))}${cell(percentile(times, 95))}${cell(times.at(-1) ?? NaN)}   ${percentile(server, 50).toFixed(2)} / ${percentile(server, 95).toFixed(2)}`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `${'all site queries'.padEnd(18)}${cell(percentile(all, 50))}${cell(percentile(all, 95))}${cell(all.at(-1) ?? NaN)}`,
  );
  return percentile(all, 95);
}

async function measureWrites(lake: TestLake): Promise<void> {
  const editor = lake.client();
  const rate = async (count: number, work: () => Promise<void>) => {
    const started = performance.now();
    await work();
    return (count / ((performance.now() - started) / 1000)).toFixed(0);
  };
  const sequential = await rate(writes, async () => {
    for (let i = 0; i < writes; i++) {
      await editor
        .patch('siteSettings')
        .set({ benchCounter: i })
        .commit({ returnDocuments: false });
    }
  });
  const workers = 8;
  const concurrent = await rate(writes, async () => {
    await Promise.all(
      Array.from({ length: workers }, async (_, worker) => {
        for (let i = worker; i < writes; i += workers) {
          await editor.create(
            { _id: `bench-note-${i}`, _type: 'benchNote', n: i },
            { returnDocuments: false },
          );
        }
      }),
    );
  });
  const batchSize = 50;
  const batched = await rate(writes, async () => {
    for (let i = 0; i < writes; i += batchSize) {
      await editor.mutate(
        Array.from({ length: batchSize }, (_, n) => ({
          createOrReplace: { _id: `bench-batch-${i + n}`, _type: 'benchNote', n },
        })),
        { returnDocuments: false },
      );
    }
  });
  console.log('\nMutation throughput (each request one SQLite transaction, synchronous=FULL):');
  console.log(`  sequential patches, 1 client        ${sequential.padStart(6)} transactions/s`);
  console.log(
    `  concurrent creates, ${workers} clients       ${concurrent.padStart(6)} transactions/s`,
  );
  console.log(`  createOrReplace, ${batchSize} per request    ${batched.padStart(6)} documents/s`);
}

/** Leads as they pile up: a public type the pages never read, so only the lake's work grows. */
function leads(from: number, count: number) {
  return Array.from({ length: count }, (_, n) => ({
    _id: `lead-${from + n}`,
    _type: 'lead',
    name: `Guest ${from + n}`,
    email: `guest${from + n}@example.com`,
    message: 'We would love a fortnight in the Indian Ocean, somewhere quiet, in March.',
    slug: { _type: 'slug', current: `lead-${from + n}` },
  }));
}

async function measureGrowth(): Promise<void> {
  const growthDir = mkdtempSync(path.join(tmpdir(), 'bench-lake-growth-'));
  const lake = await startLakeForTest({ dataDir: growthDir, queryCache: false });
  try {
    await lake.client().mutate(seed.map((doc) => ({ createOrReplace: doc })));
    const visitor = lake.client({ withToken: false });
    const watched = siteQueries(seed).filter(
      (q) => q.name === 'journey' || q.name === 'journeys page',
    );
    const growthRounds = Math.max(60, Math.round(rounds / 2));
    console.log(`
As the dataset grows (evaluated on every request; ${growthRounds} requests each):`);
    console.log(
      `${'extra documents'.padEnd(18)}${watched.map((q) => `${q.name} p50 / p90 (lake p50) ms`.padStart(34)).join('')}`,
    );
    const p50: Record<string, number[]> = {};
    let added = 0;
    for (const target of [0, 1_000, 10_000]) {
      for (; added < target; added += 1_000) {
        await lake.client().mutate(leads(added, 1_000).map((doc) => ({ createOrReplace: doc })));
      }
      const cells: string[] = [];
      for (const { name, query, params } of watched) {
        for (let i = 0; i < 10; i++) await visitor.fetch(query, params);
        const times: number[] = [];
        for (let i = 0; i < growthRounds; i++) {
          const started = performance.now();
          await visitor.fetch(query, params);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        (p50[name] ??= []).push(percentile(times, 50));
        cells.push(
          `${percentile(times, 50).toFixed(2)} / ${percentile(times, 90).toFixed(2)}`.padStart(28),
        );
      }
      console.log(`${target.toLocaleString('en-GB').padEnd(18)}${cells.join('')}`);
    }
    const journey = p50.journey ?? [];
    const ratio = (journey[2] ?? NaN) / (journey[0] ?? NaN);
    console.log(
      `Goal: journey page at 10,000 extra within 2x of the seed (lake p50): ${ratio.toFixed(2)}x (${ratio <= 2 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await lake.close();
    rmSync(growthDir, { recursive: true, force: true });
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-lake-'));
try {
  const assets = seed.filter((doc) => doc._type === 'sanity.imageAsset').length;
  console.log(
    `Seed dataset: ${seed.length} documents (${seed.length - assets} content, ${assets} image assets); ${rounds} requests per query.`,
  );

  const evaluating = await startLakeForTest({ dataDir, queryCache: false });
  await evaluating.client().mutate(seed.map((doc) => ({ createOrReplace: doc })));
  const evaluatedP95 = await measureQueries(
    evaluating,
    'Evaluated on every request (groq-js, result cache off):',
  );
  await evaluating.close();

  // Reopened from disk: the dataset is loaded from SQLite as after a restart.
  const cached = await startLakeForTest({ dataDir });
  const cachedP95 = await measureQueries(
    cached,
    'Repeated between writes (result cache on, as served):',
  );
  console.log(
    `\nGoal p95 ≤ 20 ms: evaluated ${evaluatedP95.toFixed(2)} ms (${evaluatedP95 <= 20 ? 'met' : 'NOT met'}), cached ${cachedP95.toFixed(2)} ms (${cachedP95 <= 20 ? 'met' : 'NOT met'})`,
  );
  await measureWrites(cached);
  await cached.close();
  await measureGrowth();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
