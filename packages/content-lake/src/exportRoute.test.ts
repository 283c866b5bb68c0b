import { describe, expect, it } from 'vitest';
import { checksumHeaders } from './assetRoutes.ts';
import { fileMimeType } from './assets.ts';
import { exportedDocuments, typesParameter } from './exportRoute.ts';
import type { LakeDocument } from './types.ts';

const doc = (_id: string, _type: string) => ({ _id, _type }) as LakeDocument;
const all = [
  doc('journey-a', 'journey'),
  doc('drafts.journey-a', 'journey'),
  doc('versions.r1.journey-a', 'journey'),
  doc('enquiry-1', 'enquiry'),
  doc('image-x', 'sanity.imageAsset'),
];

describe('exportedDocuments', () => {
  it.each([
    [{ withToken: true }, all.map((d) => d._id)],
    [{ withToken: false }, ['journey-a', 'image-x']],
    [
      { withToken: true, types: ['journey'] },
      ['journey-a', 'drafts.journey-a', 'versions.r1.journey-a'],
    ],
    [{ withToken: false, types: ['enquiry'] }, []],
    [{ withToken: true, types: ['enquiry', 'sanity.imageAsset'] }, ['enquiry-1', 'image-x']],
    [{ withToken: true, types: [] }, all.map((d) => d._id)],
  ])('%j', (options, ids) => {
    expect(exportedDocuments(all, options).map((d) => d._id)).toEqual(ids);
  });
});

describe('typesParameter', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['journey', ['journey']],
    ['journey, page,,', ['journey', 'page']],
  ])('%j', (value, types) => {
    expect(typesParameter(value)).toEqual(types);
  });
});

describe('fileMimeType', () => {
  it.each([
    ['text/csv', 'txt', 'text/csv'],
    [undefined, 'txt', 'text/plain'],
    ['application/octet-stream', 'pdf', 'application/pdf'],
    [undefined, 'weird', 'application/octet-stream'],
    ['application/octet-stream', 'bin', 'application/octet-stream'],
  ])('%s with .%s is %s', (given, extension, expected) => {
    expect(fileMimeType(given, extension)).toBe(expected);
  });
});

describe('checksumHeaders', () => {
  it('gives the sha1 and md5 of the bytes, as hosted Sanity does', () => {
    expect(checksumHeaders(Buffer.from('abc'))).toEqual({
      'x-sanity-sha1': 'a9993e364706816aba3e25717850c26c9cd0d89d',
      'x-sanity-md5': '900150983cd24fb0d6963f7d28e17f72',
    });
  });
});
