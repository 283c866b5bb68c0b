/**
 * A worker thread that evaluates GROQ (see queryPool.ts). It keeps a copy of each document view
 * it is sent, by key and version, so the documents cross the thread boundary once per write
 * rather than once per query. If an evaluation runs past its limit the pool ends this whole
 * thread; nothing here needs to stop itself. It writes the result as JSON here, off the thread
 * that renders pages: a string crosses back cheaply, and an oversized result never does.
 */
import { parentPort } from 'node:worker_threads';
import { LakeError } from './errors.ts';
import { resultJson, runQuery } from './groq.ts';

export interface QueryJob {
  id: number;
  query: string;
  params: Record<string, unknown>;
  timeLimitMs: number;
  sanity: { projectId: string; dataset: string };
  /**
   * The documents the query sees: a view kept by key and version, or (`inline`) documents for
   * this job alone, such as the one changed document a listener's filter is tested against.
   */
  view: { key: string; version: number; documents?: readonly object[]; inline?: boolean };
}

export type QueryReply =
  | { id: number; json: string; ms: number }
  | { id: number; error: { status: number; body: LakeError['body'] } }
  | { id: number; missingView: true };

/**
 * Views kept at once, each a copy of the documents a perspective sees: the site reads one, the
 * Studio two or three; an evicted one is simply sent again.
 */
const MAX_VIEWS = 4;
const views = new Map<string, { version: number; documents: readonly object[] }>();

async function answer(job: QueryJob): Promise<QueryReply> {
  if (job.view.inline) return evaluate(job, job.view.documents ?? []);
  if (job.view.documents) {
    views.delete(job.view.key);
    views.set(job.view.key, { version: job.view.version, documents: job.view.documents });
    if (views.size > MAX_VIEWS) views.delete(views.keys().next().value as string);
  }
  const view = views.get(job.view.key);
  if (view?.version !== job.view.version) return { id: job.id, missingView: true };
  return evaluate(job, view.documents);
}

async function evaluate(job: QueryJob, documents: readonly object[]): Promise<QueryReply> {
  try {
    const started = performance.now();
    const result = await runQuery({
      query: job.query,
      params: job.params,
      documents,
      timeLimitMs: job.timeLimitMs,
      sanity: job.sanity,
    });
    const ms = performance.now() - started;
    return { id: job.id, json: resultJson(result), ms };
  } catch (error) {
    const lakeError =
      error instanceof LakeError
        ? error
        : new LakeError(500, 'internalError', 'Query failed in the local content lake');
    return { id: job.id, error: { status: lakeError.status, body: lakeError.body } };
  }
}

/** What a worker posts once its code has loaded; the pool starts a query's clock after it. */
export const WORKER_READY = 'groq-worker-ready';

parentPort?.on('message', (job: QueryJob) => {
  void answer(job).then((reply) => parentPort?.postMessage(reply));
});
parentPort?.postMessage(WORKER_READY);
