/**
 * The seed's check before it writes anything, derived from the Studio schema itself: its
 * extracted form (studio/.sanity/schema.json, written by `npm run typegen` and by the build, with
 * required fields marked) says which fields each type has, of which kind, which are required and
 * which document type a reference points at. Every seed document is walked against it.
 *
 * The few rules written here by hand are about the seed's input, not about fields: pictures are
 * artworks to draw and need meaningful alt text, slugs are lower-case words joined by hyphens,
 * page slugs may not take an address the site uses, links use safe schemes, references point at
 * documents the seed holds, and ids, slugs and array keys are unique.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { moods } from '../imagery/palette.ts';
import { sceneNames } from '../imagery/scenes.ts';
import { isPageSlug } from '../shared/pageSlugs.ts';
import { imageSizes } from './image.ts';

/** A node of the extracted schema: a value's kind, and its fields, members or literal value. */
export interface StudioNode {
  type: string;
  name?: string;
  value?: unknown;
  attributes?: Record<string, { value: StudioNode; optional?: boolean }>;
  rest?: StudioNode;
  of?: StudioNode | StudioNode[];
  dereferencesTo?: string;
}

/** A named type of the extracted schema: a document type, or an object or array type. */
export interface StudioType {
  name: string;
  type: 'document' | 'type';
  attributes?: StudioNode['attributes'];
  value?: StudioNode;
}

export interface ContentProblem {
  documentId: string;
  path: string;
  message: string;
}

const STUDIO_DIRECTORY = path.resolve(import.meta.dirname, '../studio');
export const STUDIO_SCHEMA_FILE = path.join(STUDIO_DIRECTORY, '.sanity/schema.json');

/**
 * The extracted Studio schema. A fresh clone has none until the first typegen or build, so the
 * seed extracts it then, with the same options as `npm run typegen`.
 */
