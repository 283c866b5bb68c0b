import { describe, expect, it } from 'vitest';
import { namesBrand, pageTitle } from './pageTitle.ts';

const BRAND = 'Halcyon Vale';

describe('a page title', () => {
  it.each<[string, string | null | undefined, string | null | undefined, string | null, string]>([
    [
      'ends with the brand',
      'Signature Itineraries',
      BRAND,
      null,
      'Signature Itineraries | Halcyon Vale',
    ],
    [
      'keeps an editor’s own separators',
      'Thailand in Style | Signature itinerary',
      BRAND,
      null,
      'Thailand in Style | Signature itinerary | Halcyon Vale',
    ],
    [
      'is used as written when it ends with the brand',
      'Safaris | Halcyon Vale',
      BRAND,
      null,
      'Safaris | Halcyon Vale',
    ],
    [
      'is used as written when it opens with the brand',
      'Halcyon Vale | Tailor-made luxury holidays',
      BRAND,
      null,
      'Halcyon Vale | Tailor-made luxury holidays',
    ],
    ['finds the brand in any letter case', 'About HALCYON VALE', BRAND, null, 'About HALCYON VALE'],
    ['is trimmed', '  About us  ', BRAND, null, 'About us | Halcyon Vale'],
    [
      'falls back to the site’s default title when empty',
      '',
      BRAND,
      'Tailor-made luxury holidays',
      'Tailor-made luxury holidays | Halcyon Vale',
    ],
    [
      'falls back to the site’s default title when blank',
      '   ',
      BRAND,
      'Tailor-made luxury holidays',
      'Tailor-made luxury holidays | Halcyon Vale',
    ],
    [
      'falls back to the site’s default title when missing',
      null,
      BRAND,
      'Tailor-made luxury holidays',
      'Tailor-made luxury holidays | Halcyon Vale',
    ],
    [
      'uses a default title that names the brand as written',
      undefined,
      BRAND,
      'Halcyon Vale: luxury travel',
      'Halcyon Vale: luxury travel',
    ],
    ['is the brand alone when nothing was written', null, BRAND, null, 'Halcyon Vale'],
    ['is the brand alone when every title is blank', ' ', BRAND, ' ', 'Halcyon Vale'],
    ['is the page’s own title when there is no brand', 'About us', '', null, 'About us'],
    ['is the page’s own title when the brand is unknown', 'About us', undefined, null, 'About us'],
    ['is empty when there is neither title nor brand', null, null, null, ''],
  ])('%s', (_case, title, brand, siteTitle, expected) => {
    expect(pageTitle(title, brand, siteTitle)).toBe(expected);
  });
});

describe('whether a title names the brand', () => {
  it.each<[string | null | undefined, string | null | undefined, boolean]>([
    ['Safaris | Halcyon Vale', BRAND, true],
    ['halcyon vale journeys', BRAND, true],
    ['Safaris', BRAND, false],
    ['Halcyon days in the Maldives', BRAND, false],
    [undefined, BRAND, false],
    ['Safaris', '', false],
    ['Safaris', '  ', false],
    ['Safaris', null, false],
  ])('%j with the brand %j: %s', (title, brand, expected) => {
    expect(namesBrand(title, brand)).toBe(expected);
  });
});
