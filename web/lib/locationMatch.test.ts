import { describe, expect, it } from 'vitest';
import { isInDestination, sharesLocation } from './locationMatch.ts';

describe('sharesLocation', () => {
  it.each<[(string | null)[] | null, string[] | null, boolean]>([
    [['Maldives', 'North Male Atoll'], ['Maldives'], true],
    [['maldives'], ['Maldives'], true],
    [['MALDIVES'], ['maldives'], true],
    [['United Arab Emirates', 'Dubai'], ['Dubai'], true],
    [['Mauritius'], ['Maldives'], false],
    [['Sri Lanka'], ['Sri'], false],
    [[' Seychelles '], ['Seychelles'], true],
    [[], ['Maldives'], false],
    [null, ['Maldives'], false],
    [['Maldives'], [], false],
    [['Maldives'], null, false],
    [[null, 'Thailand'], ['Thailand', 'Phuket'], true],
  ])('%j with %j: %s', (card, page, expected) => {
    expect(sharesLocation(card, page)).toBe(expected);
  });
});

describe('isInDestination', () => {
  it.each<[(string | null)[] | null, string, boolean]>([
    [['Maldives', 'South Male Atoll'], 'maldives', true],
    [['Sri Lanka', 'Bentota'], 'sri-lanka', true],
    [['South Africa', 'Cape Town'], 'south-africa', true],
    [['United Arab Emirates', 'Dubai'], 'dubai', true],
    [['Sri Lanka'], 'sri lanka', true],
    [['Sri Lanka'], 'lanka', false],
    [['Mauritius'], 'maldives', false],
    [['Srilanka'], 'sri-lanka', false],
    [[], 'maldives', false],
    [null, 'maldives', false],
    [['Maldives'], '', false],
  ])('%j in %j: %s', (card, id, expected) => {
    expect(isInDestination(card, id)).toBe(expected);
  });
});
