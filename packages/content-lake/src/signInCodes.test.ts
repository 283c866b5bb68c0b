import { describe, expect, it } from 'vitest';
import { SignInCodes } from './signInCodes.ts';

describe('one-time sign-in codes', () => {
  const clock = () => {
    let time = 1_000_000;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it.each([
    ['at once', 0, true],
    ['a moment before it expires', 59_999, true],
    ['when it expires', 60_000, false],
    ['long after', 3_600_000, false],
  ])('a code used %s works: %s', (_when, wait, works) => {
    const time = clock();
    const codes = new SignInCodes({ lifetimeMs: 60_000, now: time.now });
    const code = codes.issue() as string;
    time.advance(wait);
    expect(codes.redeem(code)).toBe(works);
  });

  it('spends a code on its first use', () => {
    const codes = new SignInCodes();
    const code = codes.issue() as string;
    expect(codes.redeem(code)).toBe(true);
    expect(codes.redeem(code)).toBe(false);
  });

  it.each(['', 'not-a-code', 'x'.repeat(24)])('refuses a code it never issued: %j', (guess) => {
    const codes = new SignInCodes();
    codes.issue();
    expect(codes.redeem(guess)).toBe(false);
  });

  it('issues no more than twenty waiting codes, and again once they expire', () => {
    const time = clock();
    const codes = new SignInCodes({ lifetimeMs: 1_000, now: time.now });
    const issued = Array.from({ length: 25 }, () => codes.issue());
    expect(issued.filter(Boolean)).toHaveLength(20);
    time.advance(1_000);
    expect(codes.issue()).toBeTypeOf('string');
  });
});
