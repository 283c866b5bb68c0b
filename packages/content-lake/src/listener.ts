/**
 * `/data/listen`: Server-Sent Events for the documents a GROQ filter selects. Each committed
 * transaction becomes one `mutation` event per matching document, numbered with
 * `transactionTotalEvents` / `transactionCurrentEvent` (the Studio waits for all events of a
 * publish before it applies them). Event ids are `{seq}#{index}` positions in the transaction
 * log, so a reconnect with `Last-Event-ID` resumes exactly (`welcomeback`) or, when the position
 * is unknown, tells the client to refetch (`reset`).
 */
import { LakeError, badRequest } from './errors.ts';
import { matchesFilter, parseQuery } from './groq.ts';
import { isVersionId, randomKey } from './ids.ts';
import type { LakeCore } from './lake.ts';
import type { CommittedTransaction, DocumentChange, LakeDocument } from './types.ts';
import { isPublicChange } from './visibility.ts';

export interface ListenOptions {
  query: string;
  params: Record<string, unknown>;
  includeResult: boolean;
  includePreviousRevision: boolean;
  includeMutations: boolean;
  includeAllVersions: boolean;
  mendozaEffects: boolean;
  enableResume: boolean;
  withToken: boolean;
  /** Types a public listener is never told about (the lake's `hiddenTypes`). */
  hiddenTypes?: ReadonlySet<string>;
  lastEventId?: string;
  heartbeatMs?: number;
  /** Tests a document against the filter; evaluated here unless given (listen() gives a worker). */
  matches?: (doc: LakeDocument | null) => Promise<boolean>;
}

interface Position {
  seq: number;
  index: number;
}

const MAX_REPLAY = 1000;

export function parseEventId(id: string | undefined): Position | undefined {
  const match = id?.match(/^(\d+)#(\d+)$/);
  return match ? { seq: Number(match[1]), index: Number(match[2]) } : undefined;
}

function sse(event: string, data: unknown, id?: string): string {
  return `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

function transitionOf(before: boolean, after: boolean): 'appear' | 'update' | 'disappear' {
  if (!before) return 'appear';
  return after ? 'update' : 'disappear';
}

/** The `mutation` events one listener receives for one transaction (empty when none match). */
export async function mutationEvents(
  transaction: CommittedTransaction,
  options: ListenOptions,
  after?: Position,
): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const matching: { index: number; change: DocumentChange; transition: string }[] = [];
  for (const [index, change] of transaction.changes.entries()) {
    if (!options.includeAllVersions && isVersionId(change.documentId)) continue;
    if (!options.withToken && !isPublicChange(change, options.hiddenTypes)) continue;
    const matches = options.matches ?? ((doc) => matchesFilter(options.query, options.params, doc));
    const before = await matches(change.before);
    const now = await matches(change.after);
    if (before || now) matching.push({ index, change, transition: transitionOf(before, now) });
  }
  return matching
    .map(({ index, change, transition }, position) => {
      const data: Record<string, unknown> = {
        eventId: `${transaction.id}#${change.documentId}`,
        documentId: change.documentId,
        transactionId: transaction.id,
        transition,
        identity: transaction.identity,
        previousRev: change.before?._rev,
        resultRev: change.after?._rev,
        timestamp: transaction.timestamp,
        visibility: 'query',
        transactionTotalEvents: matching.length,
        transactionCurrentEvent: position + 1,
      };
      if (options.includeMutations) data.mutations = change.mutations;
      if (options.mendozaEffects) {
        // A mendoza patch of [0, value] replaces the whole document with `value`.
        data.effects = { apply: [0, change.after], revert: [0, change.before] };
      }
      if (options.includeResult && change.after) data.result = change.after;
      if (options.includePreviousRevision && change.before) data.previous = change.before;
      return { index, id: `${transaction.seq}#${index}`, data };
    })
    .filter(({ index }) => !after || transaction.seq > after.seq || index > after.index);
}

/** An event-stream response that lives until the client goes away. */
export function listen(core: LakeCore, dataset: string, given: ListenOptions): Response {
  // The filter is the caller's GROQ: it runs on a query worker with the queries' time limit.
  const options: ListenOptions = {
    ...given,
    hiddenTypes: core.hiddenTypes,
    matches: (doc) => core.matchesFilter(dataset, given, doc),
  };
  if (options.query.trim() === '') throw badRequest('The "query" parameter is required');
  try {
    parseQuery(options.query, options.params);
  } catch (error) {
    if (!(error instanceof LakeError)) throw error;
    return new Response(sse('channelError', error.body), {
      headers: { 'content-type': 'text/event-stream' },
    });
  }
  core.dataset(dataset);

  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      let queue: Promise<unknown> = Promise.resolve();
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const deliver = (transaction: CommittedTransaction, after?: Position) => {
        queue = queue.then(async () => {
          if (!open) return;
          try {
            for (const event of await mutationEvents(transaction, options, after)) {
              send(sse('mutation', event.data, event.id));
            }
          } catch (error) {
            // A filter that overran its time limit (or failed) ends this listener, as a query
            // that overruns ends its request: the caller is told why, then the stream closes.
            const body =
              error instanceof LakeError
                ? error.body
                : { error: { description: 'The listener failed', type: 'internalError' } };
            if (!open) return;
            send(sse('channelError', body));
            stop();
            controller.close();
          }
        });
      };

      // Subscribing and reading the log happen in one synchronous step, so no transaction
      // falls between the replay and the live events.
      const unsubscribe = core.subscribe((name, transaction) => {
        if (name === dataset) deliver(transaction);
      });
      const listenerName = randomKey(16);
      const position = options.enableResume ? parseEventId(options.lastEventId) : undefined;
      if (options.enableResume && options.lastEventId !== undefined) {
        const last = core.storage.lastSeq(dataset);
        const replay =
          position && position.seq <= last
            ? core.storage.transactionsAfter(dataset, position.seq - 1, MAX_REPLAY + 1)
            : undefined;
        if (
          position &&
          replay &&
          replay.length <= MAX_REPLAY &&
          (position.seq === 0 || replay[0]?.seq === position.seq)
        ) {
          send(sse('welcomeback', { listenerName }));
          for (const transaction of replay) deliver(transaction, position);
        } else {
          send(sse('reset', { listenerName }));
        }
      } else {
        send(sse('welcome', { listenerName }));
      }

      const heartbeat = setInterval(() => send(': heartbeat\n\n'), options.heartbeatMs ?? 20_000);
      stop = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
      };
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    },
  });
}
