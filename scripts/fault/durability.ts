/**
 * `npm run fault:durability`: starts the host in a temporary data folder, sends a burst of
 * enquiries all at once while content mutations trickle in a few at a time, `kill -9`s the
 * server in the middle of it, restarts it on the same folder and counts: every write that was
 * acknowledged (a 2xx received) is there, none twice. Then it retries the writes that got no answer, with the same keys and ids, and
 * counts again: now every write is there, still none twice.
 *
 *   --enquiries=500 (1…2000)  --mutations=250 (0…2000)
 *   --kill-after=0.2          kill once this share of the enquiries has been acknowledged
 */
import { boundedInteger, option } from '../benchOptions.ts';
import {
  API,
  DATASET,
  Verdict,
  existingIds,
  killHost,
  localToken,
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

const REQUEST_LIMIT_MS = 30_000;
const RETRY_BATCH = 50;
const MUTATION_WORKERS = 4;

interface Write {
  /** The document the write leaves behind. */
  id: string;
  send(origin: string, token: string): Promise<Answer>;
}

function enquiryWrite(run: string, index: number): Write {
  const key = `${run}-enq-${String(index).padStart(5, '0')}`;
  return {
    id: `enquiry.${key}`,
    send: (origin) =>
      timedFetch(
        `${origin}/api/enquiries`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({
            formKind: 'callback',
            source: '/fault',
            firstName: `Durability ${index}`,
            email: `durability${index}@example.com`,
            notes: 'Sent while the server is killed.',
            consent: true,
          }),
        },
        REQUEST_LIMIT_MS,
      ),
  };
}

/** A content mutation through the content API: createIfNotExists, so a retry changes nothing. */
function mutationWrite(run: string, index: number): Write {
  const id = `${run}-doc-${String(index).padStart(5, '0')}`;
  return {
    id,
    send: (origin, token) =>
      timedFetch(
        `${origin}${API}/data/mutate/${DATASET}?returnIds=true&visibility=sync`,
        {
          method: 'POST',
          headers: withToken(token, { 'content-type': 'application/json' }),
          body: JSON.stringify({
            mutations: [{ createIfNotExists: { _id: id, _type: 'faultProbe', index } }],
          }),
        },
        REQUEST_LIMIT_MS,
      ),
  };
}

async function countDuplicates(origin: string, token: string, run: string): Promise<number> {
  const answer = await timedFetch(
    `${origin}${API}/data/query/${DATASET}?perspective=raw`,
    {
      method: 'POST',
      headers: withToken(token, { 'content-type': 'application/json' }),
      body: JSON.stringify({
        query: '*[_type == "enquiry" && string::startsWith(idempotencyKey, $run)].idempotencyKey',
        params: { run },
      }),
    },
    30_000,
  );
  const keys = (JSON.parse(answer.body) as { result: string[] }).result;
  return keys.length - new Set(keys).size;
}

