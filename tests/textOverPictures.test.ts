import { describe, expect, it } from 'vitest';
import {
  type Colour,
  composite,
  contrastRatio,
  isLargeText,
  parseCssColour,
  percentile,
  pixelsIn,
  relativeLuminance,
  requiredRatio,
  sameBoxes,
  worstCaseContrast,
} from './e2e/textOverPictures.ts';

// The pure part of the text-over-pictures measure; its browser test is in tests/e2e (Playwright
// would take a `.test.ts` file there for one of its own).

const WHITE: Colour = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Colour = { r: 0, g: 0, b: 0, a: 1 };
const grey = (level: number): Colour => ({ r: level, g: level, b: level, a: 1 });

describe('relative luminance and contrast, by WCAG’s formula', () => {
  it.each([
    ['white', WHITE, 1],
    ['black', BLACK, 0],
    ['the site’s ink #1f2b2d', parseCssColour('rgb(31, 43, 45)'), 0.0221],
    ['mid grey #777', grey(0x77), 0.1845],
    ['pure red', { r: 255, g: 0, b: 0, a: 1 }, 0.2126],
  ])('%s has luminance %s', (_name, colour, luminance) => {
    expect(relativeLuminance(colour)).toBeCloseTo(luminance, 4);
  });

  it.each([
    ['white on black', WHITE, BLACK, 21],
    ['black on white', BLACK, WHITE, 21],
    ['white on #777, just under 4.5', WHITE, grey(0x77), 4.48],
    ['white on #767676, the palest grey that passes', WHITE, grey(0x76), 4.54],
    ['a colour on itself', grey(0x80), grey(0x80), 1],
  ])('%s is %s:1', (_name, first, second, ratio) => {
    expect(contrastRatio(relativeLuminance(first), relativeLuminance(second))).toBeCloseTo(
      ratio,
      2,
    );
  });
});

describe('colours as the browser computes them', () => {
  it.each([
    ['rgb(255, 255, 255)', WHITE],
    ['rgba(20, 28, 30, 0.72)', { r: 20, g: 28, b: 30, a: 0.72 }],
    ['rgb(20 28 30 / 50%)', { r: 20, g: 28, b: 30, a: 0.5 }],
  ])('%s', (css, colour) => {
    expect(parseCssColour(css)).toEqual(colour);
  });

  it('refuses a colour it cannot read, rather than guess', () => {
    expect(() => parseCssColour('color(display-p3 1 1 1)')).toThrow(/Not an rgb/);
  });

  it('lays a translucent colour over an opaque one', () => {
    expect(composite({ ...WHITE, a: 0.5 }, BLACK)).toEqual({ r: 127.5, g: 127.5, b: 127.5, a: 1 });
  });
});

describe('large text, by WCAG’s sizes', () => {
  it.each([
    [16, 400, false, 4.5],
    [23.9, 700, true, 3],
    [18.66, 700, true, 3],
    [18.66, 600, false, 4.5],
    [18.5, 700, false, 4.5],
    [24, 400, true, 3],
    [83.2, 400, true, 3],
  ])('%s px at weight %s: large %s, needs %s:1', (size, weight, large, ratio) => {
    expect(isLargeText(size, weight)).toBe(large);
    expect(requiredRatio(size, weight)).toBe(ratio);
  });
});

describe('percentile, by nearest rank', () => {
  it.each([
    [[5], 5, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 5, 1],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 50, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 95, 10],
    [[10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 0, 1],
    [[3, 1, 2], 100, 3],
  ])('of %j at %s is %s', (values, p, expected) => {
    expect(percentile(values, p)).toBe(expected);
  });

  it('has nothing to say of no values', () => {
    expect(() => percentile([], 5)).toThrow(/No values/);
  });
});

describe('pixels behind the glyphs', () => {
  // A 4 × 2 RGBA picture: a black left half and a white right half.
  const picture = {
    width: 4,
    height: 2,
    channels: 4,
    data: Uint8Array.from(
      [0, 0, 255, 255, 0, 0, 255, 255].flatMap((level) => [level, level, level, 255]),
    ),
  };

  it('takes each pixel once, inside the picture only', () => {
    const colours = pixelsIn(picture, [
      { x: -2, y: -2, width: 3.5, height: 3 },
      { x: 1, y: 0, width: 2, height: 1 },
    ]);
    expect(colours.map((colour) => colour.r)).toEqual([0, 0, 255]);
  });

  it('finds nothing in a rectangle outside the picture', () => {
    expect(pixelsIn(picture, [{ x: 10, y: 0, width: 2, height: 2 }])).toEqual([]);
  });
});

describe('the worst case of text over a picture', () => {
  const background = (pale: number, dark: number) => [
    ...Array.from({ length: pale }, () => grey(0xdd)),
    ...Array.from({ length: dark }, () => grey(0x22)),
  ];

  it.each([
    ['white on an even dark ground', WHITE, background(0, 100), 15.91],
    ['white with 4% of its ground pale: the specks are forgiven', WHITE, background(4, 96), 15.91],
    ['white with 6% of its ground pale: those words fail', WHITE, background(6, 94), 1.36],
    ['ink with 6% of its ground dark: measured against the dark', BLACK, background(94, 6), 1.32],
    [
      'white at half strength on dark: laid over the ground first',
      { ...WHITE, a: 0.5 },
      background(0, 10),
      5.02,
    ],
  ])('%s', (_name, text, pixels, ratio) => {
    expect(worstCaseContrast(text, pixels)).toBeCloseTo(ratio, 2);
  });

  it('has nothing to say without a background', () => {
    expect(() => worstCaseContrast(WHITE, [])).toThrow(/No background/);
  });
});

describe('words that hold still between two readings', () => {
  const box = { x: 100, y: 390, width: 120, height: 18 };
  const reading = [{ mark: '0', rects: [box] }];

  it.each([
    ['the same boxes', [{ mark: '0', rects: [{ ...box }] }], true],
    ['a box within half a pixel', [{ mark: '0', rects: [{ ...box, x: 100.4 }] }], true],
    ['a card moved 25 px by its carousel', [{ mark: '0', rects: [{ ...box, x: 125 }] }], false],
    ['a line wrapped anew', [{ mark: '0', rects: [box, box] }], false],
    ['the words gone from the window', [], false],
    ['other words in their place', [{ mark: '1', rects: [box] }], false],
  ])('%s: still %s', (_name, second, still) => {
    expect(sameBoxes(reading, second)).toBe(still);
  });
});
