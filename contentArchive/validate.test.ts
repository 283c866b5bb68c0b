import { describe, expect, it } from 'vitest';
import { archiveProblems, describeProblems, lineProblems } from './validate.ts';

const present = new Set(['images/abc-10x10.png', 'files/notes.txt']);
const exists = (file: string) => present.has(file);

describe('lineProblems', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['{"_id":"a","_type":"page"}', []],
    ['{"_id":"a","_type":"page"', ['not a JSON document']],
    ['[1,2]', ['not a JSON object']],
    ['"text"', ['not a JSON object']],
    ['{"_type":"page"}', ['the document has no "_id"']],
    ['{"_id":"","_type":"page"}', ['the document has no "_id"']],
    ['{"_id":"a"}', ['the document has no "_type"']],
    ['{"_id":7,"_type":3}', ['the document has no "_id"', 'the document has no "_type"']],
    [
      '{"_id":"a","_type":"page","image":{"_sanityAsset":"image@file://./images/abc-10x10.png"}}',
      [],
    ],
    [
      '{"_id":"a","_type":"page","list":[{"file":{"_sanityAsset":"file@file://./files/gone.pdf"}}]}',
      ['the asset file "files/gone.pdf" is not in the archive'],
    ],
    [
      '{"_id":"a","_type":"page","x":{"_sanityAsset":"file@file://./files/../../etc/passwd"}}',
      ['the asset file "files/../../etc/passwd" is not in the archive'],
    ],
    // A hosted URL is fetched by the importer, not looked for in the archive.
    ['{"_id":"a","_type":"page","x":{"_sanityAsset":"image@https://example.com/a.png"}}', []],
  ])('%s', (text, reasons) => {
    const problems = lineProblems(text, 3, exists);
    expect(problems.map((p) => p.line)).toEqual(reasons.map(() => 3));
    expect(problems.map((p) => p.reason.replace(/ \(.*\)$/, ''))).toEqual(reasons);
  });
});

describe('archiveProblems', () => {
  it('numbers lines from 1, counting blank ones', () => {
    const text = ['{"_id":"a","_type":"page"}', '', '{oops', '{"_id":"b"}', ''].join('\n');
    expect(archiveProblems(text, exists).map((p) => p.line)).toEqual([3, 4]);
  });

  it('says how many problems and that nothing was imported', () => {
    const problems = Array.from({ length: 25 }, (_, i) => ({ line: i + 1, reason: 'bad' }));
    const text = describeProblems(problems);
    expect(text).toMatch(/^The archive has 25 problem\(s\); nothing was imported:/);
    expect(text).toContain('  line 20: bad');
    expect(text).not.toContain('line 21:');
    expect(text).toContain('… and 5 more');
  });
});
