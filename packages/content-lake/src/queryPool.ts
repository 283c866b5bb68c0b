/**
 * Evaluates GROQ on worker threads with a hard time limit. groq-js cannot be interrupted, and
 * its own deadline (see groq.ts) is only checked while scanning documents, so an expression
 * that spins elsewhere (a filter over a large parameter inside a projection, a huge join) would
 * hold the event loop that renders pages. Here the evaluation runs on another thread; when it
 * passes the limit, that thread is ended and replaced, and the caller gets the 408 Sanity sends.
 *
 * Each worker evaluates one query at a time. The site's own server-side queries (admitted to
 * their lane by the process's key, the host's `siteLane` option, never by what a query says) have a
 * worker of their own and go first, so a flood of anonymous queries cannot delay the pages.
 * Token holders' queries (a signed-in editor's in the Studio, the server token's in scripts and
 * functions, and the filters of their listeners) have a lane and a worker of their own too: the
 * limits that hold anonymous callers back never refuse an editor, whose Studio stops at a refused
 * listener. Among anonymous queries, those known to be cheap (the same query finished quickly
 * before) go first; a query's text only orders a queue, it never opens a worker, because a
 * caller may copy it. Waiting is bounded in number and in time, in each lane on its own; a
 * query that cannot start in time is refused with a 429 the caller may retry, never left waiting.
 */
import { Worker } from 'node:worker_threads';
import { BusyError, LakeError } from './errors.ts';
import { WORKER_READY, type QueryJob, type QueryReply } from './groqWorker.ts';

export interface QueryPoolOptions {
  /** Worker threads for any query (each evaluates one query at a time). */
  size: number;
  /** Further workers that take only the site's own queries. */
  reserved: number;
  /** Further workers that take only token holders' queries (signed-in editors, the server token). */
  tokenHolders: number;
  /** Milliseconds one evaluation may take, measured from when a worker takes it. */
  timeLimitMs: number;
  /** Queries waiting in each lane; one more is refused. */
  maxQueue: number;
  /** Milliseconds a query may wait for a worker before it is refused. */
  maxWaitMs: number;
  /** Heap one worker may use, in MB (128 unless given). */
  workerHeapMb?: number;
  /** The worker's module (the GROQ worker unless given; tests start a slower one). */
  workerFile?: URL;
}

export interface PoolQuery {
  query: string;
  params: Record<string, unknown>;
  sanity: { projectId: string; dataset: string };
  /** The documents the query sees, named by a key and a version that changes on every write. */
  view: {
    key: string;
    version: number;
    documents: () => readonly object[];
    /** Documents for this query alone (a listener's changed document): sent, never kept. */
    inline?: boolean;
  };
  /**
   * Names what decides the query's cost (its view and text, and its parameters unless they are
   * small): what was cheap once is cheap again.
   */
  costKey: string;
  /**
   * Who asks, as the caller has checked it: the site's own server (by its key), a token holder
   * (by the token), or anyone (`public`, unless given).
   */
  caller?: Caller;
}

export type Caller = 'site' | 'token' | 'public';
type Lane = 'site' | 'token' | 'cheap' | 'any';
const LANES: readonly Lane[] = ['site', 'token', 'cheap', 'any'];
/** The workers a lane may take beside the general ones: none for anonymous queries. */
type WorkerKind = 'site' | 'token' | 'general';

interface Waiting {
  request: PoolQuery;
  lane: Lane;
  timer: NodeJS.Timeout;
  resolve: (json: string) => void;
  reject: (error: unknown) => void;
}

/** Past the limit the worker gets this long to answer with its own timeout before it is ended. */
const GRACE_MS = 250;
/** An evaluation this quick marks its query as cheap. */
const CHEAP_MS = 100;
/** Cheap queries remembered; the oldest is forgotten first. */
const CHEAP_REMEMBERED = 5000;
const RETRY_AFTER_S = 1;
const WORKER_FILE = new URL('./groqWorker.ts', import.meta.url);
/** How long a new worker may take to load its code before the query waiting for it fails. */
const WORKER_START_LIMIT_MS = 30_000;
/**
 * Heap one worker may use: its copies of the documents, one evaluation and its result. A query
 * that builds more (a projection that nests the dataset in itself) ends its worker, not the host.
 */
