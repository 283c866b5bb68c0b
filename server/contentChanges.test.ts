import { describe, expect, it } from 'vitest';
import { transactionTags } from './contentChanges.ts';

describe('transactionTags', () => {
  it('names the published documents a transaction changed, and leaves drafts out', () => {
    const tags = transactionTags({
      seq: 1,
      id: 't',
      timestamp: '2026-11-22T00:00:00Z',
      identity: 'editor',
      changes: [
        {
          documentId: 'drafts.j1',
          before: null,
          after: { _id: 'drafts.j1', _type: 'journey' },
          mutations: [],
        },
        {
          documentId: 'p1',
          before: { _id: 'p1', _type: 'page', slug: { current: 'terms' } },
          after: null,
          mutations: [],
        },
      ],
    });
    expect(tags.sort()).toEqual(['all', 'doc:p1', 'slug:page:terms', 'type:page']);
  });

  it('touches nothing for the site’s own speed figures, which no page renders', () => {
    const day = { _id: 'siteSpeedDay.2026-11-28.home.phone', _type: 'siteSpeedDay' };
    const tags = transactionTags({
      seq: 2,
      id: 'v',
      timestamp: '2026-11-28T00:00:00Z',
      identity: 'server',
      changes: [{ documentId: day._id, before: null, after: day, mutations: [] }],
    });
    expect(tags).toEqual([]);
  });
});
