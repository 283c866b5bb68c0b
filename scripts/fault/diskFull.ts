/**
 * `npm run fault:disk-full`: the lake and the functions on a data folder that is a small tmpfs,
 * which this check then fills to the last byte. Writes must be refused with a clear error
 * (enquiries 503 with a message, the content API a 5xx with a message), never hang, and the
 * host must take writes again once space is freed. Then the server is killed, restarted on the
 * same folder, and every write that was ever acknowledged must be there, none twice.
 * Mounting a tmpfs needs root; without it the check says so and exits 2.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';
import {
  API,
  DATASET,
  Verdict,
  existingIds,
  killHost,
  localToken,
  maxMs,
  removeFolder,
  startHost,
  statusCounts,
  stopHost,
  temporaryFolder,
  timedFetch,
  withToken,
  type Answer,
  type HostProcess,
} from './harness.ts';
import { tallyWrites, type WriteAttempt } from './tally.ts';

const WRITE_BOUND_MS = 15_000;
const TMPFS_SIZE = '24m';

function mountSmallDisk(folder: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE},mode=0755`, 'tmpfs', folder], {
      stdio: 'pipe',
    });
    return true;
  } catch (error) {
    console.error(`cannot mount a small tmpfs here (needs root): ${(error as Error).message}`);
    return false;
  }
}

/** Writes a filler file until the disk refuses another byte; returns the bytes written. */
function fillDisk(file: string): number {
  const descriptor = openSync(file, 'w');
  let written = 0;
  try {
    for (const size of [1 << 20, 1 << 12, 1]) {
      const chunk = Buffer.alloc(size, 0x66);
      for (;;) {
        try {
          written += writeSync(descriptor, chunk);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOSPC') break;
          throw error;
        }
      }
    }
  } finally {
    closeSync(descriptor);
  }
  return written;
}

let sequence = 0;

function enquiry(origin: string, run: string): Promise<WriteAttempt & Answer> {
  const key = `${run}-enq-${String(sequence++).padStart(5, '0')}`;
  return timedFetch(
    `${origin}/api/enquiries`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        formKind: 'callback',
        source: '/fault',
        firstName: 'Disk full',
        email: 'diskfull@example.com',
        notes: 'x'.repeat(2000),
        consent: true,
      }),
    },
    WRITE_BOUND_MS,
  ).then((answer) => ({ ...answer, id: `enquiry.${key}` }));
}

function mutation(origin: string, token: string, run: string): Promise<WriteAttempt & Answer> {
  const id = `${run}-doc-${String(sequence++).padStart(5, '0')}`;
  return timedFetch(
    `${origin}${API}/data/mutate/${DATASET}?returnIds=true&visibility=sync`,
    {
      method: 'POST',
      headers: withToken(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        mutations: [
          { createIfNotExists: { _id: id, _type: 'faultProbe', text: 'y'.repeat(2000) } },
        ],
      }),
    },
    WRITE_BOUND_MS,
  ).then((answer) => ({ ...answer, id }));
}

async function burst(origin: string, token: string, run: string, n: number) {
  const answers: (WriteAttempt & Answer & { kind: string })[] = [];
  // In small groups: a full disk is about clear refusals, not about load.
  for (let i = 0; i < n; i += 10) {
    const group = await Promise.all(
      Array.from({ length: Math.min(10, n - i) }, (_, j) =>
        (i + j) % 3 === 2
          ? mutation(origin, token, run).then((a) => ({ ...a, kind: 'mutation' }))
          : enquiry(origin, run).then((a) => ({ ...a, kind: 'enquiry' })),
      ),
    );
    answers.push(...group);
  }
  return answers;
}

function describe(answers: readonly (Answer & { kind: string })[], kind: string): string {
  const own = answers.filter((a) => a.kind === kind);
  return `${statusCounts(own)}`;
}

/**
 * A refusal a caller can act on: a 5xx whose body says what went wrong. From the content API
 * that means naming the cause (storage full), not a generic internal error.
 */
