import { describe, expect, it } from 'vitest';
import { erasedDocumentIds, scrubbedChange } from './erasure.ts';
import type { DocumentChange, LakeDocument } from './types.ts';

const enquiry: LakeDocument = {
  _id: 'enquiry.a',
  _type: 'enquiry',
  _rev: 'r1',
  _createdAt: '2026-01-01T00:00:00Z',
  _updatedAt: '2026-01-02T00:00:00Z',
  email: 'ada@example.org',
};
const page: LakeDocument = { _id: 'page-a', _type: 'page', title: 'About' };
const change = (before: LakeDocument | null, after: LakeDocument | null): DocumentChange => ({
  documentId: (before ?? after)?._id ?? '',
  before,
  after,
  mutations: [{ create: after ?? before }],
});

describe('erasedDocumentIds', () => {
  const personal = new Set(['enquiry']);
  it.each([
    ['a deleted enquiry', [change(enquiry, null)], ['enquiry.a']],
    ['a created enquiry', [change(null, enquiry)], []],
    ['an edited enquiry', [change(enquiry, { ...enquiry, status: 'closed' })], []],
    ['a deleted page', [change(page, null)], []],
  ])('%s', (_case, changes, expected) => {
    expect(erasedDocumentIds(changes, personal)).toEqual(expected);
  });
});

describe('scrubbedChange', () => {
  it('keeps the system fields of an erased document and drops its fields and mutations', () => {
    expect(scrubbedChange(change(null, enquiry), new Set(['enquiry.a']))).toEqual({
      documentId: 'enquiry.a',
      before: null,
      after: {
        _id: 'enquiry.a',
        _type: 'enquiry',
        _rev: 'r1',
        _createdAt: '2026-01-01T00:00:00Z',
        _updatedAt: '2026-01-02T00:00:00Z',
      },
      mutations: [],
    });
  });

  it('leaves other documents as they were', () => {
    const kept = change(null, page);
    expect(scrubbedChange(kept, new Set(['enquiry.a']))).toBe(kept);
  });
});