const WORKER_HEAP_MB = 128;

class Slot {
  readonly worker: Worker;
  /** Whose queries this worker takes: the site's only, token holders' only, or any. */
  readonly kind: WorkerKind;
  /** The version of each view this worker holds. */
  readonly sent = new Map<string, number>();
  busy = false;
  /**
   * Settles when the worker has loaded its code and can evaluate. A query's time limit starts
   * from there: on a busy machine a new thread can take seconds to start, and counting that
   * against the first query would end the worker before it ever ran, and the next one with it.
   */
  readonly ready: Promise<void>;

  constructor(kind: WorkerKind, heapMb: number, file: URL) {
    this.kind = kind;
    this.worker = new Worker(file, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    // An idle pool never keeps the process alive.
    this.worker.unref();
    const worker = this.worker;
    this.ready = new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
        if (error) reject(error);
        else resolve();
      };
      const onMessage = (message: unknown) => {
        if (message === WORKER_READY) settle();
      };
      const onError = (error: Error) => settle(error);
      const onExit = () => settle(new Error('The query worker stopped as it started'));
      const timer = setTimeout(
        () => settle(new Error('The query worker did not start in time')),
        WORKER_START_LIMIT_MS,
      );
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
    // Nobody may be waiting when a worker fails to start; the next query sees the failure.
    this.ready.catch(() => undefined);
  }
}

const timeoutError = (limitMs: number) =>
  new LakeError(408, 'queryTimeoutError', `Query exceeded the time limit of ${limitMs} ms`);
const outOfMemory = () =>
  new LakeError(
    400,
    'queryExecutionError',
    'The query needs more memory than it may use; select fewer documents or fields',
  );
const busyError = () =>
  new BusyError('Too many queries are waiting; try again shortly', RETRY_AFTER_S);

export class QueryPool {
  private readonly options: QueryPoolOptions;
  private readonly slots: Slot[] = [];
  private readonly lanes: Record<Lane, Waiting[]> = { site: [], token: [], cheap: [], any: [] };
  private readonly cheap = new Set<string>();
  private nextId = 1;
  private closed = false;

  constructor(options: QueryPoolOptions) {
    this.options = options;
  }