async function main(): Promise<void> {
  const enquiries = boundedInteger('enquiries', 500, 1, 2000);
  const mutations = boundedInteger('mutations', 250, 0, 2000);
  const killShare = Number(option('kill-after') ?? '0.2');
  if (!(killShare > 0 && killShare < 1)) {
    console.error('--kill-after must be a share between 0 and 1, such as 0.2');
    process.exit(2);
  }
  const verdict = new Verdict();
  const began = performance.now();
  const dataDir = temporaryFolder('durability');
  let host: HostProcess | undefined;
  try {
    const started = performance.now();
    host = await startHost({ dataDir });
    console.log(
      `host on ${host.origin} (first start seeds: ${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const token = localToken(dataDir);
    const run = `fault${Date.now().toString(36)}`;
    const writes: Write[] = [];
    for (let i = 0; i < Math.max(enquiries, mutations); i++) {
      if (i < enquiries) writes.push(enquiryWrite(run, i));
      if (i < mutations) writes.push(mutationWrite(run, i));
    }
    // Visitors' enquiries arrive all at once; content mutations trickle in, a few at a time as
    // editors' Studios send them, so both are in flight when the kill lands.
    const killAt = Math.max(1, Math.floor(enquiries * killShare));
    console.log(
      `${enquiries} enquiries at once, ${mutations} mutations ${MUTATION_WORKERS} at a time; kill -9 once ${killAt} enquiries are acknowledged`,
    );

    const victim = host;
    let acknowledgedEnquiries = 0;
    let killing: Promise<void> | undefined;
    const send = async (write: Write, kind: string) => {
      const answer = await write.send(victim.origin, token);
      if (kind === 'enquiry' && answer.status >= 200 && answer.status < 300) {
        acknowledgedEnquiries += 1;
        if (acknowledgedEnquiries >= killAt) killing ??= killHost(victim);
      }
      return { id: write.id, status: answer.status, kind };
    };
    const mutationWrites = writes.filter((write) => !write.id.startsWith('enquiry.'));
    const mutationAnswers: (WriteAttempt & { kind: string })[] = [];
    let nextMutation = 0;
    const editor = async () => {
      while (nextMutation < mutationWrites.length) {
        const write = mutationWrites[nextMutation++];
        if (write) mutationAnswers.push(await send(write, 'mutation'));
      }
    };
    const [enquiryAnswers] = await Promise.all([
      Promise.all(
        writes
          .filter((write) => write.id.startsWith('enquiry.'))
          .map((write) => send(write, 'enquiry')),
      ),
      Promise.all(Array.from({ length: MUTATION_WORKERS }, editor)),
    ]);
    const burst = [...enquiryAnswers, ...mutationAnswers];
    await (killing ?? killHost(victim));
    verdict.figure(
      'enquiry answers around the kill',
      statusCounts(burst.filter((attempt) => attempt.kind === 'enquiry')),
    );
    verdict.figure(
      'mutation answers around the kill',
      statusCounts(burst.filter((attempt) => attempt.kind === 'mutation')),
    );

    host = await startHost({ dataDir });
    console.log(`restarted on the same data folder (${host.origin})`);
    const afterKill = tallyWrites(
      burst,
      await existingIds(
        host.origin,
        token,
        writes.map((w) => w.id),
      ),
    );
    verdict.figure('acknowledged', afterKill.acknowledged);
    verdict.figure('stored without an answer', afterKill.storedUnacknowledged);
    verdict.figure('not stored, no answer', afterKill.missingUnacknowledged);
    verdict.check(
      'every acknowledged write survives kill -9',
      afterKill.lost === 0,
      `lost ${afterKill.lost}`,
    );
    const duplicatesAfterKill = await countDuplicates(host.origin, token, run);
    verdict.check(
      'no enquiry stored twice',
      duplicatesAfterKill === 0,
      `${duplicatesAfterKill} twice`,
    );
    verdict.check(
      'the kill interrupted the burst',
      afterKill.acknowledged < writes.length,
      `${writes.length - afterKill.acknowledged} writes unanswered`,
    );

    const origin = host.origin;
    const statusOf = new Map(burst.map((attempt) => [attempt.id, attempt.status]));
    const unanswered = writes.filter((write) => {
      const status = statusOf.get(write.id) ?? 0;
      return status < 200 || status >= 300;
    });
    // Retried as visitors' browsers would, a few dozen at a time rather than all at once.
    const retried: (WriteAttempt & Answer)[] = [];
    for (let start = 0; start < unanswered.length; start += RETRY_BATCH) {
      const batch = unanswered.slice(start, start + RETRY_BATCH);
      retried.push(
        ...(await Promise.all(
          batch.map(async (write) => ({ id: write.id, ...(await write.send(origin, token)) })),
        )),
      );
    }
    verdict.figure('retries of unanswered writes', `${retried.length}: ${statusCounts(retried)}`);
    const final = tallyWrites(
      burst.map((attempt) => {
        const retry = retried.find((r) => r.id === attempt.id);
        return { id: attempt.id, status: retry ? retry.status : attempt.status };
      }),
      await existingIds(
        origin,
        token,
        writes.map((w) => w.id),
      ),
    );
    verdict.check(
      'after the retries every write is stored',
      final.stored === writes.length && final.lost === 0,
      `${final.stored} of ${writes.length}`,
    );
    const duplicates = await countDuplicates(origin, token, run);
    verdict.check('still no enquiry stored twice', duplicates === 0, `${duplicates} twice`);
  } finally {
    if (host) await stopHost(host);
    removeFolder(dataDir);
  }
  console.log(`took ${((performance.now() - began) / 1000).toFixed(1)} s`);
  verdict.finish('fault:durability');
}

await main();
