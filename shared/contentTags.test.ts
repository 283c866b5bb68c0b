import { describe, expect, it } from 'vitest';
import {
  changeTags,
  ContentDependencies,
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

describe('ContentDependencies and tagHeader', () => {
  it('collects each tag once, sorted, as one header value', () => {
    const dependencies = new ContentDependencies();
    dependencies.add(['type:journey', 'doc:siteSettings']);
    dependencies.add(['type:journey']);
    expect(dependencies.list()).toEqual(['doc:siteSettings', 'type:journey']);
    expect(tagHeader(dependencies.list())).toBe('doc:siteSettings,type:journey');
  });
});
