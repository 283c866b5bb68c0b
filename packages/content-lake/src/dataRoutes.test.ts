import { describe, expect, it } from 'vitest';
import { answerText } from './dataRoutes.ts';

const syncTags = ['s1:abc', 's1:def'];

describe('answerText', () => {
  it.each([
    ['with the query', '*[_id == "a"]', '[{"_id":"a"}]', 1.5],
    ['without the query', undefined, 'null', 0],
    ['with a query that needs escaping', '*[title == "Sea \\"view\\""]\n', '{"n":1}', 12.25],
  ])('writes the answer %s as JSON.stringify would', (_case, query, resultJson, ms) => {
    const expected = JSON.stringify(
      query === undefined
        ? { result: JSON.parse(resultJson) as unknown, syncTags, ms }
        : { query, result: JSON.parse(resultJson) as unknown, syncTags, ms },
    );
    expect(answerText(query, resultJson, syncTags, ms)).toBe(expected);
  });
});
