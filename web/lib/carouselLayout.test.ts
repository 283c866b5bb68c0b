import { describe, expect, it } from 'vitest';
import { layoutAt, showsArrows } from './carouselLayout.ts';

describe('layoutAt', () => {
  it.each([
    [280, 1, 24],
    [320, 1, 16],
    [479, 1, 16],
    [480, 1.4, 16],
    [767, 1.4, 16],
    [768, 2, 16],
    [991, 2, 16],
    [992, 3, 25],
    [1920, 3, 25],
  ])('%i px → %d per view, %i px gap', (width, perView, gap) => {
    expect(layoutAt(width)).toEqual({ slidesPerView: perView, spaceBetween: gap });
  });
});

describe('showsArrows', () => {
  it.each([
    [3, 3, false],
    [4, 3, true],
    [1, 1, false],
    [2, 1.4, true],
    [1, 1.4, false],
    [0, 1, false],
  ])('%i slides at %d per view → %s', (count, perView, expected) => {
    expect(showsArrows(count, perView)).toBe(expected);
  });
});
