/**
 * The site's default share card: the brand's mark (a low sun over a calm horizon, as in the
 * logo) drawn large in gold on the site's ink, with its light on the water and a fine gold
 * frame. No lettering: the share card's title and site name already say the name, and letters
 * drawn here would depend on the fonts of the machine that seeds.
 */
import { linearGradient, o, r, radialGradient, type Canvas } from './canvas.ts';

/** The site's ink and light gold (the colours of the logo and the Studio's mark). */
export const BRAND_INK = '#1f2b2d';
export const BRAND_GOLD = '#c8a46e';
const INK_DEEP = '#162022';
const INK_LIFT = '#2a3a3d';

/** The mark's own geometry, in the logo's 25-unit box. */
const MARK = { sunX: 12.5, horizon: 15, sunRadius: 6.5, rule: 16, shortRule: 10, gap: 2.5 };

export function shareCard(canvas: Canvas): string {
  const { width, height, random } = canvas;
  // The mark about two fifths of the card's height, with room for its light on the water.
  const unit = Math.min(width, height) / 38;
  const cx = width / 2;
  const horizon = height * 0.54;
  const radius = MARK.sunRadius * unit;
  const stroke = 1.2 * unit;

  const ground = linearGradient(canvas, [
    [0, INK_DEEP],
    [0.54, INK_LIFT],
    [1, INK_DEEP],
  ]);
  const glow = radialGradient(canvas, [
    [0, BRAND_GOLD, 0.32],
    [0.45, BRAND_GOLD, 0.08],
    [1, BRAND_GOLD, 0],
  ]);
  const sun = `<path d="M${r(cx - radius)},${r(horizon)} A${r(radius)},${r(radius)} 0 0 1 ${r(cx + radius)},${r(horizon)} Z" fill="${BRAND_GOLD}"/>`;
  const rules = [MARK.rule, MARK.shortRule]
    .map((length, index) => {
      const y = horizon + MARK.gap * unit * (index + 1);
      const half = (length * unit) / 2;
      return `<path d="M${r(cx - half)},${r(y)} H${r(cx + half)}" stroke="${BRAND_GOLD}" stroke-width="${r(stroke)}" stroke-linecap="round"/>`;
    })
    .join('');

  // The sun's light on still water: fine strokes below the mark, shorter and fainter with depth.
  let reflection = '';
  const first = horizon + MARK.gap * unit * 3;
  for (let y = first, row = 0; y < height * 0.86; y += unit * random.range(1.1, 1.5), row++) {
    const half = radius * (0.85 - row * 0.1) * random.range(0.85, 1.1);
    if (half <= unit) break;
    const shift = random.range(-0.6, 0.6) * unit;
    reflection += `<path d="M${r(cx + shift - half)},${r(y)} H${r(cx + shift + half)}" stroke="${BRAND_GOLD}" stroke-width="${r(stroke * 0.45)}" stroke-linecap="round" opacity="${o(0.6 - row * 0.08)}"/>`;
  }

  // The horizon itself, a hairline across the card, so the mark sits in a landscape.
  const inset = unit * 1.6;
  const line = `<path d="M${r(inset)},${r(horizon)} H${r(width - inset)}" stroke="${BRAND_GOLD}" stroke-width="${r(Math.max(1, unit * 0.12))}" opacity="0.35"/>`;
  const frame = `<rect x="${r(inset)}" y="${r(inset)}" width="${r(width - inset * 2)}" height="${r(height - inset * 2)}" fill="none" stroke="${BRAND_GOLD}" stroke-width="${r(Math.max(1, unit * 0.1))}" opacity="0.6"/>`;

  return (
    `<rect width="${width}" height="${height}" fill="${BRAND_INK}"/>` +
    `<rect width="${width}" height="${height}" fill="${ground}"/>` +
    `<circle cx="${r(cx)}" cy="${r(horizon)}" r="${r(radius * 3.2)}" fill="${glow}"/>` +
    line +
    sun +
    rules +
    reflection +
    frame
  );
}
