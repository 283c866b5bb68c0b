import { parse, evaluate } from 'groq-js';
import { describe, expect, it } from 'vitest';
import {
  changeTags,
  ContentDependencies,
  dependencyFilter,
  documentTags,
  isTouchedBy,
  publishedId,
  tagHeader,
} from './contentTags.ts';

describe('documentTags', () => {
  it.each([
    [
      { _id: 'siteSettings', _type: 'siteSettings' },
      ['doc:siteSettings', 'all', 'type:siteSettings'],
    ],
    [
      { _id: 'journey-1', _type: 'journey', slug: { current: 'thailand-in-style' } },
      ['doc:journey-1', 'all', 'type:journey', 'slug:journey:thailand-in-style'],
    ],
    [
      { _id: 'drafts.page-1', _type: 'page', slug: { current: 'terms' } },
      ['doc:page-1', 'all', 'type:page', 'slug:page:terms'],
    ],
    [{ _id: 'page-2', _type: 'page', slug: { current: null } }, ['doc:page-2', 'all', 'type:page']],
    // A slug that would split a header value is left to the document's other tags.
    [
      { _id: 'page-3', _type: 'page', slug: { current: 'a, b' } },
      ['doc:page-3', 'all', 'type:page'],
    ],
  ])('%j answers to %j', (doc, tags) => {
    expect(documentTags(doc)).toEqual(tags);
  });
});

describe('publishedId', () => {
  it.each([
    ['journey-1', 'journey-1'],
    ['drafts.journey-1', 'journey-1'],
    ['versions.summer.journey-1', 'journey-1'],
  ])('%s belongs to %s', (id, published) => {
    expect(publishedId(id)).toBe(published);
  });
});

describe('changeTags', () => {
  it('a renamed slug touches pages at the old and the new address', () => {
    const before = { _id: 'p', _type: 'page', slug: { current: 'old' } };
    const after = { _id: 'p', _type: 'page', slug: { current: 'new' } };
    expect(changeTags(before, after).sort()).toEqual(
      ['all', 'doc:p', 'slug:page:new', 'slug:page:old', 'type:page'].sort(),
    );
  });

  it('a deletion touches what the document was', () => {
    expect(changeTags({ _id: 'h', _type: 'holidayType' }, null).sort()).toEqual(
      ['all', 'doc:h', 'type:holidayType'].sort(),
    );
  });
});

describe('isTouchedBy', () => {
  const journeyChange = changeTags({ _id: 'j', _type: 'journey', slug: { current: 'x' } }, null);
  it.each([
    [['type:journey', 'doc:siteSettings'], true],
    [['slug:journey:x'], true],
    [['slug:journey:y', 'type:page'], false],
    [['doc:siteSettings'], false],
    [['all'], true],
    [[], false],
  ])('a page reading %j is touched by a journey change: %s', (dependencies, touched) => {
    expect(isTouchedBy(dependencies, journeyChange)).toBe(touched);
  });
});

describe('dependencyFilter', () => {
  it.each([
    [['doc:siteSettings'], '*[_id in $ids]', { ids: ['siteSettings'] }],
    [['type:journey', 'type:page'], '*[_type in $types]', { types: ['journey', 'page'] }],
    [
      ['slug:page:about-us'],
      '*[(_type == $slugType0 && slug.current == $slug0)]',
      { slugType0: 'page', slug0: 'about-us' },
    ],
    [['feed:travel-cards', 'doc:homePage', 'all'], '*', {}],
  ])('content reading %j listens with %s', (dependencies, query, params) => {
    expect(dependencyFilter(dependencies)).toEqual({ query, params });
  });

  it('content that read only the travel-cards feed has nothing to listen for', () => {
    expect(dependencyFilter(['feed:travel-cards'])).toBeNull();
    expect(dependencyFilter([])).toBeNull();
  });

  // The filter must agree with the tags: it selects a document exactly when a change to it
  // touches the content, so a page hears of every publish that concerns it and of no other.
  const page = ['doc:siteSettings', 'slug:page:about-us', 'type:holidayType'];
  const filter = dependencyFilter(page);
  it.each([
    ['the page itself', { _id: 'p1', _type: 'page', slug: { current: 'about-us' } }],
    ['another page', { _id: 'p2', _type: 'page', slug: { current: 'terms' } }],
    ['site settings', { _id: 'siteSettings', _type: 'siteSettings' }],
    ['a holiday type the page lists', { _id: 'h1', _type: 'holidayType' }],
    ['a journey', { _id: 'j1', _type: 'journey', slug: { current: 'about-us' } }],
  ])('for a change to %s, the filter and the tags agree', async (_case, doc) => {
    const touched = isTouchedBy(page, changeTags(doc, null));
    const tree = parse(filter?.query ?? '', { params: filter?.params });
    const selected = await (await evaluate(tree, { dataset: [doc], params: filter?.params })).get();
    expect((selected as unknown[]).length === 1).toBe(touched);
  });
});

describe('ContentDependencies and tagHeader', () => {
  it('collects each tag once, sorted, as one header value', () => {
    const dependencies = new ContentDependencies();
    dependencies.add(['type:journey', 'doc:siteSettings']);
    dependencies.add(['type:journey']);
    expect(dependencies.list()).toEqual(['doc:siteSettings', 'type:journey']);
    expect(tagHeader(dependencies.list())).toBe('doc:siteSettings,type:journey');
  });
});
