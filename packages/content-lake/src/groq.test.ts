import { describe, expect, it } from 'vitest';
import { LakeError } from './errors.ts';
import { RESULT_LIMIT_BYTES, matchesFilter, resultJson, runQuery } from './groq.ts';

const documents = Array.from({ length: 5 }, (_, n) => ({ _id: `d${n}`, _type: 'journey', n }));
const run = (query: string, params: Record<string, unknown> = {}, timeLimitMs = 1000) =>
  runQuery({ query, params, documents, timeLimitMs });

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof LakeError) return { status: error.status, ...error.body.error };
  }
  return undefined;
};

describe('runQuery', () => {
  it.each([
    [
      'a slice bounded by a parameter (as the Studio lists documents)',
      '*[_type == "journey"] | order(n desc) [0...$limit].n',
      { limit: 2 },
      [4, 3],
    ],
    ['a dollar sign inside a string', '*[_id == "$d1"]._id', {}, []],
    ['a parameter named only in a comment', '// uses $nothing\ncount(*)', {}, 5],
    ['the same query with other parameters', '*[n == $n][0]._id', { n: 3 }, 'd3'],
    ['the same query again', '*[n == $n][0]._id', { n: 1 }, 'd1'],
  ])('evaluates %s', async (_name, query, params, expected) => {
    expect(await run(query, params)).toEqual(expected);
  });

  it.each([
    ['*[_type == ', 'queryParseError', 400],
    ['*[_type == $missing]', 'queryParseError', 400],
    ['*[0...$limit]', 'queryParseError', 400],
    ['*[text::query("safari")]', 'queryExecutionError', 400],
  ])('answers %s with %s', async (query, type, status) => {
    expect(await failure(run(query))).toMatchObject({
      type,
      status,
      query: expect.any(String) as string,
    });
  });

  it('stops at the time limit with a 408', async () => {
    const many = Array.from({ length: 2000 }, (_, n) => ({ _id: `m${n}`, _type: 'n', n }));
    const slow = runQuery({
      query: '*{ "c": count(*[n > ^.n]) }',
      params: {},
      documents: many,
      timeLimitMs: 10,
    });
    expect(await failure(slow)).toMatchObject({ status: 408, type: 'queryTimeoutError' });
  });
});

describe('matchesFilter', () => {
  it.each([
    ['*[_type == "journey"]', {}, { _id: 'a', _type: 'journey' }, true],
    ['*[_type == "journey"]', {}, { _id: 'a', _type: 'page' }, false],
    ['*[_id in $ids]', { ids: ['a', 'drafts.a'] }, { _id: 'drafts.a', _type: 'page' }, true],
    ['*[_type == "journey"]', {}, null, false],
  ])('%s %j on %j → %s', async (query, params, doc, expected) => {
    expect(await matchesFilter(query, params, doc)).toBe(expected);
  });
});

describe('resultJson', () => {
  const throwing = (error: Error) => ({
    toJSON() {
      throw error;
    },
  });

  it.each([
    ['an array', [{ _id: 'a' }], '[{"_id":"a"}]'],
    ['nothing at all', undefined, 'null'],
    ['a string', 'Maldives', '"Maldives"'],
  ])('writes %s as JSON', (_case, result, expected) => {
    expect(resultJson(result)).toBe(expected);
  });

  it.each([
    ['over the limit', 'x'.repeat(RESULT_LIMIT_BYTES)],
    ['too large for the engine to write', throwing(new RangeError('Invalid string length'))],
  ])('refuses a result %s as the query’s fault, a 400', (_case, result) => {
    expect(() => resultJson(result)).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringMatching(/too large/) }),
    );
  });

  it('leaves any other failure as it was', () => {
    expect(() => resultJson(throwing(new TypeError('cyclic')))).toThrow(TypeError);
  });
});
