/**
 * GROQ through groq-js with Sanity's error shapes and a time limit. groq-js has no way to stop
 * an evaluation, so the dataset handed to it is an array whose iterator checks a deadline: every
 * scan of `*` (the only costly part of a query, including nested sub-queries) stops once the
 * time is up.
 */
import { evaluate, GroqSyntaxError, parse, type ExprNode } from 'groq-js';
import { dereferencer, narrowed } from './narrowing.ts';
import { LakeError, resultTooLarge } from './errors.ts';

const parsed = new Map<string, ExprNode>();
const PARSE_CACHE_SIZE = 500;
/** Longer queries with their parameters are parsed every time: 500 of them could fill memory. */
const PARSE_CACHE_KEY_LIMIT = 16 * 1024;
/**
 * The largest result a query may return, as JSON: the seed dataset whole is under 1 MB, and the
 * site's largest result a few hundred kB.
 */
export const RESULT_LIMIT_BYTES = 16 * 1024 * 1024;

/**
 * A result written as JSON, once: the answer sends this text as it is, and the cache keeps it.
 * A result over the limit, or too large for the engine to write, is the query's fault.
 */
export function resultJson(result: unknown): string {
  let text: string | undefined;
  try {
    text = JSON.stringify(result);
  } catch (error) {
    if (error instanceof RangeError) throw resultTooLarge();
    throw error;
  }
  const json = text ?? 'null';
  if (json.length > RESULT_LIMIT_BYTES) throw resultTooLarge();
  return json;
}

/**
 * Parses a query with its parameters (groq-js folds them in at parse time, and needs them there
 * for slices such as `[0...$limit]`); trees are kept per query and parameters.
 */
export function parseQuery(query: string, params: Record<string, unknown> = {}): ExprNode {
  const key = JSON.stringify([query, params]);
  const cached = parsed.get(key);
  if (cached) return cached;
  let tree: ExprNode;
  try {
    tree = parse(query, { params });
  } catch (error) {
    throw missingParamError(query, params) ?? queryParseError(query, error);
  }
  const missing = missingParamError(query, params);
  if (missing) throw missing;
  if (key.length > PARSE_CACHE_KEY_LIMIT) return tree;
  if (parsed.size >= PARSE_CACHE_SIZE) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, tree);
  return tree;
}

function queryParseError(query: string, error: unknown): LakeError {
  const description = error instanceof Error ? error.message : String(error);
  const start = error instanceof GroqSyntaxError ? error.position : 0;
  return new LakeError(400, 'queryParseError', description, {
    query,
    start,
    end: Math.min(start + 1, query.length),
  });
}

/** Parameter names the query refers to (`$name`), outside strings and comments. */
function referencedParams(query: string): string[] {
  const names = new Set<string>();
  const code = query
    .replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""')
    .replace(/\/\/[^\n]*/g, '');
  for (const match of code.matchAll(/\$([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(match[1] as string);
  return [...names];
}

function missingParamError(query: string, params: Record<string, unknown>): LakeError | undefined {
  const name = referencedParams(query).find((param) => !(param in params));
  if (name === undefined) return undefined;
  const start = Math.max(0, query.indexOf(`$${name}`));
  return new LakeError(400, 'queryParseError', `param $${name} referenced, but not provided`, {
    query,
    start,
    end: start + name.length + 1,
  });
}

/**
 * Past the deadline the iterator simply ends: throwing inside groq-js's streams would leave
 * rejected promises nobody awaits. The truncated result is then thrown away by the caller.
 */
function withDeadline<T>(documents: readonly T[], deadline: number): T[] {
  const view = documents.slice();
  Object.defineProperty(view, Symbol.iterator, {
    value: function* iterate(this: T[]) {
      for (let i = 0; i < this.length; i++) {
        if ((i & 15) === 0 && performance.now() > deadline) return;
        yield this[i] as T;
      }
    },
  });
  return view;
}

export interface QueryInput {
  query: string;
  params: Record<string, unknown>;
  documents: readonly object[];
  /** Milliseconds the evaluation may take. */
  timeLimitMs: number;
  sanity?: { projectId: string; dataset: string };
  identity?: string;
  /** Evaluate over every document, as groq-js alone does (the differential test's reference). */
  narrow?: boolean;
}

export async function runQuery(input: QueryInput): Promise<unknown> {
  const parsedTree = parseQuery(input.query, input.params);
  const deadline = performance.now() + input.timeLimitMs;
  // Each `*[_type == …]` reads only its candidates, and `->` looks up by id (narrowing.ts).
  const narrow =
    input.narrow === false
      ? undefined
      : narrowed(parsedTree, input.documents, (list) => withDeadline(list, deadline));
  try {
    const value = await evaluate(narrow?.tree ?? parsedTree, {
      // A query that no longer reads `*` itself never iterates the dataset: no copy is made.
      dataset:
        narrow && !narrow.readsEverything
          ? (input.documents as object[])
          : withDeadline(input.documents, deadline),
      params: { ...input.params, ...narrow?.params },
      dereference: narrow ? dereferencer(input.documents) : undefined,
      sanity: input.sanity,
      identity: input.identity,
    });
    const result: unknown = await value.get();
    if (performance.now() > deadline) {
      throw new LakeError(
        408,
        'queryTimeoutError',
        `Query exceeded the time limit of ${input.timeLimitMs} ms`,
      );
    }
    return result;
  } catch (error) {
    if (error instanceof LakeError) throw error;
    throw new LakeError(
      400,
      'queryExecutionError',
      error instanceof Error ? error.message : 'Query failed',
      { query: input.query },
    );
  }
}

/** Whether a document matches a listener filter such as `*[_type == "journey"]`. */
export async function matchesFilter(
  query: string,
  params: Record<string, unknown>,
  doc: object | null,
): Promise<boolean> {
  if (!doc) return false;
  const value = await evaluate(parseQuery(query, params), { dataset: [doc], params });
  const result: unknown = await value.get();
  return Array.isArray(result) ? result.length > 0 : result !== null && result !== false;
}
