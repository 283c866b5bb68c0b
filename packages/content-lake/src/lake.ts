/**
 * The content lake's core, independent of HTTP: datasets in memory backed by SQLite, queries,
 * document reads, and writes (mutations and actions) serialised one transaction at a time.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { applyAction } from './actions.ts';
import { removeDeletedOriginals, storesOriginal } from './assets.ts';
import { erasedDocumentIds, PERSONAL_TYPES, scrubbedChange } from './erasure.ts';
import { lockDataFolder } from './dataLock.ts';
import { DatasetState } from './datasetState.ts';
import {
  ItemFailure,
  LakeError,
  TransactionError,
  badRequest,
  notFound,
  type ItemError,
} from './errors.ts';
import { matchesFilter, resultJson, runQuery } from './groq.ts';
import { QueryPool } from './queryPool.ts';
import { randomKey } from './ids.ts';
import { applyMutation, type MutationResult } from './mutations.ts';
import { perspectiveKey, type Perspective } from './perspective.ts';
import { LakeStorage } from './storage.ts';
import { TransactionBuilder } from './transaction.ts';
import type { CommittedTransaction, LakeDocument, Mutation } from './types.ts';

export interface LakeCoreOptions {
  dataDir: string;
  projectId: string;
  /** How long one query may evaluate before it is stopped. */
  queryTimeLimitMs?: number;
  /** Keep query results between writes (on unless switched off, e.g. to benchmark evaluation). */
  queryCache?: boolean;
  /** Datasets that exist from the start, stored documents or not (the configured one). */
  datasets?: string[];
  /**
   * Where queries are evaluated: on worker threads with a hard time limit (the default), or on
   * the calling thread.
   */
  queries?: 'worker' | 'inline';
  /**
   * Types whose documents hold personal data: deleting one scrubs its contents from the
   * transaction log (default: enquiries).
   */
  personalTypes?: readonly string[];
  /**
   * Types a caller without a token never sees, whatever their id (default: the personal types).
   */
  hiddenTypes?: readonly string[];
}

export interface QueryRequest {
  query: string;
  params: Record<string, unknown>;
  perspective: Perspective;
  withToken: boolean;
  /** Sent by the site's own server with the process's key: its lane (the host's `siteLane` option). */
  site?: boolean;
}

export interface WriteOptions {
  transactionId?: string;
  dryRun?: boolean;
  identity: string;
}

export interface WriteOutcome<R> {
  transactionId: string;
  results: R;
  /** Documents as written (after the transaction), by id. */
  documents: Map<string, LakeDocument | null>;
}

export type TransactionListener = (dataset: string, transaction: CommittedTransaction) => void;

const DATASET_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const TRANSACTION_ID = /^[A-Za-z0-9_.-]{1,128}$/;
/** Parameters up to this long as JSON leave a query's cost to its text. */
const SMALL_PARAMS = 1024;

const digest = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0000')).digest('base64url');

export class LakeCore {
  readonly projectId: string;
  readonly storage: LakeStorage;
  private readonly dataDir: string;
  private readonly queryTimeLimitMs: number;
  private readonly queryCache: boolean;
  private readonly datasets = new Map<string, DatasetState>();
  private readonly configured: ReadonlySet<string>;
  private readonly personalTypes: ReadonlySet<string>;
  readonly hiddenTypes: ReadonlySet<string>;
  private readonly pool: QueryPool | undefined;
  private readonly listeners = new Set<TransactionListener>();
  private writeQueue: Promise<unknown> = Promise.resolve();
  private readonly unlock: () => void;

  constructor(options: LakeCoreOptions) {
    this.projectId = options.projectId;
    this.dataDir = options.dataDir;
    this.queryTimeLimitMs = options.queryTimeLimitMs ?? 5000;
    this.queryCache = options.queryCache ?? true;
    this.configured = new Set(options.datasets ?? []);
    this.personalTypes = new Set(options.personalTypes ?? PERSONAL_TYPES);
    this.hiddenTypes = new Set(options.hiddenTypes ?? options.personalTypes ?? PERSONAL_TYPES);
    this.pool =
      options.queries === 'inline'
        ? undefined
        : new QueryPool({
            size: 2,
            reserved: 1,
            // Editors' and the server token's: anonymous callers never fill their lane.
            tokenHolders: 1,
            timeLimitMs: this.queryTimeLimitMs,
            maxQueue: 64,
            // A page waits at most this long for a turn, then shows its last good content.
            maxWaitMs: 3_000,
          });
    this.storage = new LakeStorage(path.join(options.dataDir, 'lake.sqlite'));
    try {
      this.unlock = lockDataFolder(options.dataDir);
    } catch (error) {
      this.storage.close();
      throw error;
    }
  }

