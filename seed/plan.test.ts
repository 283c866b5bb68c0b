import { describe, expect, it } from 'vitest';
import { batches, planSeed, sameContent, type SeedableDocument } from './plan.ts';

describe('sameContent', () => {
  it.each<[string, unknown, unknown, boolean]>([
    ['equal scalars', 3, 3, true],
    ['different scalars', 3, 4, false],
    ['null and an object', null, {}, false],
    ['key order does not matter', { a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [
      'system fields are ignored',
      { _id: 'x', a: 1 },
      { _id: 'x', a: 1, _rev: 'r1', _createdAt: 't', _updatedAt: 't' },
      true,
    ],
    ['a missing field differs', { a: 1, b: 2 }, { a: 1 }, false],
    ['an extra field differs', { a: 1 }, { a: 1, c: 3 }, false],
    ['an undefined field is absent', { a: 1, b: undefined }, { a: 1 }, true],
    ['array order matters', [1, 2], [2, 1], false],
    ['array length matters', [1], [1, 1], false],
    ['nested difference', { a: [{ b: { c: 1 } }] }, { a: [{ b: { c: 2 } }] }, false],
    ['nested equality', { a: [{ b: { c: 1 } }] }, { a: [{ b: { c: 1 } }] }, true],
    ['an array and an object', [], {}, false],
  ])('%s', (_name, a, b, expected) => {
    expect(sameContent(a, b)).toBe(expected);
    expect(sameContent(b, a)).toBe(expected);
  });
});

describe('planSeed', () => {
  const doc = (id: string, title: string): SeedableDocument => ({ _id: id, _type: 'page', title });

  it('creates what is missing, replaces what differs and leaves the rest', () => {
    const plan = planSeed(
      [doc('a', 'A'), doc('b', 'B'), doc('c', 'C')],
      [{ ...doc('a', 'A'), _rev: 'r1' }, doc('b', 'edited'), doc('z', 'not ours')],
    );
    expect(plan.create.map((document) => document._id)).toEqual(['c']);
    expect(plan.replace.map((document) => document._id)).toEqual(['b']);
    expect(plan.unchanged).toEqual(['a']);
  });

  it('plans nothing when the dataset already matches', () => {
    const desired = [doc('a', 'A'), doc('b', 'B')];
    const plan = planSeed(
      desired,
      desired.map((document) => ({ ...document, _rev: 'r' })),
    );
    expect(plan.create).toEqual([]);
    expect(plan.replace).toEqual([]);
  });
});

describe('batches', () => {
  it.each([
    [[], 3, []],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[1, 2, 3, 4], 3, [[1, 2, 3], [4]]],
  ])('%j in %i', (items, size, expected) => {
    expect(batches(items, size)).toEqual(expected);
  });
});
