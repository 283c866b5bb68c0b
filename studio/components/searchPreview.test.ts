import { describe, expect, it } from 'vitest';
import { searchPreview, shorten } from './searchPreview.ts';

describe('shorten', () => {
  it.each([
    ['Short title', 60, 'Short title'],
    ['  spaced   out  ', 60, 'spaced out'],
    ['Thailand in style, from Bangkok to the islands', 30, 'Thailand in style, from…'],
    ['Supercalifragilisticexpialidocious', 10, 'Supercali…'],
  ])('%j within %i is %j', (text, limit, expected) => {
    expect(shorten(text, limit)).toBe(expected);
  });
});

describe('searchPreview', () => {
  const base = { origin: 'https://www.example.co.uk/', summary: null, pageTitle: null };
  it.each([
    [
      'a journey with its search title',
      {
        seoTitle: 'Thailand in Style',
        document: { _type: 'journey', _id: 'j', slug: 'thailand-in-style' },
      },
      {
        title: 'Thailand in Style',
        url: 'www.example.co.uk › journeys › thailand-in-style',
        path: '/journeys/thailand-in-style',
      },
    ],
    [
      'a draft legal page falling back to its page title',
      {
        pageTitle: 'Privacy Policy',
        document: { _type: 'page', _id: 'drafts.p', slug: 'privacy-policy' },
      },
      {
        title: 'Privacy Policy',
        url: 'www.example.co.uk › privacy-policy',
        path: '/privacy-policy',
      },
    ],
    [
      'the home page',
      { document: { _type: 'homePage', _id: 'drafts.homePage', slug: null } },
      { title: 'Untitled page', url: 'www.example.co.uk', path: '/' },
    ],
    [
      'a destination without a slug yet',
      { seoTitle: 'Maldives', document: { _type: 'destination', _id: 'd', slug: null } },
      { title: 'Maldives', url: 'www.example.co.uk', path: null },
    ],
  ])('%s', (_case, input, expected) => {
    expect(searchPreview({ ...base, ...input })).toEqual({ ...expected, summary: null });
  });

  it('shortens a long summary where search engines would', () => {
    const summary = 'A quiet lagoon, a private villa and a week with nothing to do. '.repeat(4);
    const preview = searchPreview({
      ...base,
      summary,
      document: { _type: 'page', _id: 'p', slug: 'about-us' },
    });
    expect(preview.summary?.length).toBeLessThanOrEqual(160);
    expect(preview.summary?.endsWith('…')).toBe(true);
  });
});
