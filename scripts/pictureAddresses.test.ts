import { describe, expect, it } from 'vitest';
import { pictureAddresses } from './pictureAddresses.ts';

const ORIGIN = 'http://127.0.0.1:4000';

describe('pictureAddresses', () => {
  it.each([
    ['a plain src', '<img src="/images/a.webp">', [`${ORIGIN}/images/a.webp`]],
    [
      'every candidate of a srcset, with its entities decoded',
      '<img srcset="/images/a.webp?w=480&amp;q=75 480w, /images/a.webp?w=800&amp;q=75 800w">',
      [`${ORIGIN}/images/a.webp?w=480&q=75`, `${ORIGIN}/images/a.webp?w=800&q=75`],
    ],
    [
      'a preload’s imagesrcset',
      '<link rel="preload" as="image" imagesrcset="/h.webp?w=828 828w">',
      [`${ORIGIN}/h.webp?w=828`],
    ],
    ['another host’s picture', '<img src="https://elsewhere.example/a.jpg">', []],
    ['the build’s scripts', '<script src="/assets/entry.js"></script>', []],
    ['one address named twice', '<img src="/a.webp"><img src="/a.webp">', [`${ORIGIN}/a.webp`]],
  ])('%s', (_case, html, expected) => {
    expect(pictureAddresses(html, ORIGIN)).toEqual(expected);
  });
});
