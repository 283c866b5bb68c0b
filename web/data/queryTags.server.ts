/**
 * Which content a GROQ query depends on, as content dependency tags (shared/contentTags.ts),
 * read from the query itself: every `*[…]` scan is narrowed by the `_id`, `_type` and
 * `slug.current` conditions its filter must meet. A scan that none of them narrows, or a
 * reference followed to a document the query cannot name, depends on `all`.
 *
 * A reference followed into a projection that keeps `_id` (`pages[]->{_id, title}`) is precise:
 * the documents it reached are named by the `_id`s in the result.
 */
import { parse, type ExprNode } from 'groq-js';
import { ALL_CONTENT, documentTag, slugTag, typeTag } from '../../shared/contentTags.ts';

export interface QueryDependencies {
  /** Tags known from the query text and its parameters. */
  tags: string[];
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
  if (anchor.ids) return anchor.ids.map(documentTag);
  if (anchor.types && anchor.slugs) {
    const { slugs } = anchor;
    return anchor.types.flatMap((type) => slugs.map((slug) => slugTag(type, slug)));
  }
  if (anchor.types) return anchor.types.map(typeTag);
  return [ALL_CONTENT];
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
export function analyseQuery(
  query: string,
  params: Record<string, unknown> = {},
): QueryDependencies {
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
      tags.add(ALL_CONTENT);
      return;
    }
    if (node.type === 'Projection' && isNode(node.base) && node.base.type === 'Deref') {
      const named = keepsId(node.expr);
      resultIds ||= named;
      visit(node.base, named);
      visit(node.expr);
      return;
    }
    if (node.type === 'Deref' && !precise) tags.add(ALL_CONTENT);
    for (const [key, value] of Object.entries(node)) if (key !== 'type') visit(value);
  };
  visit(parse(query, { params }) as ExprNode);
  return { tags: [...tags].sort(), resultIds };
}

/** `doc:` tags for every object with an `_id` in a query result. */
export function resultIdTags(result: unknown): string[] {
  const tags = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item);
    } else if (typeof value === 'object' && value !== null) {
      const id = (value as { _id?: unknown })._id;
      if (typeof id === 'string') tags.add(documentTag(id));
      for (const child of Object.values(value)) walk(child);
    }
  };
  walk(result);
  return [...tags];
}

const analysed = new Map<string, QueryDependencies>();
const ANALYSED_LIMIT = 500;

/** The tags a query's result depends on; the analysis of a query is kept for its next run. */
export function queryTags(
  query: string,
  params: Record<string, unknown>,
  result: unknown,
): string[] {
  const key = JSON.stringify([query, params]);
  let dependencies = analysed.get(key);
  if (!dependencies) {
    dependencies = analyseQuery(query, params);
    if (analysed.size >= ANALYSED_LIMIT) analysed.delete(analysed.keys().next().value as string);
    analysed.set(key, dependencies);
  }
  return dependencies.resultIds
    ? [...new Set([...dependencies.tags, ...resultIdTags(result)])]
    : dependencies.tags;
}