  /** Evaluates a query; resolves with its result written as JSON. */
  run(request: PoolQuery): Promise<string> {
    if (this.closed) return Promise.reject(new Error('The query pool is closed'));
    const caller = request.caller ?? 'public';
    const lane: Lane =
      caller !== 'public' ? caller : this.cheap.has(request.costKey) ? 'cheap' : 'any';
    const queue = this.lanes[lane];
    return new Promise((resolve, reject) => {
      if (queue.length >= this.options.maxQueue) {
        reject(busyError());
        return;
      }
      const waiting: Waiting = {
        request,
        lane,
        resolve,
        reject,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiting), 1);
          reject(busyError());
        }, this.options.maxWaitMs),
      };
      queue.push(waiting);
      this.dispatch();
    });
  }

  /** Ends every worker; queries still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of LANES.flatMap((lane) => this.lanes[lane].splice(0))) {
      clearTimeout(waiting.timer);
      waiting.reject(new Error('The query pool is closed'));
    }
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    for (const lane of LANES) {
      const queue = this.lanes[lane];
      while (queue.length > 0) {
        const slot = this.idleSlot(lane);
        if (!slot) break;
        const waiting = queue.shift() as Waiting;
        clearTimeout(waiting.timer);
        slot.busy = true;
        void this.evaluate(slot, waiting.request).then(waiting.resolve, waiting.reject);
      }
    }
  }

  /**
   * A free worker for `lane`, started if the pool has room: the site's queries and token
   * holders' take their own workers first and a general one when theirs are busy; anonymous
   * queries take only general workers.
   */
  private idleSlot(lane: Lane): Slot | undefined {
    const limits: Record<WorkerKind, number> = {
      site: this.options.reserved,
      token: this.options.tokenHolders,
      general: this.options.size,
    };
    const idle = (kind: WorkerKind) => this.slots.find((slot) => !slot.busy && slot.kind === kind);
    const start = (kind: WorkerKind) => {
      const count = this.slots.filter((slot) => slot.kind === kind).length;
      if (count >= limits[kind]) return undefined;
      const slot = new Slot(
        kind,
        this.options.workerHeapMb ?? WORKER_HEAP_MB,
        this.options.workerFile ?? WORKER_FILE,
      );
      this.slots.push(slot);
      return slot;
    };
    const general = () => idle('general') ?? start('general');
    if (lane === 'site' || lane === 'token') return idle(lane) ?? start(lane) ?? general();
    return general();
  }

  /** Runs one query on `slot`, sending the view's documents when the worker lacks them. */
  private async evaluate(slot: Slot, request: PoolQuery): Promise<string> {
    let cheap = false;
    try {
      try {
        await slot.ready;
      } catch {
        this.replace(slot);
        throw new LakeError(
          503,
          'serviceUnavailable',
          'The query worker could not start; try again',
        );
      }
      const deadline = performance.now() + this.options.timeLimitMs + GRACE_MS;
      for (let attempt = 0; attempt < 2; attempt++) {
        const { key, version, inline = false } = request.view;
        const withDocuments = inline || slot.sent.get(key) !== version || attempt > 0;
        const job: QueryJob = {
          id: this.nextId++,
          query: request.query,
          params: request.params,
          timeLimitMs: this.options.timeLimitMs,
          sanity: request.sanity,
          view: {
            key,
            version,
            inline,
            ...(withDocuments ? { documents: request.view.documents() } : {}),
          },
        };
        const reply = await this.exchange(slot, job, deadline);
        if (!inline) slot.sent.set(key, version);
        if ('missingView' in reply) continue;
        if ('error' in reply) {
          const { description, type, ...extra } = reply.error.body.error;
          throw new LakeError(reply.error.status, type, description, extra);
        }
        cheap = reply.ms < CHEAP_MS;
        return reply.json;
      }
      throw new LakeError(500, 'internalError', 'The query worker lost its documents');
    } finally {
      this.remember(request.costKey, cheap);
      slot.busy = false;
      this.dispatch();
    }
  }

  /** Marks a query cheap after a quick evaluation, and forgets it after a slow or failed one. */
  private remember(costKey: string, cheap: boolean): void {
    this.cheap.delete(costKey);
    if (!cheap) return;
    this.cheap.add(costKey);
    if (this.cheap.size > CHEAP_REMEMBERED) {
      this.cheap.delete(this.cheap.values().next().value as string);
    }
  }

  /** Posts a job and waits for its reply, ending and replacing the worker at the deadline. */
  private exchange(slot: Slot, job: QueryJob, deadline: number): Promise<QueryReply> {
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        slot.worker.off('message', onMessage);
        slot.worker.off('error', onError);
      };
      const onMessage = (reply: QueryReply) => {
        if (reply.id !== job.id) return;
        finish();
        resolve(reply);
      };
      const onError = (error: Error & { code?: string }) => {
        finish();
        this.replace(slot);
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory() : error);
      };
      const timer = setTimeout(
        () => {
          finish();
          this.replace(slot);
          reject(timeoutError(this.options.timeLimitMs));
        },
        Math.max(0, deadline - performance.now()),
      );
      slot.worker.on('message', onMessage);
      slot.worker.on('error', onError);
      slot.worker.postMessage(job);
    });
  }

  /** Ends a worker that overran or failed; the next query starts a fresh one. */
  private replace(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index !== -1) this.slots.splice(index, 1);
    void slot.worker.terminate();
  }
}
