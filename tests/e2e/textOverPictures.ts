/**
 * The contrast of text laid over a picture, measured from the pixels behind it (WCAG 2.2, 1.4.3).
 * axe cannot judge text on a picture and leaves it "to review"; the browser test
 * (`textOverPictures.spec.ts`) photographs the background with the words made transparent, and
 * this pure part turns those pixels into a ratio a test can hold to the criterion.
 */

/** A colour in sRGB: channels 0 to 255, alpha 0 to 1. */
export interface Colour {
  readonly r: number;
  readonly g: number;
  readonly b: number;
  readonly a: number;
}

/** A rectangle in the pixels of a picture, which may reach past its edges. */
export interface PixelRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Some marked words and the boxes of their glyphs, as read from the page. */
export interface BoxedWords {
  readonly mark: string;
  readonly rects: readonly PixelRect[];
}

/** How far, in CSS pixels, a box may seem to move between two readings and be still. */
const STILL = 0.5;

/**
 * Whether two readings of the words in the window find the same words in the same places: if
 * not, something moved them in between (a carousel starting, a late picture), and a screenshot
 * taken between the readings may show them anywhere.
 */
export function sameBoxes(first: readonly BoxedWords[], second: readonly BoxedWords[]): boolean {
  const near = (a: number, b: number) => Math.abs(a - b) <= STILL;
  return (
    first.length === second.length &&
    first.every((words, index) => {
      const other = second[index];
      return (
        other !== undefined &&
        other.mark === words.mark &&
        other.rects.length === words.rects.length &&
        words.rects.every((rect, at) => {
          const moved = other.rects[at];
          return (
            moved !== undefined &&
            near(rect.x, moved.x) &&
            near(rect.y, moved.y) &&
            near(rect.width, moved.width) &&
            near(rect.height, moved.height)
          );
        })
      );
    })
  );
}

/** Decoded pixels, row by row, `channels` bytes each (3 for RGB, 4 for RGBA). */
export interface Pixels {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

/** WCAG 1.4.3's least ratios: for normal text, and for large text. */
export const NORMAL_TEXT_RATIO = 4.5;
export const LARGE_TEXT_RATIO = 3;

/**
 * The share of the glyph area whose background may be worse than the ratio reported: the
 * ratio is the one the text keeps over 95% of the pixels behind it (see `worstCaseContrast`).
 */
export const WORST_CASE_PERCENTILE = 5;

/** A computed CSS colour as Chromium writes it: `rgb(r, g, b)` or `rgba(r, g, b, a)`. */
export function parseCssColour(value: string): Colour {
  const match =
    /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(
      value.trim(),
    );
  if (!match) throw new Error(`Not an rgb() colour: ${value}`);
  const [, r, g, b, alpha] = match;
  const a =
    alpha === undefined
      ? 1
      : alpha.endsWith('%')
        ? Number(alpha.slice(0, -1)) / 100
        : Number(alpha);
  return { r: Number(r), g: Number(g), b: Number(b), a };
}

/** One sRGB channel (0 to 255) as linear light, by WCAG 2.2's formula. */
function linear(channel: number): number {
  const c = channel / 255;
  // WCAG 2.2 corrected 2.0's 0.03928 to sRGB's own 0.04045; no 8-bit value lies between them.
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG's relative luminance of an opaque colour: 0 for black, 1 for white. */
export function relativeLuminance({ r, g, b }: Colour): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG's contrast ratio of two luminances, from 1 to 21, whichever is the lighter. */
export function contrastRatio(first: number, second: number): number {
  const [lighter, darker] = first >= second ? [first, second] : [second, first];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `top` painted over an opaque `bottom`, mixed in sRGB as a browser paints it. */
export function composite(top: Colour, bottom: Colour): Colour {
  const mix = (over: number, under: number) => over * top.a + under * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** The `p`th percentile (0 to 100) of `values` by nearest rank: a value that occurs. */
export function percentile(values: ArrayLike<number>, p: number): number {
  if (values.length === 0) throw new Error('No values to take a percentile of');
  const sorted = Float64Array.from(values).sort();
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

/**
 * Whether text is "large" to WCAG: at least 18 point (24 CSS px), or 14 point (18.66 px) and
 * bold. A computed size is rounded to a hundredth of a pixel, so 14 pt is allowed that much.
 */
export function isLargeText(fontSizePx: number, fontWeight: number): boolean {
  return fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700);
}

/** The least ratio WCAG 1.4.3 asks of text of this size and weight. */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  return isLargeText(fontSizePx, fontWeight) ? LARGE_TEXT_RATIO : NORMAL_TEXT_RATIO;
}

/** The colours of the pixels inside any of `rects` (each counted once), clipped to the picture. */
export function pixelsIn(pixels: Pixels, rects: readonly PixelRect[]): Colour[] {
  const { data, width, height, channels } = pixels;
  const seen = new Uint8Array(width * height);
  const colours: Colour[] = [];
  for (const rect of rects) {
    const left = Math.max(0, Math.floor(rect.x));
    const top = Math.max(0, Math.floor(rect.y));
    const right = Math.min(width, Math.ceil(rect.x + rect.width));
    const bottom = Math.min(height, Math.ceil(rect.y + rect.height));
    for (let y = top; y < bottom; y++) {
      for (let x = left; x < right; x++) {
        const index = y * width + x;
        if (seen[index]) continue;
        seen[index] = 1;
        const at = index * channels;
        colours.push({ r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0, a: 1 });
      }
    }
  }
  return colours;
}

/**
 * The contrast the text keeps over all but the worst 5% of its background: for each pixel
 * behind the glyphs, the ratio of the text's colour (laid over that pixel, if translucent) to
 * the pixel, then the 5th percentile of those ratios.
 *
 * Why not the worst pixel: a picture's single brightest specks (a glint on the sea, the edge of
 * a cloud) fall between the strokes of a letter as often as under them, and one of them would
 * fail a caption no reader finds hard. Why not the average: a bright band under part of a line
 * leaves those words hard to read however dark the rest. Over 95% of the area is a worst case
 * that a word-sized bright patch still fails: light text is measured against the 95th
 * percentile of the background's luminance, dark text against the 5th.
 */
export function worstCaseContrast(text: Colour, background: readonly Colour[]): number {
  if (background.length === 0) throw new Error('No background pixels behind the text');
  const ratios = background.map((pixel) =>
    contrastRatio(relativeLuminance(composite(text, pixel)), relativeLuminance(pixel)),
  );
  return percentile(ratios, WORST_CASE_PERCENTILE);
}
