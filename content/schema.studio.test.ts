/**
 * The seed's zod schemas against the Studio's extracted schema (studio/.sanity/schema.json,
 * written by `npm run typegen`, which `npm test` runs before the unit tests): every field the seed
 * writes must exist in the Studio, and every field the Studio requires must be written by the
 * seed, at every depth, so the two descriptions of the content model cannot drift apart.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seedDocumentSchema } from './schema.ts';

interface StudioNode {
  type: string;
  name?: string;
  attributes?: Record<string, { value: StudioNode; optional?: boolean }>;
  of?: StudioNode | StudioNode[];
  rest?: StudioNode;
  value?: unknown;
}
interface StudioType {
  name: string;
  type: 'document' | 'type';
  attributes?: StudioNode['attributes'];
  value?: StudioNode;
}

const schemaFile = path.resolve(import.meta.dirname, '../studio/.sanity/schema.json');
if (!existsSync(schemaFile)) {
  throw new Error('studio/.sanity/schema.json is missing: run `npm run typegen` first.');
}
const studioTypes = JSON.parse(readFileSync(schemaFile, 'utf8')) as StudioType[];
const byName = new Map(studioTypes.map((type) => [type.name, type]));

/** Follows named types (`seo`, `blockContent`) to their shape; merges an object's `rest`. */
function resolve(node: StudioNode): StudioNode {
  if (node.type === 'inline' && node.name) {
    const named = byName.get(node.name);
    if (named?.value) return resolve(named.value);
    if (named?.attributes) return { type: 'object', attributes: named.attributes };
  }
  if (node.type === 'object' && node.rest) {
    const rest = resolve(node.rest);
    return { type: 'object', attributes: { ...rest.attributes, ...node.attributes } };
  }
  return node;
}

/** Strips optional, nullable and default wrappers and refinements to reach the value's shape. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (;;) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault) {
      current = current.unwrap() as z.ZodType;
    } else {
      return current;
    }
  }
}

const BOOKKEEPING = new Set(['_id', '_type', '_key', '_rev', '_createdAt', '_updatedAt']);

function compare(seed: z.ZodType, studio: StudioNode, at: string, problems: string[]): void {
  const shape = unwrap(seed);
  const node = resolve(studio);
  if (shape instanceof z.ZodArray && node.type === 'array' && node.of) {
    const members = (Array.isArray(node.of) ? node.of : [node.of]).map(resolve);
    const element = unwrap(shape.element as z.ZodType);
    // A union member is matched by its _type when the seed's element names one.
    const named =
      element instanceof z.ZodObject && element.shape._type instanceof z.ZodLiteral
        ? String(element.shape._type.value)
        : undefined;
    const member =
      members.find((candidate) => candidate.attributes?._type?.value.value === named) ?? members[0];
    if (member) compare(element, member, `${at}[]`, problems);
    return;
  }
  if (!(shape instanceof z.ZodObject) || node.type !== 'object') return;
  const attributes = node.attributes ?? {};
  const seedKeys = Object.keys(shape.shape);
  // A seed image carries the recipe of its drawn artwork; the seed uploads it as the asset.
  const isSeedImage =
    shape.shape._type instanceof z.ZodLiteral && shape.shape._type.value === 'image';
  for (const key of seedKeys) {
    if (BOOKKEEPING.has(key) || (isSeedImage && key === 'artwork')) continue;
    const attribute = attributes[key];
    if (!attribute) problems.push(`${at}.${key}: written by the seed, unknown to the Studio`);
    else compare(shape.shape[key] as z.ZodType, attribute.value, `${at}.${key}`, problems);
  }
  for (const [key, attribute] of Object.entries(attributes)) {
    if (BOOKKEEPING.has(key) || attribute.optional) continue;
    if (isSeedImage && key === 'asset') continue;
    if (!seedKeys.includes(key)) problems.push(`${at}.${key}: required by the Studio, not seeded`);
  }
}

describe('the seed schema and the Studio schema', () => {
  const documents = seedDocumentSchema.options.map((option) => {
    const type = String((option.shape._type as z.ZodLiteral).value);
    return [type, option] as const;
  });

  it.each(documents)('%s: the seed writes the fields the Studio defines', (type, option) => {
    const studio = byName.get(type);
    expect(studio?.type, `${type} is a Studio document type`).toBe('document');
    const problems: string[] = [];
    compare(option, { type: 'object', attributes: studio?.attributes ?? {} }, type, problems);
    expect(problems).toEqual([]);
  });

  it.each([
    [
      'a field the Studio does not define',
      z.strictObject({ _type: z.literal('page'), subtitle: z.string() }),
      'page.subtitle: written by the seed, unknown to the Studio',
    ],
    [
      'a misspelt field inside a named object type',
      z.strictObject({ _type: z.literal('page'), seo: z.strictObject({ titel: z.string() }) }),
      'page.seo.titel: written by the seed, unknown to the Studio',
    ],
    [
      'a field the Studio requires',
      z.strictObject({ _type: z.literal('page') }),
      'page.title: required by the Studio, not seeded',
    ],
  ])('finds %s', (_case, drifted, problem) => {
    const problems: string[] = [];
    const page = { type: 'object', attributes: byName.get('page')?.attributes ?? {} };
    compare(drifted, page, 'page', problems);
    expect(problems).toContain(problem);
  });
});
