import { describe, expect, it } from 'vitest';
import { answerText } from './dataRoutes.ts';
import { LakeError } from './errors.ts';

describe('answerText', () => {
  it('writes a query answer as JSON', () => {
    expect(answerText({ result: [{ _id: 'a' }], ms: 1 })).toBe('{"result":[{"_id":"a"}],"ms":1}');
  });

  it('answers a result too large to write with a clear 400', () => {
    // What JSON.stringify throws when the string would pass the engine's limit.
    const huge = {
      toJSON() {
        throw new RangeError('Invalid string length');
      },
    };
    const attempt = () => answerText({ result: huge });
    expect(attempt).toThrow(LakeError);
    expect(attempt).toThrow(/too large to send/);
    try {
      attempt();
    } catch (error) {
      expect((error as LakeError).status).toBe(400);
    }
  });

  it('leaves any other failure as it was', () => {
    const broken = {
      toJSON() {
        throw new TypeError('boom');
      },
    };
    expect(() => answerText({ result: broken })).toThrow(TypeError);
  });
});
