import { describe, expect, it } from 'vitest';
import { hasTag, normaliseTag, regionForTag } from './tags.ts';

describe('normaliseTag', () => {
  it.each([
    ['Asia', 'asia'],
    ['Thailand', 'thailand'],
    ['Sri Lanka', 'sri-lanka'],
    ['Indian Ocean', 'indian-ocean'],
    ['  Indian   Ocean  ', 'indian-ocean'],
    ['South\tAfrica', 'south-africa'],
    ['indian-ocean', 'indian-ocean'],
    ['', ''],
  ])('%j → %j', (tag, expected) => {
    expect(normaliseTag(tag)).toBe(expected);
  });
});

describe('hasTag', () => {
  it.each<[(string | null)[] | null, string, boolean]>([
    [['Asia', 'Thailand'], 'asia', true],
    [['Asia', 'Thailand'], 'thailand', true],
    [['Asia', 'Sri Lanka'], 'sri-lanka', true],
    [['Indian Ocean', 'Maldives'], 'indian-ocean', true],
    [[' indian  ocean '], 'indian-ocean', true],
    [['Asia', 'Thailand'], 'africa', false],
    [['Sri Lanka'], 'sri', false],
    [['Sri Lanka'], 'lanka', false],
    [[], 'asia', false],
    [null, 'asia', false],
    [[null, 'Africa'], 'africa', true],
    [['Asia'], '', false],
  ])('%j has %j: %s', (tags, id, expected) => {
    expect(hasTag(tags, id)).toBe(expected);
  });
});

describe('regionForTag', () => {
  const journeys = [
    { tags: ['Asia', 'Thailand'] },
    { tags: ['Asia', 'Sri Lanka', 'Maldives'] },
    { tags: ['Indian Ocean', 'Maldives'] },
    { tags: ['Africa', 'Botswana'] },
    { tags: ['Europe', 'Italy'] },
  ];
  const regions = ['asia', 'indian-ocean', 'africa'];
  it.each<[string, string | null]>([
    ['asia', 'asia'],
    ['Indian Ocean', 'indian-ocean'],
    ['thailand', 'asia'],
    ['sri-lanka', 'asia'],
    ['maldives', 'asia'],
    ['botswana', 'africa'],
    ['italy', null],
    ['peru', null],
  ])('%s → %s', (id, expected) => {
    expect(regionForTag(journeys, id, regions)).toBe(expected);
  });
});
