import { describe, expect, it } from 'vitest';
import { paymentTestFormServed } from './paymentTestForm.ts';

describe('paymentTestFormServed', () => {
  it.each([
    [undefined, true, false],
    [undefined, false, true],
    [true, true, true],
    [false, true, false],
    [true, false, true],
    [false, false, false],
  ])('setting %j in a production build %j: served %j', (setting, production, served) => {
    expect(paymentTestFormServed(setting, production)).toBe(served);
  });
});
