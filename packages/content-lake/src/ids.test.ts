import { describe, expect, it } from 'vitest';
import { isPrivateId, isValidDocumentId, publishedIdOf, randomKey, releaseOf } from './ids.ts';

describe('document ids', () => {
  it.each([
    ['journey-1', 'journey-1', undefined, false],
    ['drafts.journey-1', 'journey-1', undefined, true],
    ['versions.spring.journey-1', 'journey-1', 'spring', true],
    ['enquiry.abc', 'enquiry.abc', undefined, true],
  ])('%s: published id %s, release %s, private %s', (id, published, release, hidden) => {
    expect(publishedIdOf(id)).toBe(published);
    expect(releaseOf(id)).toBe(release);
    expect(isPrivateId(id)).toBe(hidden);
  });

  it.each([
    ['journey-1', true],
    ['drafts.journey-1', true],
    ['image-abc-10x10-jpg', true],
    ['', false],
    ['-starts-with-dash', false],
    ['has space', false],
    ['double..dot', false],
    ['x'.repeat(201), false],
  ])('%j valid: %s', (id, valid) => {
    expect(isValidDocumentId(id)).toBe(valid);
  });

  it('makes random keys of the asked length from letters and digits', () => {
    const keys = new Set(Array.from({ length: 200 }, () => randomKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9]{22}$/);
    expect(randomKey(8)).toHaveLength(8);
  });
});
