/**
 * Sync tags, as hosted Sanity's query API writes them into every answer (`syncTags`) and its
 * Live Content API names them in `message` events: opaque strings that say which content an
 * answer depends on. A client keeps the tags of its answers and queries again only when an event
 * names one of them.
 *
 * The lake derives them from the query itself (parsed with groq-js): each `*[…]` scan is narrowed
 * by the `_id`, `_type` and `slug.current` conditions its filter must meet, and a dereference
 * into a projection that keeps `_id` names the documents it reached by the ids in the result. So
 * an answer depends on
 * - `doc:{id}`           documents looked up by id (published id: a draft answers to it too),
 * - `slug:{type}:{slug}` the document of a type at a slug (a page found by its address),
 * - `type:{type}`        every document of a type (lists),
 * - `dataset`            anything (a scan nothing narrows, a reference the query cannot name).
 * A change to a document names its id, its type, its slug before and after, and `dataset`. The
 * key becomes an opaque tag (`s1:` and a digest), as on hosted Sanity, so no client builds on
 * the key; `syncTagFor` is exported so that a site can prove its own dependency tags agree.
 */
import { createHash } from 'node:crypto';
import { parse, type ExprNode } from 'groq-js';
import type { LakeDocument } from './types.ts';

/** The key of an answer that depends on everything in its dataset. */
export const DATASET_KEY = 'dataset';

/** The published id a draft or release version belongs to (itself for a published id). */
export function publishedIdOf(id: string): string {
  if (id.startsWith('drafts.')) return id.slice('drafts.'.length);
  if (id.startsWith('versions.')) return id.split('.').slice(2).join('.');
  return id;
}

const idKey = (id: string) => `doc:${publishedIdOf(id)}`;
const typeKey = (type: string) => `type:${type}`;
const slugKey = (type: string, slug: string) => `slug:${type}:${slug}`;

/** The opaque sync tag of a dependency key. */
export function syncTagFor(key: string): string {
  return `s1:${createHash('sha256').update(key).digest('base64url').slice(0, 12)}`;
}

interface QueryDependencies {
  /** Keys known from the query text and its parameters. */
  keys: string[];
  /** Whether the `_id`s in the result name further documents the query read. */
  resultIds: boolean;
}

/** What a filter's condition pins down; a missing field is not constrained. */
interface Anchor {
  ids?: string[];
  types?: string[];
  slugs?: string[];
}

type Node = { type: string } & Record<string, unknown>;

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function stringValue(node: unknown): string | undefined {
  return isNode(node) && node.type === 'Value' && typeof node.value === 'string'
    ? node.value
    : undefined;
}

function stringList(node: unknown): string[] | undefined {
  if (!isNode(node) || node.type !== 'Array' || !Array.isArray(node.elements)) return undefined;
  const values = (node.elements as Node[]).map((element) =>
    element.isSplat ? undefined : stringValue(element.value),
  );
  return values.every((value): value is string => value !== undefined) ? values : undefined;
}

/** `_id`, `_type` or `slug.current` of the document being filtered, or undefined. */
function fieldName(node: unknown): 'ids' | 'types' | 'slugs' | undefined {
  if (!isNode(node) || node.type !== 'AccessAttribute') return undefined;
  if (node.base === undefined && node.name === '_id') return 'ids';
  if (node.base === undefined && node.name === '_type') return 'types';
  const base = node.base;
  if (node.name === 'current' && isNode(base) && base.type === 'AccessAttribute') {
    if (base.base === undefined && base.name === 'slug') return 'slugs';
  }
  return undefined;
}

function comparison(node: Node): Anchor {
  const { op, left, right } = node as { op?: string; left?: unknown; right?: unknown };
  if (op === '==') {
    const field = fieldName(left) ?? fieldName(right);
    const value = fieldName(left) ? stringValue(right) : stringValue(left);
    return field && value !== undefined ? { [field]: [value] } : {};
  }
  if (op === 'in') {
    const field = fieldName(left);
    const values = stringList(right);
    return field && values ? { [field]: values } : {};
  }
  return {};
}

const FIELDS = ['ids', 'types', 'slugs'] as const;

