import { describe, expect, it } from 'vitest';
import { hashScrollTop, isAppleHandheld } from './scrollTarget.ts';

describe('isAppleHandheld', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 0, true],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 5, true],
    ['Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X)', 0, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 5, true],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1.15', 0, false],
    ['Mozilla/5.0 (Linux; Android 15; Pixel 9) Chrome/140.0', 5, false],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/140.0', 0, false],
  ])('%s with %i touch points → %s', (userAgent, touchPoints, expected) => {
    expect(isAppleHandheld(userAgent, touchPoints)).toBe(expected);
  });
});

describe('hashScrollTop', () => {
  it.each([
    [500, 0, 420],
    [500, 1000, 1420],
    [40, 0, 0],
    [-300, 1000, 620],
  ])('element at %i in view, scrolled %i → %i', (top, scroll, expected) => {
    expect(hashScrollTop(top, scroll)).toBe(expected);
  });
});
