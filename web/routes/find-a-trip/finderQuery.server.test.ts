import { describe, expect, it } from 'vitest';
import { changeTags, isTouchedBy } from '../../../shared/contentTags.ts';
import { queryTags } from '../../data/queryTags.server.ts';
import { finderQuery } from './finderQuery.ts';

describe('the finder’s content dependencies', () => {
  const tags = queryTags(finderQuery, {}, {});

  it('are the lists it reads, not every document', () => {
    expect([...tags].sort()).toEqual([
      'type:destination',
      'type:holidayType',
      'type:journey',
      'type:journeyRegion',
    ]);
  });

  it.each([
    ['a journey’s price', { _id: 'journey-bali-lombok', _type: 'journey' }],
    ['a destination’s months', { _id: 'destination-maldives', _type: 'destination' }],
  ])('are touched by a publish of %s', (_name, document) => {
    expect(isTouchedBy(tags, changeTags(document, document))).toBe(true);
  });

  it('are not touched by an unrelated page', () => {
    const page = { _id: 'page-about-us', _type: 'page' };
    expect(isTouchedBy(tags, changeTags(page, page))).toBe(false);
  });
});