function anchorOf(expr: unknown): Anchor {
  if (!isNode(expr)) return {};
  switch (expr.type) {
    case 'Group':
      return anchorOf(expr.base);
    case 'OpCall':
      return comparison(expr);
    case 'And': {
      // Both sides must hold, so either side's constraint narrows the scan.
      const left = anchorOf(expr.left);
      const right = anchorOf(expr.right);
      const anchor: Anchor = {};
      for (const field of FIELDS) {
        const values = left[field] ?? right[field];
        if (values) anchor[field] = values;
      }
      return anchor;
    }
    case 'Or': {
      // Either side may hold: a field narrows only when both sides constrain it.
      const left = anchorOf(expr.left);
      const right = anchorOf(expr.right);
      const anchor: Anchor = {};
      for (const field of FIELDS) {
        const a = left[field];
        const b = right[field];
        if (a && b) anchor[field] = [...new Set([...a, ...b])];
      }
      return anchor;
    }
    default:
      return {};
  }
}

function anchorTags(anchor: Anchor): string[] {
  if (anchor.ids) return anchor.ids.map(idKey);
  if (anchor.types && anchor.slugs) {
    const { slugs } = anchor;
    return anchor.types.flatMap((type) => slugs.map((slug) => slugKey(type, slug)));
  }
  if (anchor.types) return anchor.types.map(typeKey);
  return [DATASET_KEY];
}

function keepsId(projection: unknown): boolean {
  if (!isNode(projection) || projection.type !== 'Object') return false;
  const attributes = (projection.attributes ?? []) as Node[];
  return attributes.some(
    (attribute) =>
      (attribute.type === 'ObjectAttributeValue' && attribute.name === '_id') ||
      attribute.type === 'ObjectSplat',
  );
}

/** The dependencies of a query with its parameters (parsed as the content API parses it). */
function analyseQuery(query: string, params: Record<string, unknown> = {}): QueryDependencies {
  const tags = new Set<string>();
  let resultIds = false;
  const visit = (node: unknown, precise = false): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child);
      return;
    }
    if (!isNode(node)) return;
    if (node.type === 'Filter' && isNode(node.base) && node.base.type === 'Everything') {
      for (const tag of anchorTags(anchorOf(node.expr))) tags.add(tag);
      visit(node.expr);
      return;
    }
    if (node.type === 'Everything') {
      tags.add(DATASET_KEY);
      return;
    }
    if (node.type === 'Projection' && isNode(node.base) && node.base.type === 'Deref') {
      const named = keepsId(node.expr);
      resultIds ||= named;
      visit(node.base, named);
      visit(node.expr);
      return;
    }
    if (node.type === 'Deref' && !precise) tags.add(DATASET_KEY);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parse(query, { params }) as ExprNode);
  return { keys: [...tags].sort(), resultIds };
}

/** The id keys of every object with an `_id` in a query result. */
function resultIdKeys(result: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (typeof value === 'object' && value !== null) {
      const id = (value as { _id?: unknown })._id;
      if (typeof id === 'string') tags.add(idKey(id));
      for (const child of Object.values(value)) walk(child);
    }
  };
  walk(result);
  return [...tags];
}

const analysed = new Map<string, QueryDependencies>();
const ANALYSED_LIMIT = 500;

/**
 * The dependency keys of a query's answer (a query the lake has just evaluated, so one that
 * parses); the analysis of a query is kept for its next run.
 */
export function dependencyKeys(
  query: string,
  params: Record<string, unknown>,
  resultJson: string,
): string[] {
  const cacheKey = JSON.stringify([query, params]);
  let dependencies = analysed.get(cacheKey);
  if (!dependencies) {
    dependencies = analyseQuery(query, params);
    if (analysed.size >= ANALYSED_LIMIT) analysed.delete(analysed.keys().next().value as string);
    analysed.set(cacheKey, dependencies);
  }
  if (!dependencies.resultIds) return dependencies.keys;
  return [...new Set([...dependencies.keys, ...resultIdKeys(JSON.parse(resultJson))])].sort();
}

/** The sync tags of a query's answer. */
export function answerSyncTags(
  query: string,
  params: Record<string, unknown>,
  resultJson: string,
): string[] {
  return dependencyKeys(query, params, resultJson).map(syncTagFor);
}

/** The keys a change to a document names: its id, type and slug before and after, the dataset. */
export function changeKeys(before: LakeDocument | null, after: LakeDocument | null): string[] {
  const keys = new Set<string>([DATASET_KEY]);
  for (const doc of [before, after]) {
    if (!doc) continue;
    keys.add(idKey(doc._id));
    keys.add(typeKey(doc._type));
    const slug = (doc.slug as { current?: unknown } | undefined)?.current;
    if (typeof slug === 'string') keys.add(slugKey(doc._type, slug));
  }
  return [...keys];
}
