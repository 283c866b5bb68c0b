import { describe, expect, it } from 'vitest';
import { fromPage } from './fromPage.ts';

const own = '/talk-to-an-expert';
const at = (search: string) => new URL(`https://example.test${own}${search}`);

describe('fromPage', () => {
  it.each([
    ['?from=/journeys/asia', '/journeys/asia'],
    ['?from=/picks?x=1', '/picks?x=1'],
    ['', own],
    ['?from=', own],
    ['?from=journeys', own],
    ['?from=https://elsewhere.test/', own],
    ['?from=/with space', own],
    [`?from=/${'a'.repeat(200)}`, own],
  ])('%s gives %s', (search, expected) => {
    expect(fromPage(at(search), own)).toBe(expected);
  });
});
