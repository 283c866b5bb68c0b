import { describe, expect, it } from 'vitest';
import { footerLinks, type FooterPageLink } from './footerLinks.ts';

const about = { _id: 'page-about-us', title: 'About Us', slug: 'about-us' };
const terms = { _id: 'page-terms', title: 'Website Terms', slug: 'terms' };

describe('footerLinks', () => {
  it.each<[string, (FooterPageLink | null)[], string[]]>([
    ['keeps the editors’ order', [terms, about], ['/terms Website Terms', '/about-us About Us']],
    [
      'skips a page deleted since',
      [about, null, terms],
      ['/about-us About Us', '/terms Website Terms'],
    ],
    ['skips a page without an address', [{ ...about, slug: null }], []],
    ['skips a page without a title', [{ ...about, title: '  ' }], []],
    ['skips a page at an address the site owns', [{ ...about, slug: 'picks' }], []],
    ['skips a malformed address', [{ ...about, slug: 'About Us' }], []],
    ['trims the title', [{ ...about, title: ' About Us ' }], ['/about-us About Us']],
    ['is empty when no page is listed', [], []],
  ])('%s', (_case, pages, expected) => {
    expect(footerLinks(pages).map((link) => `${link.to} ${link.label}`)).toEqual(expected);
  });
});
