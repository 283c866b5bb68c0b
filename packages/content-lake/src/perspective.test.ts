import { describe, expect, it } from 'vitest';
import { documentsInPerspective, parsePerspective, type Perspective } from './perspective.ts';
import type { LakeDocument } from './types.ts';

const doc = (id: string, title: string, extra: Record<string, unknown> = {}): LakeDocument => ({
  _id: id,
  _type: 'journey',
  title,
  ...extra,
});

const documents = [
  doc('a', 'A published'),
  doc('b', 'B published'),
  doc('c', 'C published'),
  doc('drafts.a', 'A draft'),
  doc('drafts.d', 'D draft only'),
  doc('versions.spring.a', 'A in spring'),
  doc('versions.spring.b', 'B unpublished in spring', { _system: { delete: true } }),
].sort((x, y) => (x._id < y._id ? -1 : 1));

const titles = (perspective: Perspective) =>
  documentsInPerspective(documents, perspective).map((d) => `${d._id}=${String(d.title)}`);

describe('parsePerspective', () => {
  it.each([
    ['raw', { kind: 'raw' }],
    ['published', { kind: 'published' }],
    ['drafts', { kind: 'stack', layers: ['drafts'] }],
    ['previewDrafts', { kind: 'stack', layers: ['drafts'] }],
    ['spring,drafts', { kind: 'stack', layers: ['spring', 'drafts'] }],
    ['spring,drafts,published', { kind: 'stack', layers: ['spring', 'drafts'] }],
    ['', undefined],
    ['raw,drafts', undefined],
    ['bad name!', undefined],
  ])('%j → %j', (input, expected) => {
    expect(parsePerspective(input)).toEqual(expected);
  });
});

describe('documentsInPerspective', () => {
  it('published hides drafts and versions', () => {
    expect(titles({ kind: 'published' })).toEqual([
      'a=A published',
      'b=B published',
      'c=C published',
    ]);
  });

  it('drafts lays drafts over published documents and keeps draft-only ones', () => {
    expect(titles({ kind: 'stack', layers: ['drafts'] })).toEqual([
      'a=A draft',
      'b=B published',
      'c=C published',
      'd=D draft only',
    ]);
    const a = documentsInPerspective(documents, { kind: 'stack', layers: ['drafts'] })[0];
    expect(a?._originalId).toBe('drafts.a');
  });

  it('a release stack prefers the release, hides its unpublished documents', () => {
    expect(titles({ kind: 'stack', layers: ['spring', 'drafts'] })).toEqual([
      'a=A in spring',
      'c=C published',
      'd=D draft only',
    ]);
  });

  it('raw sees everything', () => {
    expect(titles({ kind: 'raw' })).toHaveLength(documents.length);
  });
});