function isClearRefusal(answer: Answer & { kind: string }): boolean {
  if (answer.kind === 'enquiry')
    return answer.status === 503 && /"error"\s*:\s*"[^"]{10,}/.test(answer.body);
  return answer.status >= 500 && answer.status <= 599 && /full|space|storage/i.test(answer.body);
}

async function main(): Promise<void> {
  const verdict = new Verdict();
  const began = performance.now();
  const disk = temporaryFolder('disk-full');
  if (!mountSmallDisk(disk)) {
    removeFolder(disk);
    console.log('fault:disk-full: not run (no way to simulate a full disk here without root)');
    process.exit(2);
  }
  const filler = path.join(disk, 'filler');
  let host: HostProcess | undefined;
  const serve = () =>
    startHost({ dataDir: disk, entry: 'scripts/fault/serveServices.ts', readyLine: /^ready / });
  try {
    host = await serve();
    const token = localToken(disk);
    const run = `full${Date.now().toString(36)}`;
    const everything: (WriteAttempt & Answer & { kind: string })[] = [];

    const before = await burst(host.origin, token, run, 60);
    everything.push(...before);
    verdict.figure('space left: enquiries', describe(before, 'enquiry'));
    verdict.figure('space left: mutations', describe(before, 'mutation'));
    verdict.check(
      'writes accepted while there is space',
      before.every((a) => a.status >= 200 && a.status < 300),
    );

    const filled = fillDisk(filler);
    verdict.figure(
      'filler written',
      `${(filled / 1024 / 1024).toFixed(1)} MiB (tmpfs of ${TMPFS_SIZE})`,
    );
    const full = await burst(host.origin, token, run, 60);
    everything.push(...full);
    verdict.figure('disk full: enquiries', describe(full, 'enquiry'));
    verdict.figure('disk full: mutations', describe(full, 'mutation'));
    for (const kind of ['enquiry', 'mutation']) {
      const refusal = full.find((a) => a.kind === kind && a.status >= 500);
      if (refusal) verdict.figure(`${kind} refusal reads`, refusal.body.slice(0, 160));
    }
    const logged = host.errors
      .filter((line) => /full|rollback|errstr|errcode/i.test(line))
      .slice(0, 4);
    for (const line of logged) verdict.figure('the server logged', line.trim().slice(0, 120));
    verdict.check(
      'disk full: every write acknowledged or refused with a clear 5xx',
      full.every((a) => (a.status >= 200 && a.status < 300) || isClearRefusal(a)),
      `slowest ${maxMs(full).toFixed(0)} ms`,
    );
    verdict.check(
      'disk full: writes are refused, not silently lost',
      full.some((a) => a.status >= 500),
    );
    const read = await timedFetch(
      `${host.origin}${API}/data/query/${DATASET}?query=count(*)`,
      {},
      WRITE_BOUND_MS,
    );
    verdict.check('disk full: reads still answered', read.status === 200, `query ${read.status}`);

    rmSync(filler);
    const freed = await burst(host.origin, token, run, 30);
    everything.push(...freed);
    verdict.figure('space freed: enquiries', describe(freed, 'enquiry'));
    verdict.figure('space freed: mutations', describe(freed, 'mutation'));
    verdict.check(
      'space freed: writes accepted again without a restart',
      freed.every((a) => a.status >= 200 && a.status < 300),
    );

    await killHost(host);
    host = await serve();
    const tally = tallyWrites(
      everything,
      await existingIds(
        host.origin,
        token,
        everything.map((a) => a.id),
      ),
    );
    verdict.figure('acknowledged', tally.acknowledged);
    verdict.figure('refused and not stored', tally.missingUnacknowledged);
    verdict.figure('refused but stored anyway', tally.storedUnacknowledged);
    verdict.check(
      'after kill -9 and restart every acknowledged write is there',
      tally.lost === 0,
      `lost ${tally.lost}`,
    );
  } finally {
    if (host) await stopHost(host);
    try {
      execFileSync('umount', [disk], { stdio: 'pipe' });
    } catch (error) {
      console.error(`umount failed: ${(error as Error).message}`);
    }
    removeFolder(disk);
  }
  console.log(`took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  verdict.finish('fault:disk-full');
}

await main();
