import { describe, expect, it } from 'vitest';
import { changeTags } from '../shared/contentTags.ts';
import { PageCache } from './pageCache.ts';

const body = (text: string) => new TextEncoder().encode(text);
const page = (tags: string[], text = 'html') => ({
  status: 200,
  headers: [['content-type', 'text/html']] as [string, string][],
  body: body(text),
  tags,
  etag: '"e"',
});

const HOME = ['doc:siteSettings', 'doc:homePage', 'type:holidayType', 'feed:travel-cards'];
const TERMS = ['doc:siteSettings', 'slug:page:terms'];

/** The pages of the site, with the tags their renders collect. */
const site: Record<string, string[]> = {
  '/': HOME,
  '/journeys': ['doc:siteSettings', 'doc:journeysPage', 'type:journey', 'type:journeyRegion'],
  '/journeys/thailand-in-style': [
    'doc:siteSettings',
    'doc:journeysPage',
    'slug:journey:thailand-in-style',
    'slug:journeyRegion:thailand-in-style',
    'type:journey',
  ],
  '/terms': TERMS,
  '/privacy-policy': ['doc:siteSettings', 'slug:page:privacy-policy'],
  '/holiday-types/safaris': ['doc:siteSettings', 'type:holidayType'],
};

function filledCache() {
  const cache = new PageCache();
  for (const [url, tags] of Object.entries(site)) cache.put(url, page(tags), cache.ticket());
  return cache;
}

const cached = (cache: PageCache) => Object.keys(site).filter((url) => cache.get(url));

describe('a publish invalidates exactly the pages that read the changed document', () => {
  it.each([
    [
      'a journey',
      { _id: 'j1', _type: 'journey', slug: { current: 'bali-lombok' } },
      ['/', '/terms', '/privacy-policy', '/holiday-types/safaris'],
    ],
    [
      'the terms page',
      { _id: 'p-terms', _type: 'page', slug: { current: 'terms' } },
      [
        '/',
        '/journeys',
        '/journeys/thailand-in-style',
        '/privacy-policy',
        '/holiday-types/safaris',
      ],
    ],
    [
      'a holiday type',
      { _id: 'h1', _type: 'holidayType', slug: { current: 'safaris' } },
      ['/journeys', '/journeys/thailand-in-style', '/terms', '/privacy-policy'],
    ],
    ['the site settings', { _id: 'siteSettings', _type: 'siteSettings' }, []],
    ['an enquiry-like document no page reads', { _id: 'other', _type: 'note' }, Object.keys(site)],
  ])('%s', (_name, doc, stillCached) => {
    const cache = filledCache();
    cache.invalidate(changeTags(doc, doc));
    expect(cached(cache)).toEqual(stillCached);
  });
});

describe('PageCache', () => {
  it('a render under way when its content changed is not stored', () => {
    const cache = new PageCache();
    const ticket = cache.ticket();
    cache.invalidate(['type:journey', 'all']);
    expect(cache.put('/journeys', page(['type:journey']), ticket)).toBe(false);
    // A render started after the change is stored.
    expect(cache.put('/journeys', page(['type:journey']), cache.ticket())).toBe(true);
  });

  it('a render under way is kept when the change concerned other content', () => {
    const cache = new PageCache();
    const ticket = cache.ticket();
    cache.invalidate(['type:page', 'all']);
    expect(cache.put('/journeys', page(['type:journey']), ticket)).toBe(true);
  });

  it('after a gap in the change stream nothing rendered before it is stored', () => {
    const cache = filledCache();
    const ticket = cache.ticket();
    cache.clear();
    expect(cached(cache)).toEqual([]);
    expect(cache.put('/terms', page(TERMS), ticket)).toBe(false);
    expect(cache.put('/terms', page(TERMS), cache.ticket())).toBe(true);
  });

  it('entries expire after their lifetime', () => {
    let now = 0;
    const cache = new PageCache({
      now: () => now,
      lifetime: (tags) => (tags.includes('feed:travel-cards') ? 60_000 : 600_000),
    });
    cache.put('/', page(HOME), cache.ticket());
    cache.put('/terms', page(TERMS), cache.ticket());
    now = 60_000;
    expect(cache.get('/')).toBeUndefined();
    expect(cache.get('/terms')).toBeDefined();
  });

  it('stays within its size, dropping the least recently used first', () => {
    const cache = new PageCache({ maxBytes: 40 });
    cache.put('/a', page(['x'], '0123456789'), cache.ticket());
    cache.put('/b', page(['x'], '0123456789'), cache.ticket());
    cache.put('/c', page(['x'], '0123456789'), cache.ticket());
    expect(cache.get('/a')).toBeDefined();
    cache.put('/d', page(['x'], '0123456789'), cache.ticket());
    cache.addEncoding('/d', 'br', body('01234'));
    expect(cache.get('/b')).toBeUndefined();
    expect(['/a', '/c', '/d'].every((key) => cache.get(key))).toBe(true);
    expect(cache.totalBytes).toBeLessThanOrEqual(40);
  });

  it.each([
    ['a smaller copy of the same render replaces the kept one', 'etag-1', '012', '012'],
    ['a copy of an earlier render is ignored', 'etag-0', '012', '01234'],
    ['a copy no smaller is ignored', 'etag-1', '0123456', '01234'],
  ])('%s', (_case, etag, replacement, kept) => {
    const cache = new PageCache({ maxBytes: 1000 });
    cache.put('/a', { ...page(['x'], '0123456789'), etag: 'etag-1' }, cache.ticket());
    cache.addEncoding('/a', 'br', body('01234'));
    cache.replaceEncoding('/a', etag, 'br', body(replacement));
    expect(new TextDecoder().decode(cache.get('/a')?.encoded.get('br'))).toBe(kept);
    expect(cache.totalBytes).toBe(10 + kept.length);
  });

  it('refuses a page larger than a quarter of its size', () => {
    const cache = new PageCache({ maxBytes: 40 });
    expect(cache.put('/big', page(['x'], '01234567890'), cache.ticket())).toBe(false);
  });
});
