/**
 * The mutate API's operations (create, createOrReplace, createIfNotExists, delete, patch) applied
 * to a transaction. Patch operations (set, setIfMissing, unset, inc, dec, insert,
 * diffMatchPatch) are Sanity's own implementation from @sanity/mutator, so paths and edge cases
 * behave as in the hosted lake and in the Studio's optimistic updates.
 */
import { Mutation as SanityMutation } from '@sanity/mutator';
import { ItemFailure } from './errors.ts';
import { generatedId, isValidDocumentId } from './ids.ts';
import type { TransactionBuilder } from './transaction.ts';
import type { LakeDocument, Mutation } from './types.ts';

export type Operation = 'create' | 'update' | 'delete' | 'none';

export interface MutationResult {
  id: string;
  operation: Operation;
}

/** Finds document ids by a GROQ query as the transaction sees the data (delete/patch by query). */
export type QueryIds = (query: string, params: Record<string, unknown>) => Promise<string[]>;

const PATCH_OPERATIONS = [
  'set',
  'setIfMissing',
  'unset',
  'inc',
  'dec',
  'insert',
  'diffMatchPatch',
] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function invalid(description: string): ItemFailure {
  return new ItemFailure(400, 'invalidMutationError', description);
}

function requireDocument(value: unknown, kind: string, needsId: boolean): LakeDocument {
  if (!isRecord(value)) throw invalid(`${kind}: expected a document object`);
  if (typeof value._type !== 'string' || value._type === '') {
    throw invalid(`${kind}: the document needs a _type`);
  }
  if (needsId && typeof value._id !== 'string') throw invalid(`${kind}: the document needs an _id`);
  return value as LakeDocument;
}

function resolveId(doc: LakeDocument): string {
  const id = typeof doc._id === 'string' && doc._id !== '' ? doc._id : '';
  const resolved = id === '' ? generatedId() : id.endsWith('.') ? generatedId(id) : id;
  if (!isValidDocumentId(resolved)) throw invalid(`Invalid document id "${resolved}"`);
  return resolved;
}

export function alreadyExists(id: string): ItemFailure {
  return new ItemFailure(
    409,
    'documentAlreadyExistsError',
    `Document by ID "${id}" already exists`,
    {
      id,
    },
  );
}

export function notFoundItem(id: string): ItemFailure {
  return new ItemFailure(404, 'documentNotFoundError', `Document by ID "${id}" not found`, { id });
}

export function revisionMismatch(
  id: string,
  actual: string | undefined,
  expected: string,
): ItemFailure {
  return new ItemFailure(
    409,
    'documentRevisionIDDoesNotMatchError',
    `Document by ID "${id}" has unexpected revision ID ("${actual ?? ''}"), expected "${expected}"`,
    { id, expectedRevisionId: expected, actualRevisionId: actual },
  );
}

function stamped(
  doc: LakeDocument,
  id: string,
  tx: TransactionBuilder,
  createdAt?: string,
): LakeDocument {
  const provided = typeof doc._createdAt === 'string' ? doc._createdAt : undefined;
  return { ...doc, _id: id, _createdAt: createdAt ?? provided ?? tx.timestamp };
}

/** Applies Sanity patch operations to a document; throws for a patch that breaks it. */
export function applyPatchOperations(
  doc: LakeDocument,
  patch: Record<string, unknown>,
): LakeDocument {
  const operations: Record<string, unknown> = { id: doc._id };
  for (const name of PATCH_OPERATIONS) if (name in patch) operations[name] = patch[name];
  let result: LakeDocument | null;
  try {
    result = new SanityMutation({ mutations: [{ patch: operations as never }] }).apply(
      doc,
    ) as LakeDocument | null;
  } catch (error) {
    throw invalid(`Invalid patch: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!result || result._id !== doc._id) throw invalid("A patch cannot change a document's _id");
  if (typeof result._type !== 'string' || result._type === '') {
    throw invalid("A patch cannot remove a document's _type");
  }
  return result;
}

function patchOne(
  tx: TransactionBuilder,
  id: string,
  patch: Record<string, unknown>,
  mutation: Mutation,
): MutationResult {
  const current = tx.get(id);
  if (!current) throw notFoundItem(id);
  const expected = patch.ifRevisionID;
  if (typeof expected === 'string' && current._rev !== expected) {
    throw revisionMismatch(id, current._rev, expected);
  }
  tx.put(id, applyPatchOperations(current, patch), mutation);
  return { id, operation: 'update' };
}

async function selection(
  spec: Record<string, unknown>,
  queryIds: QueryIds,
  kind: string,
): Promise<string[]> {
  if (typeof spec.id === 'string') return [spec.id];
  if (Array.isArray(spec.id) && spec.id.every((id) => typeof id === 'string')) return spec.id;
  if (typeof spec.query === 'string') {
    const params = isRecord(spec.params) ? spec.params : {};
    return queryIds(spec.query, params);
  }
  throw invalid(`${kind}: needs an id or a query`);
}

export async function applyMutation(
  tx: TransactionBuilder,
  mutation: Mutation,
  queryIds: QueryIds,
): Promise<MutationResult[]> {
  const kinds = Object.keys(mutation);
  if (kinds.length !== 1) throw invalid('Each mutation needs exactly one operation');
  const kind = kinds[0] as string;
  const body = mutation[kind];

  switch (kind) {
    case 'create': {
      const doc = requireDocument(body, kind, false);
      const id = resolveId(doc);
      if (tx.get(id)) throw alreadyExists(id);
      tx.put(id, stamped(doc, id, tx), { create: { ...doc, _id: id } });
      return [{ id, operation: 'create' }];
    }
    case 'createOrReplace': {
      const doc = requireDocument(body, kind, true);
      const id = resolveId(doc);
      const existing = tx.get(id);
      tx.put(id, stamped(doc, id, tx, existing?._createdAt), mutation);
      return [{ id, operation: existing ? 'update' : 'create' }];
    }
    case 'createIfNotExists': {
      const doc = requireDocument(body, kind, true);
      const id = resolveId(doc);
      if (tx.get(id)) return [{ id, operation: 'none' }];
      tx.put(id, stamped(doc, id, tx), mutation);
      return [{ id, operation: 'create' }];
    }
    case 'delete': {
      if (!isRecord(body)) throw invalid('delete: expected { id } or { query }');
      const ids = await selection(body, queryIds, kind);
      return ids.map((id) => {
        if (tx.get(id)) tx.put(id, null, { delete: { id } });
        return { id, operation: 'delete' };
      });
    }
    case 'patch': {
      if (!isRecord(body)) throw invalid('patch: expected an object');
      const ids = await selection(body, queryIds, kind);
      // The event for each document carries the patch as if addressed to it by id.
      const operations = Object.fromEntries(
        Object.entries(body).filter(([key]) => key !== 'query' && key !== 'params'),
      );
      return ids.map((id) => patchOne(tx, id, body, { patch: { ...operations, id } }));
    }
    default:
      throw invalid(`Unknown mutation "${kind}"`);
  }
}