export function loadStudioSchema(file = STUDIO_SCHEMA_FILE): StudioType[] {
  if (!existsSync(file)) {
    const extract = spawnSync(
      'npx',
      // The command reads its path relative to the Studio folder, even a path from the root.
      [
        'sanity',
        'schema',
        'extract',
        '--enforce-required-fields',
        '--force',
        '--path',
        path.relative(STUDIO_DIRECTORY, file),
      ],
      { cwd: STUDIO_DIRECTORY, stdio: 'inherit', env: { ...process.env, DO_NOT_TRACK: '1' } },
    );
    if (extract.status !== 0 || !existsSync(file)) {
      throw new Error(
        `The Studio schema could not be extracted to ${path.relative(process.cwd(), file)}: run \`npm run typegen\`.`,
      );
    }
  }
  return JSON.parse(readFileSync(file, 'utf8')) as StudioType[];
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const KEY = /^[A-Za-z0-9_-]+$/;
const LINK = /^(\/|https:\/\/|mailto:|tel:)/;
const MINIMUM_ALT_LENGTH = 8;

interface Walk {
  types: Map<string, StudioType>;
  /** Every document of the seed by id, to check where references point. */
  typeOfId: Map<string, string>;
  documentId: string;
  documentType: string;
  problems: ContentProblem[];
}

function report(walk: Walk, at: string, message: string): void {
  walk.problems.push({ documentId: walk.documentId, path: at, message });
}

/** Follows named types (`seo`, `blockContent`) to their shape and merges an object's `rest`. */
function resolve(node: StudioNode, types: Map<string, StudioType>): StudioNode {
  if (node.type === 'inline' && node.name) {
    const named = types.get(node.name);
    if (named?.value) return { ...resolve(named.value, types), name: node.name };
    if (named?.attributes) return { type: 'object', attributes: named.attributes, name: node.name };
  }
  if (node.type === 'object' && node.rest) {
    const rest = resolve(node.rest, types);
    return { ...rest, ...node, attributes: { ...rest.attributes, ...node.attributes } };
  }
  return node;
}

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const isObject = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/** The literal `_type` an object node names, if any. */
function typeName(node: StudioNode): unknown {
  return node.attributes?._type?.value.value;
}

function check(value: unknown, studio: StudioNode, at: string, walk: Walk): void {
  const node = resolve(studio, walk.types);
  switch (node.type) {
    case 'unknown':
      return;
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
      if (kindOf(value) !== node.type) {
        report(walk, at, `the Studio expects a ${node.type}, the seed has a ${kindOf(value)}`);
      } else if (node.value !== undefined && value !== node.value) {
        report(walk, at, `the Studio expects ${JSON.stringify(node.value)}`);
      }
      return;
    case 'union':
      return checkUnion(value, node, at, walk);
    case 'array':
      return checkArray(value, node, at, walk);
    case 'object':
      return checkObject(value, node, at, walk);
    default:
      report(walk, at, `the Studio schema has a kind the seed check does not know: ${node.type}`);
  }
}

function checkUnion(value: unknown, node: StudioNode, at: string, walk: Walk): void {
  const members = (Array.isArray(node.of) ? node.of : node.of ? [node.of] : []).map((member) =>
    resolve(member, walk.types),
  );
  // An object member is chosen by its _type; any other value must fit one member exactly.
  const named = isObject(value)
    ? members.find((member) => typeName(member) === value._type)
    : undefined;
  if (named) return check(value, named, at, walk);
  const fits = members.some((member) => {
    const trial: Walk = { ...walk, problems: [] };
    check(value, member, at, trial);
    return trial.problems.length === 0;
  });
  if (fits) return;
  const literals = members.filter((member) => member.value !== undefined);
  report(
    walk,
    at,
    literals.length === members.length
      ? `the Studio allows only ${literals.map((member) => JSON.stringify(member.value)).join(', ')}`
      : `fits none of the kinds the Studio allows here`,
  );
}

function checkArray(value: unknown, node: StudioNode, at: string, walk: Walk): void {
  if (!Array.isArray(value)) {
    report(walk, at, `the Studio expects an array, the seed has a ${kindOf(value)}`);
    return;
  }
  const of = node.of ?? { type: 'unknown' };
  const member: StudioNode = Array.isArray(of) ? { type: 'union', of } : of;
  const keys = new Set<unknown>();
  value.forEach((item, index) => {
    const itemPath = `${at}.${index}`;
    if (isObject(item) && item._key !== undefined) {
      if (keys.has(item._key)) report(walk, `${itemPath}._key`, 'duplicate _key in this list');
      keys.add(item._key);
    }
    check(item, member, itemPath, walk);
  });
}

const BOOKKEEPING = new Set(['_key', '_type']);

function checkObject(value: unknown, node: StudioNode, at: string, walk: Walk): void {
  if (!isObject(value)) {
    report(walk, at, `the Studio expects an object, the seed has a ${kindOf(value)}`);
    return;
  }
  const attributes = node.attributes ?? {};
  const isImage = typeName(node) === 'image';
  const join = (field: string) => (at ? `${at}.${field}` : field);
  for (const [field, child] of Object.entries(value)) {
    if (field === '_key') {
      if (typeof child !== 'string' || !KEY.test(child)) {
        report(walk, join(field), 'keys are letters, digits, hyphens and underscores');
      }
      continue;
    }
    // A picture is written as the recipe of the artwork the seed draws and uploads as its asset.
    if (isImage && field === 'artwork') {
      checkArtwork(child, join(field), walk);
      continue;
    }
    const attribute = attributes[field];
    if (!attribute) {
      report(walk, join(field), 'a field the Studio does not define here');
    } else if (child !== null || !attribute.optional) {
      check(child, attribute.value, join(field), walk);
    }
  }
  for (const [field, attribute] of Object.entries(attributes)) {
    // The seed may leave out an object's type name (its field's) and its key (added before checking).
    if (BOOKKEEPING.has(field) || attribute.optional !== false) continue;
    // The artwork stands for the asset until the seed uploads it.
    if (isImage && field === 'asset' && value.artwork !== undefined) continue;
    const child = value[field];
    if (child === undefined || child === null) {
      report(walk, join(field), 'the Studio requires this field');
    } else if (typeof child === 'string' && !child.trim()) {
      report(walk, join(field), 'the Studio requires this field, and it is blank');
    }
  }
  if (isImage) checkImage(value, at, walk);
  if (node.name === 'slug') checkSlug(value, at, walk);
  if (typeof value._ref === 'string' && node.dereferencesTo) {
    checkReference(value._ref, node.dereferencesTo, join('_ref'), walk);
  }
  if (value._type === 'link' && typeof value.href === 'string' && !LINK.test(value.href)) {
    report(walk, join('href'), 'links are site paths or https:, mailto:, tel: URLs');
  }
}

function checkImage(image: Record<string, unknown>, at: string, walk: Walk): void {
  const alt = typeof image.alt === 'string' ? image.alt.trim() : '';
  if (alt.length < MINIMUM_ALT_LENGTH) {
    report(
      walk,
      `${at}.alt`,
      `every picture needs meaningful alt text (at least ${MINIMUM_ALT_LENGTH} characters)`,
    );
  }
  if (image.artwork === undefined && image.asset === undefined) {
    report(walk, `${at}.artwork`, 'a picture needs the artwork the seed draws for it');
  }
}

function checkArtwork(artwork: unknown, at: string, walk: Walk): void {
  if (!isObject(artwork)) {
    report(walk, at, 'an artwork is a scene, a key and a size');
    return;
  }
  const { scene, key, size, mood, ...rest } = artwork;
  if (!(sceneNames as readonly unknown[]).includes(scene)) {
    report(walk, `${at}.scene`, `no scene is called ${JSON.stringify(scene)}`);
  }
  if (typeof key !== 'string' || !key.trim()) report(walk, `${at}.key`, 'an artwork needs a key');
  if (typeof size !== 'string' || !Object.hasOwn(imageSizes, size)) {
    report(walk, `${at}.size`, `the sizes are ${Object.keys(imageSizes).join(', ')}`);
  }
  if (mood !== undefined && !(moods as readonly unknown[]).includes(mood)) {
    report(walk, `${at}.mood`, `the moods are ${moods.join(', ')}`);
  }
  for (const field of Object.keys(rest)) report(walk, `${at}.${field}`, 'not part of an artwork');
}

function checkSlug(slug: Record<string, unknown>, at: string, walk: Walk): void {
  const current = slug.current;
  if (typeof current !== 'string') return;
  const where = `${at}.current`;
  if (!SLUG.test(current)) report(walk, where, 'slugs are lower-case words joined by hyphens');
  else if (walk.documentType === 'page' && !isPageSlug(current)) {
    report(walk, where, 'a page slug may not be an address the site uses for something else');
  }
}

function checkReference(id: string, expected: string, at: string, walk: Walk): void {
  const actual = walk.typeOfId.get(id);
  if (actual === undefined) report(walk, at, `refers to ${id}, which the seed does not hold`);
  else if (actual !== expected) {
    report(walk, at, `refers to ${id}, a ${actual}, where the Studio expects a ${expected}`);
  }
}

/**
 * Every problem of the seed set: fields the Studio does not define, values of the wrong kind,
 * required fields left out, the seed's own rules, and duplicate ids or slugs. Empty when valid.
 */
export function validateSeedContent(
  documents: readonly unknown[],
  studioTypes: readonly StudioType[] = loadStudioSchema(),
): ContentProblem[] {
  const types = new Map(studioTypes.map((type) => [type.name, type]));
  const problems: ContentProblem[] = [];
  const typeOfId = new Map<string, string>();
  for (const document of documents) {
    if (isObject(document) && typeof document._id === 'string') {
      typeOfId.set(document._id, String(document._type));
    }
  }
  const ids = new Set<string>();
  const slugs = new Set<string>();
  for (const document of documents) {
    const record = isObject(document) ? document : {};
    const documentId = typeof record._id === 'string' ? record._id : '(no _id)';
    const documentType = String(record._type);
    const walk: Walk = { types, typeOfId, documentId, documentType, problems };
    const studio = types.get(documentType);
    if (studio?.type !== 'document') {
      report(walk, '_type', `the Studio has no document type ${JSON.stringify(record._type)}`);
      continue;
    }
    // A singleton's id is its type's name; any other document's id starts with it.
    if (documentId !== documentType && !documentId.startsWith(`${documentType}-`)) {
      report(
        walk,
        '_id',
        `ids of a ${documentType} are "${documentType}" or start "${documentType}-"`,
      );
    }
    if (ids.has(documentId)) report(walk, '_id', 'duplicate _id');
    ids.add(documentId);
    const { _id: _ignoredId, ...fields } = record;
    check(fields, { type: 'object', attributes: studio.attributes }, '', walk);
    const slug = isObject(record.slug) ? record.slug.current : undefined;
    if (typeof slug === 'string') {
      const typedSlug = `${documentType}:${slug}`;
      if (slugs.has(typedSlug)) report(walk, 'slug', 'duplicate slug');
      slugs.add(typedSlug);
    }
  }
  return problems;
}
