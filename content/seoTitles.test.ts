/**
 * The seed's search titles follow the title rule: none names the brand (the site adds it), and
 * every full title, brand included, fits the width of a search result.
 */
import { describe, expect, it } from 'vitest';
import { namesBrand, pageTitle, SEARCH_TITLE_LIMIT } from '../shared/seo/pageTitle.ts';
import { seedDocuments } from './index.ts';
import { fittingSeoTitle } from './seoTitle.ts';
import { contact } from './siteSettings.ts';

interface Titled {
  _id: string;
  title?: string;
  heroTitle?: string;
  seo?: { title?: string | null };
}

const BRAND = contact.brandName;
const documents = (seedDocuments() as Titled[]).filter((document) => document.seo);

describe('every seeded search title', () => {
  it('covers the pages, the listings, the journeys and the site settings', () => {
    expect(documents.map((document) => document._id)).toEqual(
      expect.arrayContaining([
        'homePage',
        'journeysPage',
        'picksPage',
        'siteSettings',
        'page-about-us',
      ]),
    );
    expect(documents.every((document) => document.seo?.title?.trim())).toBe(true);
  });

  it.each(documents.map((document) => [document._id, document.seo?.title ?? '']))(
    '%s: %j leaves the brand out and fits a search result',
    (_id, title) => {
      expect(namesBrand(title, BRAND)).toBe(false);
      expect(pageTitle(title, BRAND).length).toBeLessThanOrEqual(SEARCH_TITLE_LIMIT);
    },
  );
});

describe('a journey’s search title', () => {
  it.each<[string[], string]>([
    [
      ['Thailand in Style | Signature itinerary', 'Thailand in Style'],
      'Thailand in Style | Signature itinerary',
    ],
    [
      [
        'Luxury Thailand: Cities, Culture and Beaches | Signature itinerary',
        'Luxury Thailand: Cities, Culture and Beaches',
      ],
      'Luxury Thailand: Cities, Culture and Beaches',
    ],
  ])('is the fullest of %j that fits', (candidates, expected) => {
    expect(fittingSeoTitle(...candidates)).toBe(expected);
  });

  it('cannot be seeded when no title fits', () => {
    expect(() =>
      fittingSeoTitle('Southern Africa: the Cape, the Winelands and the Kruger'),
    ).toThrow(/No search title within 60 characters/);
  });
});
