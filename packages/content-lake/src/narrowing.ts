/**
 * Query narrowing: the lake evaluates GROQ with groq-js, which answers `*[filter]` by testing
 * every document and `ref->` by scanning for the id, so a page's query slowed as enquiries piled
 * up in the dataset. Before evaluation, each `*[…]` whose filter requires `_type` or `_id` to be
 * one of some constants (`_type == "journey" && …`, `_id in ["a", "b"]`) is pointed at just those
 * documents, and dereferences are looked up by id. The filter itself still runs on every
 * candidate, and candidates keep the dataset's order, so results are the same as over `*`.
 */
import type { DereferenceFunction, Document, ExprNode } from 'groq-js';

interface Index {
  byType: Map<string, object[]>;
  byId: Map<string, object>;
  position: Map<object, number>;
}

const indexes = new WeakMap<readonly object[], Index>();

/** Documents by type and by id, built once per dataset view (views are rebuilt on writes). */
export function indexOf(documents: readonly object[]): Index {
  let index = indexes.get(documents);
  if (!index) {
    index = { byType: new Map(), byId: new Map(), position: new Map() };
    for (const [i, doc] of documents.entries()) {
      const { _id, _type } = doc as { _id?: unknown; _type?: unknown };
      if (typeof _id === 'string') index.byId.set(_id, doc);
      if (typeof _type === 'string') {
        const list = index.byType.get(_type);
        if (list) list.push(doc);
        else index.byType.set(_type, [doc]);
      }
      index.position.set(doc, i);
    }
    indexes.set(documents, index);
  }
  return index;
}

type Field = '_type' | '_id';

/** The constant strings a node stands for (`"a"`, `["a", "b"]`), or undefined. */
function constants(node: ExprNode): string[] | undefined {
  if (node.type === 'Value') {
    const value: unknown = node.value;
    if (typeof value === 'string') return [value];
    if (Array.isArray(value) && value.every((item) => typeof item === 'string'))
      return value as string[];
    return undefined;
  }
  if (node.type === 'Array') {
    const values: string[] = [];
    for (const element of node.elements) {
      if (element.isSplat || element.value.type !== 'Value') return undefined;
      if (typeof element.value.value !== 'string') return undefined;
      values.push(element.value.value);
    }
    return values;
  }
  return undefined;
}

const fieldOf = (node: ExprNode): Field | undefined =>
  node.type === 'AccessAttribute' &&
  node.base === undefined &&
  (node.name === '_type' || node.name === '_id')
    ? node.name
    : undefined;

/** What a filter requires of `_type` and `_id`, from the conjuncts it is made of. */
export function requirements(expr: ExprNode): Partial<Record<Field, string[]>> {
  if (expr.type === 'Group') return requirements(expr.base);
  if (expr.type === 'And') {
    const left = requirements(expr.left);
    const right = requirements(expr.right);
    const merged: Partial<Record<Field, string[]>> = { ...left };
    for (const field of ['_type', '_id'] as const) {
      const other = right[field];
      if (!other) continue;
      const mine = merged[field];
      merged[field] = mine ? mine.filter((value) => other.includes(value)) : other;
    }
    return merged;
  }
  if (expr.type === 'OpCall' && (expr.op === '==' || expr.op === 'in')) {
    const field = fieldOf(expr.left);
    const values = constants(expr.right);
    if (field && values && (expr.op === 'in' || values.length === 1)) return { [field]: values };
    if (expr.op === '==') {
      const flipped = fieldOf(expr.right);
      const value = constants(expr.left);
      if (flipped && value?.length === 1) return { [flipped]: value };
    }
  }
  return {};
}

/** The documents that can pass a filter with these requirements, in the dataset's order. */
export function candidates(
  index: Index,
  required: Partial<Record<Field, string[]>>,
): object[] | undefined {
  let found: object[];
  if (required._id) {
    found = required._id.flatMap((id) => {
      const doc = index.byId.get(id);
      return doc ? [doc] : [];
    });
  } else if (required._type) {
    found = required._type.flatMap((type) => index.byType.get(type) ?? []);
  } else return undefined;
  const unique = [...new Set(found)];
  return unique.sort((a, b) => (index.position.get(a) ?? 0) - (index.position.get(b) ?? 0));
}

const PARAM_PREFIX = '__lakeCandidates';

/**
 * A copy of the tree with every narrowable `*[…]` reading a parameter of its candidates instead
 * of `*`, and those parameters. Trees are shared from the parse cache, so nothing is changed in
 * place.
 */
export function narrowed(
  tree: ExprNode,
  documents: readonly object[],
  wrap: (list: object[]) => object[] = (list) => list,
): { tree: ExprNode; params: Record<string, object[]>; readsEverything: boolean } {
  const index = indexOf(documents);
  const params: Record<string, object[]> = {};
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const record = node as Record<string, unknown>;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(record)) copy[key] = visit(value);
    const expr = node as ExprNode;
    if (expr.type === 'Filter' && expr.base.type === 'Everything') {
      const list = candidates(index, requirements(expr.expr));
      if (list) {
        const name = `${PARAM_PREFIX}${Object.keys(params).length}`;
        params[name] = wrap(list);
        copy.base = { type: 'Parameter', name };
      }
    }
    return copy;
  };
  const rewritten = visit(tree) as ExprNode;
  return { tree: rewritten, params, readsEverything: containsEverything(rewritten) };
}

/** Whether a tree still reads `*` itself (when not, the dataset is never iterated). */
function containsEverything(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(containsEverything);
  if (typeof node !== 'object' || node === null) return false;
  if ((node as { type?: unknown }).type === 'Everything') return true;
  return Object.values(node).some(containsEverything);
}

/** groq-js's `dereference` option: `ref->` by id, not by a scan of the dataset. */
export function dereferencer(documents: readonly object[]): DereferenceFunction {
  const { byId } = indexOf(documents);
  return ({ _ref }) => (byId.get(_ref) as Document | undefined) ?? null;
}
