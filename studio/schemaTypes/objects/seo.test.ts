import { describe, expect, it } from 'vitest';
import { brandInTitleWarning } from './seo.ts';

/** The Studio's validation context, reading the brand from the site settings the lake holds. */
const editing = (document: { _type: string; brandName?: unknown }, storedBrand: string | null) => ({
  document,
  getClient: () => ({
    fetch: <T>(_query: string, params?: Record<string, unknown>) =>
      Promise.resolve((params?.id === 'siteSettings' ? storedBrand : null) as T),
  }),
});

describe('an SEO title that names the brand', () => {
  it.each<
    [string, string | undefined, { _type: string; brandName?: unknown }, string | null, boolean]
  >([
    [
      'is warned about on a journey',
      'Safaris | Halcyon Vale',
      { _type: 'journey' },
      'Halcyon Vale',
      true,
    ],
    [
      'is warned about in any letter case',
      'halcyon vale safaris',
      { _type: 'page' },
      'Halcyon Vale',
      true,
    ],
    ['is fine without the brand', 'Safaris', { _type: 'journey' }, 'Halcyon Vale', false],
    ['is fine when empty', '', { _type: 'journey' }, 'Halcyon Vale', false],
    ['is fine when missing', undefined, { _type: 'journey' }, 'Halcyon Vale', false],
    [
      'is fine while the site has no brand yet',
      'Safaris | Halcyon Vale',
      { _type: 'journey' },
      null,
      false,
    ],
    [
      'uses the name being typed in the site settings themselves',
      'Tailor-made by Vale & Co',
      { _type: 'siteSettings', brandName: 'Vale & Co' },
      'Halcyon Vale',
      true,
    ],
  ])('%s', async (_case, title, document, storedBrand, warned) => {
    const result = await brandInTitleWarning(title, editing(document, storedBrand));
    if (warned) expect(result).toMatch(/^Leave out “.+”: the site ends every title with it/);
    else expect(result).toBe(true);
  });
});