  /**
   * A dataset's state. As on hosted Sanity, a dataset must exist: it is configured, or holds
   * documents. Any other name is a 404 that allocates nothing, so names in public URLs cannot
   * fill memory. `create` is for writes, which only a token holder (the administrator) makes:
   * the first write to a new name creates it, as the seed does for a fresh dataset.
   */
  dataset(name: string, { create = false } = {}): DatasetState {
    if (!DATASET_NAME.test(name)) throw badRequest(`Invalid dataset name "${name}"`);
    let state = this.datasets.get(name);
    if (!state) {
      if (!create && !this.configured.has(name) && !this.storage.hasDataset(name)) {
        throw notFound(`Dataset "${name}" not found for project ID "${this.projectId}"`);
      }
      state = new DatasetState(this.storage.loadDocuments(name), this.hiddenTypes);
      this.datasets.set(name, state);
    }
    return state;
  }

  /** Answers a query with its result written as JSON (written once, cached as written). */
  async query(dataset: string, request: QueryRequest): Promise<string> {
    const state = this.dataset(dataset);
    // The data only changes on writes, so a repeated query is answered from memory; queries
    // that read the clock are always evaluated.
    const cacheable = this.queryCache && !/\b(now|identity)\s*\(/.test(request.query);
    const viewKey = `${dataset}|${perspectiveKey(request.perspective)}|${request.withToken ? 'token' : 'public'}`;
    // Digests, not the text: parameters may run to megabytes, and keys are kept by the thousand.
    const paramsText = JSON.stringify(request.params);
    const key = digest(viewKey, request.query, paramsText);
    const cached = cacheable ? state.results.get(key) : undefined;
    if (cached !== undefined) return cached;
    // What a query costs follows from its text once its parameters are small (a page's slug):
    // the pages' queries count as cheap for every slug once one has been.
    const costKey =
      paramsText.length <= SMALL_PARAMS ? digest(viewKey, request.query) : `exact:${key}`;
    const version = state.version;
    const sanity = { projectId: this.projectId, dataset };
    const documents = () => state.view(request.perspective, request.withToken);
    // GROQ cannot be trusted to finish, whoever sends it: an editor's token does not make a
    // query cheap. It runs off the thread that renders pages.
    const json = this.pool
      ? await this.pool.run({
          query: request.query,
          params: request.params,
          sanity,
          view: { key: viewKey, version, documents },
          costKey,
          caller: request.site ? 'site' : request.withToken ? 'token' : 'public',
        })
      : await this.runInline(request, documents(), sanity);
    if (cacheable && state.version === version) state.results.set(key, json);
    return json;
  }

  /**
   * Whether a document matches a listener's filter (`*[_type == "journey"]`). A filter is GROQ
   * from the caller like any query, so it runs where queries run, with the same time limit: on
   * a worker, against this one document, which is sent along and not kept.
   */
  async matchesFilter(
    dataset: string,
    filter: { query: string; params: Record<string, unknown>; withToken: boolean },
    doc: LakeDocument | null,
  ): Promise<boolean> {
    if (!doc) return false;
    if (!this.pool) return matchesFilter(filter.query, filter.params, doc);
    const json = await this.pool.run({
      query: filter.query,
      params: filter.params,
      sanity: { projectId: this.projectId, dataset },
      view: { key: 'listener', version: 0, documents: () => [doc], inline: true },
      costKey: digest('listener', filter.query, JSON.stringify(filter.params)),
      // An editor's Studio stops when its listener is refused: their filters keep their lane.
      caller: filter.withToken ? 'token' : 'public',
    });
    const result = JSON.parse(json) as unknown;
    return Array.isArray(result) ? result.length > 0 : result !== null && result !== false;
  }

  /** Evaluates on this thread (tests that count on it, and hosts without worker threads). */
  private async runInline(
    request: QueryRequest,
    documents: readonly object[],
    sanity: { projectId: string; dataset: string },
  ): Promise<string> {
    const result = await runQuery({
      query: request.query,
      params: request.params,
      documents,
      timeLimitMs: this.queryTimeLimitMs,
      sanity,
    });
    return resultJson(result);
  }

  /** Every dataset that exists (configured, holding documents or written to), by name. */
  get datasetNames(): string[] {
    const names = new Set([...this.configured, ...this.storage.storedDatasets()]);
    return [...names].sort();
  }

  /** Datasets held in memory now. */
  get openDatasets(): string[] {
    return [...this.datasets.keys()];
  }

  /** Open subscriptions (listener connections and the like). */
  get subscriberCount(): number {
    return this.listeners.size;
  }

  subscribe(listener: TransactionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Applies mutations as one transaction: all of them are written, or none. */
  mutate(
    dataset: string,
    mutations: unknown,
    options: WriteOptions,
  ): Promise<WriteOutcome<MutationResult[]>> {
    if (!Array.isArray(mutations) || mutations.length === 0) {
      return Promise.reject(badRequest('The body needs a non-empty "mutations" array'));
    }
    return this.write(dataset, options, 'mutationError', async (tx, fail) => {
      const state = this.dataset(dataset, { create: true });
      const queryIds = async (query: string, params: Record<string, unknown>) => {
        const result = await runQuery({
          query,
          params,
          documents: tx.view(state.all()),
          timeLimitMs: this.queryTimeLimitMs,
        });
        const docs = Array.isArray(result) ? result : [result];
        return docs
          .map((doc) =>
            typeof doc === 'object' && doc !== null ? (doc as { _id?: unknown })._id : undefined,
          )
          .filter((id): id is string => typeof id === 'string');
      };
      const results: MutationResult[] = [];
      for (const [index, mutation] of (mutations as unknown[]).entries()) {
        try {
          if (typeof mutation !== 'object' || mutation === null || Array.isArray(mutation)) {
            throw new ItemFailure(400, 'invalidMutationError', 'Each mutation must be an object');
          }
          results.push(...(await applyMutation(tx, mutation as Mutation, queryIds)));
        } catch (error) {
          fail(index, error);
        }
      }
      return results;
    });
  }

  /** Applies document actions as one transaction. */
  act(dataset: string, actions: unknown, options: WriteOptions): Promise<WriteOutcome<null>> {
    if (!Array.isArray(actions) || actions.length === 0) {
      return Promise.reject(badRequest('The body needs a non-empty "actions" array'));
    }
    return this.write(dataset, options, 'actionError', async (tx, fail) => {
      for (const [index, action] of (actions as unknown[]).entries()) {
        try {
          if (typeof action !== 'object' || action === null || Array.isArray(action)) {
            throw new ItemFailure(400, 'invalidActionError', 'Each action must be an object');
          }
          applyAction(tx, action as Record<string, unknown>);
        } catch (error) {
          fail(index, error);
        }
      }
      return null;
    });
  }

  /** Writes prepared documents (asset uploads) as one transaction. */
  putDocuments(
    dataset: string,
    documents: LakeDocument[],
    identity: string,
  ): Promise<WriteOutcome<null>> {
    return this.write(dataset, { identity }, 'mutationError', async (tx) => {
      for (const doc of documents) {
        tx.put(
          doc._id,
          { ...doc, _createdAt: tx.get(doc._id)?._createdAt ?? tx.timestamp },
          {
            createOrReplace: doc,
          },
        );
      }
      return null;
    });
  }

  private write<R>(
    dataset: string,
    options: WriteOptions,
    kind: 'mutationError' | 'actionError',
    build: (tx: TransactionBuilder, fail: (index: number, error: unknown) => void) => Promise<R>,
  ): Promise<WriteOutcome<R>> {
    const run = async (): Promise<WriteOutcome<R>> => {
      const state = this.dataset(dataset, { create: true });
      const id = options.transactionId ?? randomKey();
      if (!TRANSACTION_ID.test(id)) throw badRequest(`Invalid transaction id "${id}"`);
      if (options.transactionId && this.storage.hasTransaction(dataset, id)) {
        throw new LakeError(409, 'conflictError', `Transaction ID "${id}" has already been used`);
      }
      const tx = new TransactionBuilder(id, new Date().toISOString(), (docId) => state.get(docId));
      const failures: ItemError[] = [];
      let status = 400;
      const results = await build(tx, (index, error) => {
        if (!(error instanceof ItemFailure)) throw error;
        // The most telling status wins: a conflict or a missing document over a bad request.
        if (failures.length === 0 || error.status === 409) status = error.status;
        failures.push({ index, error: error.detail });
      });
      if (failures.length > 0) throw new TransactionError(kind, status, failures);

      const changes = tx.changes();
      const documents = new Map(changes.map((change) => [change.documentId, change.after]));
      if (options.dryRun || changes.length === 0) return { transactionId: id, results, documents };

      // A deleted enquiry's contents are not logged, not even in the delete's own entry, nor
      // told to listeners (whose replay reads the log).
      const erased = erasedDocumentIds(changes, this.personalTypes);
      const erasedSet = new Set(erased);
      const logged = changes.map((change) => scrubbedChange(change, erasedSet));
      const committed = {
        id,
        timestamp: tx.timestamp,
        identity: options.identity,
        changes: logged,
      };
      const seq = this.storage.commit(dataset, committed, erased);
      state.apply(changes);
      // A deleted asset takes its bytes with it, before anyone is told it is gone.
      removeDeletedOriginals(this.dataDir, dataset, changes, (name) =>
        state.all().some((doc) => storesOriginal(doc, name)),
      );
      for (const listener of this.listeners) listener(dataset, { ...committed, seq });
      return { transactionId: id, results, documents };
    };
    const next = this.writeQueue.then(run, run);
    this.writeQueue = next.catch(() => undefined);
    return next;
  }

  close(): void {
    void this.pool?.close();
    this.storage.close();
    this.unlock();
  }
}
