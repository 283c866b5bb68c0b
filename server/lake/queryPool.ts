/**
 * Evaluates GROQ on worker threads with a hard time limit. groq-js cannot be interrupted, and
 * its own deadline (see groq.ts) is only checked while scanning documents, so an expression
 * that spins elsewhere (a filter over a large parameter inside a projection, a huge join) would
 * hold the event loop that renders pages. Here the evaluation runs on another thread; when it
 * passes the limit, that thread is ended and replaced, and the caller gets the 408 Sanity sends.
 *
 * Each worker evaluates one query at a time; further queries wait in a bounded queue, and past
 * that are refused with 503, so a flood of costly queries delays only other anonymous queries.
 */
import { Worker } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import type { QueryJob, QueryReply } from './groqWorker.ts';

export interface QueryPoolOptions {
  /** Worker threads (each evaluates one query at a time). */
  size: number;
  /** Milliseconds one evaluation may take, measured from when a worker takes it. */
  timeLimitMs: number;
  /** Queries waiting for a worker; one more is refused. */
  maxQueue: number;
}

export interface PoolQuery {
  query: string;
  params: Record<string, unknown>;
  sanity: { projectId: string; dataset: string };
  /** The documents the query sees, named by a key and a version that changes on every write. */
  view: { key: string; version: number; documents: () => readonly object[] };
}

interface Waiting {
  request: PoolQuery;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** Past the limit the worker gets this long to answer with its own timeout before it is ended. */
const GRACE_MS = 250;
const WORKER_FILE = new URL('./groqWorker.ts', import.meta.url);

class Slot {
  readonly worker: Worker;
  /** The version of each view this worker holds. */
  readonly sent = new Map<string, number>();
  busy = false;

  constructor() {
    this.worker = new Worker(WORKER_FILE);
    // An idle pool never keeps the process alive.
    this.worker.unref();
  }
}

const timeoutError = (limitMs: number) =>
  new LakeError(408, 'queryTimeoutError', `Query exceeded the time limit of ${limitMs} ms`);

export class QueryPool {
  private readonly options: QueryPoolOptions;
  private readonly slots: Slot[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: QueryPoolOptions) {
    this.options = options;
  }

  run(request: PoolQuery): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The query pool is closed'));
    return new Promise((resolve, reject) => {
      if (this.queue.length >= this.options.maxQueue) {
        reject(new LakeError(503, 'serviceUnavailable', 'Too many queries are waiting'));
        return;
      }
      this.queue.push({ request, resolve, reject });
      this.dispatch();
    });
  }

  /** Ends every worker; queries still waiting are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) {
      waiting.reject(new Error('The query pool is closed'));
    }
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot = this.idleSlot();
      if (!slot) return;
      const waiting = this.queue.shift() as Waiting;
      slot.busy = true;
      void this.evaluate(slot, waiting.request).then(
        (result) => {
          waiting.resolve(result);
        },
        (error: unknown) => {
          waiting.reject(error);
        },
      );
    }
  }

  private idleSlot(): Slot | undefined {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) return idle;
    if (this.slots.length >= this.options.size) return undefined;
    const slot = new Slot();
    this.slots.push(slot);
    return slot;
  }

  /** Runs one query on `slot`, sending the view's documents when the worker lacks them. */
  private async evaluate(slot: Slot, request: PoolQuery): Promise<unknown> {
    const deadline = performance.now() + this.options.timeLimitMs + GRACE_MS;
    try {
      for (let attempt = 0; attempt < 2; attempt++) {
        const { key, version } = request.view;
        const withDocuments = slot.sent.get(key) !== version || attempt > 0;
        const job: QueryJob = {
          id: this.nextId++,
          query: request.query,
          params: request.params,
          timeLimitMs: this.options.timeLimitMs,
          sanity: request.sanity,
          view: { key, version, ...(withDocuments ? { documents: request.view.documents() } : {}) },
        };
        const reply = await this.exchange(slot, job, deadline);
        slot.sent.set(key, version);
        if ('missingView' in reply) continue;
        if ('error' in reply) {
          const { description, type, ...extra } = reply.error.body.error;
          throw new LakeError(reply.error.status, type, description, extra);
        }
        return reply.result;
      }
      throw new LakeError(500, 'internalError', 'The query worker lost its documents');
    } finally {
      slot.busy = false;
      this.dispatch();
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
      const onError = (error: Error) => {
        finish();
        this.replace(slot);
        reject(error);
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
