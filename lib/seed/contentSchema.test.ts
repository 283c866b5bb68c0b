import { describe, expect, it } from 'vitest';
import { seedDocuments } from '../../content/index.ts';
import { validateSeedContent } from '../../content/schema.ts';

const documents = seedDocuments();

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

describe('seed content schema', () => {
  it('accepts the whole seed set', () => {
    expect(validateSeedContent(documents)).toEqual([]);
  });

  it.each<[string, string, string, unknown, RegExp]>([
    ['an image without alt text', journey, 'heroImage.alt', '', /alt/],
    ['a day label in another form', journey, 'itinerary.0.region', 'Day one', /Day 1/],
    ['a hotel id below 43521', journey, 'itinerary.1.dealsExample.0.hotelId', 43520, /43521|>=/],
    ['eight nights in one hotel', journey, 'itinerary.1.dealsExample.0.nights', 8, /7|<=/],
    ['a price in pence', journey, 'price', 4295.5, /int/i],
    ['a negative price', journey, 'price', -1, />=|0/],
    ['an unknown field', journey, 'heroTitel', 'typo', /heroTitel|Unrecognized/i],
    ['a missing hero title', journey, 'heroTitle', REMOVE, /expected string|Invalid/i],
    ['a slug with capitals', journey, 'slug.current', 'Thailand', /lower-case/],
    [
      'a link to an unsafe scheme',
      'page-about-us',
      'body.5.markDefs.0',
      { _key: 'x', _type: 'link', href: 'javascript:alert(1)' },
      /links are/,
    ],
    [
      'a hero slide without "A pinch of"',
      'homePage',
      'heroSlides.0.brandText',
      'Excellence',
      /A pinch of/,
    ],
    ['a missing opening day', 'siteSettings', 'openingHours.6', REMOVE, /7/],
    [
      'a footer link to a page the seed does not hold',
      'siteSettings',
      'footerPages.0._ref',
      'page-gift-vouchers',
      /page-gift-vouchers/,
    ],
    ['a page at an address the site uses', 'page-about-us', 'slug.current', 'picks', /address/],
  ])('rejects %s', (_name, id, path, value, message) => {
    const problems = validateSeedContent(variant(id, path, value));
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((problem) => `${problem.path} ${problem.message}`).join('\n')).toMatch(
      message,
    );
    expect(problems.every((problem) => problem.documentId === id)).toBe(true);
  });

  it('rejects two journeys with one slug', () => {
    const copy = variant('journey-thailand-for-families', 'slug.current', 'thailand-in-style');
    expect(validateSeedContent(copy)).toContainEqual(
      expect.objectContaining({
        documentId: 'journey-thailand-for-families',
        message: 'duplicate slug',
      }),
    );
  });
});
