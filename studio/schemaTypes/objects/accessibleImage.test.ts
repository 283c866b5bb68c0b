import { describe, expect, it } from 'vitest';
import { altTextProblem } from './accessibleImage.ts';

const picture = { _type: 'image', asset: { _type: 'reference', _ref: 'image-abc-120x80-png' } };
const MISSING = 'Please describe the picture before publishing.';

describe('altTextProblem', () => {
  it.each([
    ['a picture with a description', 'A still lagoon at dusk', picture, true],
    ['a picture without a description', undefined, picture, MISSING],
    ['a picture with an empty description', '', picture, MISSING],
    ['a picture with only spaces', '   ', picture, MISSING],
    ['an empty image field', undefined, undefined, true],
    ['an image field whose picture was removed', undefined, { _type: 'image' }, true],
    ['an image field holding null', undefined, null, true],
  ])('%s', (_case, alt, image, expected) => {
    expect(altTextProblem(alt, image)).toBe(expected);
  });
});
