import { describe, expect, it } from 'vitest';
import { destinationQuery } from '../routes/picks/destinationQuery.ts';
import { holidayTypeQuery } from '../routes/holiday-types/holidayTypeQuery.ts';
import { homePageQuery } from '../routes/home/homePageQuery.ts';
import { journeyQuery } from '../routes/journeys/journeyQuery.ts';
import { journeysPageQuery } from '../routes/journeys/journeysPageQuery.ts';
import { pageQuery } from '../routes/pages/pageQuery.ts';
import { picksPageQuery } from '../routes/picks/picksPageQuery.ts';
import { siteSettingsQuery } from './queries/siteSettingsQuery.ts';
import { analyseQuery, queryTags, resultIdTags } from './queryTags.server.ts';

describe('the site queries depend on exactly what they read', () => {
  it.each([
    ['home', homePageQuery, {}, ['doc:homePage', 'type:holidayType']],
    [
      'journeys list',
      journeysPageQuery,
      {},
      ['doc:journeysPage', 'type:journey', 'type:journeyRegion'],
    ],
    [
      'a journey or regional page',
      journeyQuery,
      { id: 'asia' },
      // Every destination too: a journey's best months may be its destinations'.
      [
        'doc:journeysPage',
        'slug:journey:asia',
        'slug:journeyRegion:asia',
        'type:destination',
        'type:journey',
      ],
    ],
    [
      'a destination',
      destinationQuery,
      { slug: 'maldives' },
      ['doc:picksPage', 'slug:destination:maldives', 'type:destination'],
    ],
    ['picks', picksPageQuery, {}, ['doc:picksPage']],
    // The id may match the slug or the page's url, so any holiday type could answer it.
    ['a holiday type', holidayTypeQuery, { id: 'safaris' }, ['type:holidayType']],
    ['a legal page', pageQuery, { slug: 'terms' }, ['slug:page:terms']],
  ])('%s', (_name, query, params, tags) => {
    expect(analyseQuery(query, params)).toEqual({ tags: [...tags].sort(), resultIds: false });
  });
});

describe('the site settings', () => {
  it('depend on themselves and on each page the footer lists, named by the result', () => {
    expect(analyseQuery(siteSettingsQuery)).toEqual({
      tags: ['doc:siteSettings'],
      resultIds: true,
    });
    const result = { footerPages: [{ _id: 'page-about-us', title: 'About Us', slug: 'about-us' }] };
    expect(queryTags(siteSettingsQuery, {}, result).sort()).toEqual([
      'doc:page-about-us',
      'doc:siteSettings',
    ]);
  });
});

describe('analyseQuery narrows a scan by what its filter must meet', () => {
  it.each([
    ['*[_id == "a"][0]', ['doc:a']],
    ['*[_id == "drafts.a"][0]', ['doc:a']],
    ['*[_id in ["a", "b"]]', ['doc:a', 'doc:b']],
    ['*[_type == "journey"]', ['type:journey']],
    ['*["journey" == _type]', ['type:journey']],
    ['*[_type in ["journey", "page"]]', ['type:journey', 'type:page']],
    ['*[_type == "page" && slug.current == "terms"][0]', ['slug:page:terms']],
    ['*[_type == "a" || _type == "b"]', ['type:a', 'type:b']],
    ['*[(_type == "a" && slug.current == "x") || _type == "b"]', ['type:a', 'type:b']],
    ['*[_type == "a" || title == "b"]', ['all']],
    ['*[defined(title)]', ['all']],
    ['*', ['all']],
    ['count(*[_type == "journey" && price > 0])', ['type:journey']],
    [
      '*[_id == "s"][0]{"journeys": *[_type == "journey" && references(^._id)]{title}}',
      ['doc:s', 'type:journey'],
    ],
    // A reference followed to a document the result does not name could be anything.
    ['*[_id == "s"][0]{"first": pages[0]->title}', ['all', 'doc:s']],
  ])('%s depends on %j', (query, tags) => {
    expect(analyseQuery(query).tags).toEqual([...tags].sort());
  });

  it('a reference followed into a projection that keeps _id is named by the result', () => {
    const query = '*[_id == "siteSettings"][0]{"footer": footerPages[]->{_id, title}}';
    expect(analyseQuery(query)).toEqual({ tags: ['doc:siteSettings'], resultIds: true });
    const result = { footer: [{ _id: 'page-terms', title: 'Terms' }, { _id: 'drafts.page-x' }] };
    expect(queryTags(query, {}, result).sort()).toEqual(
      ['doc:page-terms', 'doc:page-x', 'doc:siteSettings'].sort(),
    );
  });

  it('parameters are read as the content API reads them', () => {
    expect(
      analyseQuery('*[_type == $type && slug.current == $slug][0]', { type: 'page', slug: 'terms' })
        .tags,
    ).toEqual(['slug:page:terms']);
  });
});

describe('resultIdTags', () => {
  it.each([
    [null, []],
    [
      [{ _id: 'a' }, { nested: { _id: 'b' } }],
      ['doc:a', 'doc:b'],
    ],
    [{ title: 'no ids' }, []],
  ])('%j names %j', (result, tags) => {
    expect(resultIdTags(result).sort()).toEqual(tags);
  });
});
