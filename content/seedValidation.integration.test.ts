/**
 * The seed check against the Studio's extracted schema. An integration test: on a fresh clone
 * the schema file does not exist yet, and loading it runs the Studio's extract command first.
 */
import { describe, expect, it } from 'vitest';
import { seedDocuments } from './index.ts';
import { loadStudioSchema, validateSeedContent, type StudioType } from './seedValidation.ts';

const documents = seedDocuments();
const studio = loadStudioSchema();

const REMOVE = Symbol('remove');

/** A deep copy of the seed set with one value of one document changed (or removed). */
function variant(id: string, path: string, value: unknown): unknown[] {
  const copy = structuredClone(documents) as unknown[];
  const target = copy.find((document) => (document as { _id: string })._id === id);
  if (!target) throw new Error(`no document ${id}`);
  const steps = path.split('.');
  const last = steps.pop() as string;
  let parent = target as Record<string, unknown>;
  for (const step of steps) parent = parent[step] as Record<string, unknown>;
  if (value !== REMOVE) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else Reflect.deleteProperty(parent, last);
  return copy;
}

const journey = 'journey-thailand-in-style';
const page = 'page-about-us';

describe('the seed check', () => {
  it('accepts the whole seed set', () => {
    expect(validateSeedContent(documents, studio)).toEqual([]);
  });

  it.each<[string, string, string, unknown, string, RegExp]>([
    ['an unknown field', journey, 'heroTitel', 'typo', 'heroTitel', /does not define/],
    [
      'an unknown field inside a named object type',
      journey,
      'seo.titel',
      'typo',
      'seo.titel',
      /does not define/,
    ],
    ['a number where a string belongs', journey, 'heroTitle', 42, 'heroTitle', /expects a string/],
    ['a string where a number belongs', journey, 'nights', '9', 'nights', /expects a number/],
    ['a string where a list belongs', journey, 'gallery', 'none', 'gallery', /expects an array/],
    ['a value outside a list of options', page, 'kind', 'blog', 'kind', /only "legal", "static"/],
    ['a missing required field', journey, 'heroTitle', REMOVE, 'heroTitle', /requires/],
    ['a blank required field', journey, 'heroTitle', '  ', 'heroTitle', /blank/],
    [
      'a missing required field in a list item',
      'siteSettings',
      'openingHours.0.label',
      REMOVE,
      'openingHours.0.label',
      /requires/,
    ],
    ['short alt text', journey, 'heroImage.alt', 'Beach', 'heroImage.alt', /alt text/],
    ['a picture without alt text', journey, 'cardImage.alt', REMOVE, 'cardImage.alt', /alt text/],
    [
      'a picture without its artwork',
      journey,
      'heroImage.artwork',
      REMOVE,
      'heroImage.artwork',
      /artwork/,
    ],
    [
      'an artwork of a scene that does not exist',
      journey,
      'heroImage.artwork.scene',
      'moonbase',
      'heroImage.artwork.scene',
      /no scene/,
    ],
    ['a slug with capitals', journey, 'slug.current', 'Thailand', 'slug.current', /lower-case/],
    ['a slug with spaces', journey, 'slug.current', 'in style', 'slug.current', /lower-case/],
    [
      'a page at an address the site uses',
      page,
      'slug.current',
      'picks',
      'slug.current',
      /address the site uses/,
    ],
    [
      'a reference to a document the seed does not hold',
      'siteSettings',
      'footerPages.0._ref',
      'page-gift-vouchers',
      'footerPages.0._ref',
      /page-gift-vouchers, which the seed does not hold/,
    ],
    [
      'a reference to a document of another type',
      journey,
      'holidayTypes.0._ref',
      page,
      'holidayTypes.0._ref',
      /a page, where the Studio expects a holidayType/,
    ],
    [
      'a link to an unsafe scheme',
      page,
      'body.5.markDefs.0',
      { _key: 'x', _type: 'link', href: 'javascript:alert(1)' },
      'body.5.markDefs.0.href',
      /links are/,
    ],
    [
      'two items of one list with one key',
      journey,
      'itinerary.1._key',
      (
        documents.find((document) => document._id === journey) as unknown as {
          itinerary: { _key: string }[];
        }
      ).itinerary[0]?._key,
      'itinerary.1._key',
      /duplicate _key/,
    ],
  ])('refuses %s', (_name, id, path, value, problemPath, message) => {
    const problems = validateSeedContent(variant(id, path, value), studio);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.documentId === id)).toBe(true);
    expect(problems).toContainEqual(
      expect.objectContaining({ path: problemPath, message: expect.stringMatching(message) }),
    );
  });

  it.each<[string, string, string, string, string]>([
    [
      'two journeys with one slug',
      'journey-thailand-for-families',
      'slug.current',
      'thailand-in-style',
      'duplicate slug',
    ],
    ['two documents with one id', 'journey-thailand-for-families', '_id', journey, 'duplicate _id'],
    ['an id that does not name its type', journey, '_id', 'thailand-in-style', 'ids of a journey'],
  ])('refuses %s', (_name, id, path, value, message) => {
    const problems = validateSeedContent(variant(id, path, value), studio);
    expect(problems).toContainEqual(
      expect.objectContaining({ message: expect.stringContaining(message) }),
    );
  });

  it('refuses a document of a type the Studio does not have', () => {
    const problems = validateSeedContent(
      [...documents, { _id: 'offer-x', _type: 'offer' }],
      studio,
    );
    expect(problems).toEqual([
      { documentId: 'offer-x', path: '_type', message: 'the Studio has no document type "offer"' },
    ]);
  });

  // The rules follow the Studio: a change to its schema changes what the seed must write.
  it('follows a field the Studio newly requires', () => {
    const changed = structuredClone(studio) as StudioType[];
    const pageType = changed.find((type) => type.name === 'page');
    if (!pageType?.attributes) throw new Error('the Studio has no page type');
    pageType.attributes.subtitle = { value: { type: 'string' }, optional: false };
    const problems = validateSeedContent(documents, changed);
    const pages = documents.filter((document) => document._type === 'page');
    expect(problems).toEqual(
      pages.map((document) => ({
        documentId: document._id,
        path: 'subtitle',
        message: 'the Studio requires this field',
      })),
    );
  });

  it('follows a field the Studio no longer defines', () => {
    const changed = structuredClone(studio) as StudioType[];
    const journeyType = changed.find((type) => type.name === 'journey');
    if (!journeyType?.attributes) throw new Error('the Studio has no journey type');
    Reflect.deleteProperty(journeyType.attributes, 'asideText');
    const problems = validateSeedContent(documents, changed);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.path === 'asideText')).toBe(true);
  });
});
