/**
 * What narrowing reads from a filter: the `_type` and `_id` constants a `*[…]` requires. That
 * narrowing never changes an answer is checked with the site's own queries in the host's
 * server/lakeNarrowing.test.ts.
 */
import { parse, type ExprNode } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { requirements } from './narrowing.ts';

describe('requirements', () => {
  const of = (filter: string) =>
    requirements((parse(`*[${filter}]`) as unknown as { expr: ExprNode }).expr);
  it.each([
    ['_type == "journey"', { _type: ['journey'] }],
    ['"journey" == _type', { _type: ['journey'] }],
    ['_type == "journey" && slug.current == "x"', { _type: ['journey'] }],
    ['(_type == "a") && defined(slug)', { _type: ['a'] }],
    ['_type in ["a", "b"]', { _type: ['a', 'b'] }],
    ['_type in ["a", "b"] && _type == "b"', { _type: ['b'] }],
    ['_type == "a" && _type == "b"', { _type: [] }],
    ['_id == "x"', { _id: ['x'] }],
    ['_id in ["x", "y"] && _type == "page"', { _id: ['x', 'y'], _type: ['page'] }],
    ['_type == "a" || _type == "b"', {}],
    ['!(_type == "a")', {}],
    ['_type != "a"', {}],
    ['slug.current == "x"', {}],
    ['_type in path("a.**")', {}],
    ['a._type == "x"', {}],
    ['_type == 3', {}],
    ['_type in ["a", 1]', {}],
    ['_type in [...["a"]]', {}],
    ['_type match "jour*"', {}],
  ])('%s', (filter, expected) => {
    expect(of(filter)).toEqual(expected);
  });
});
