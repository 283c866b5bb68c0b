/**
 * A specialist's drawn portrait: head and shoulders in the posters' flat, muted manner, over a
 * soft sky of the mood's colours and a low horizon. Drawn, never photographed, so the seeded
 * team are plainly not real people; the key chooses hair, skin, clothing and pose.
 */
import { type Canvas, linearGradient, r, smoothPath, type Point } from './canvas.ts';
import { mix } from './palette.ts';

const SKIN = ['#f1d3bd', '#e2b594', '#c68e67', '#9a6446', '#6e4630'] as const;
const HAIR = ['#2b211c', '#4a3426', '#7a5436', '#b48a5a', '#8e8a86', '#1d1a19'] as const;
const CLOTH = ['#2f3e4e', '#5b4a3f', '#7a8a7c', '#a66f54', '#3f4b3a', '#e7dccb'] as const;

type HairStyle = 'short' | 'long' | 'bun' | 'crop';

export function portraitScene(canvas: Canvas): string {
  const { width: w, height: h, random, palette } = canvas;
  const skin = random.pick(SKIN);
  const hair = random.pick(HAIR);
  const cloth = random.pick(CLOTH);
  const style = random.pick<HairStyle>(['short', 'long', 'bun', 'crop']);
  const tilt = random.range(-0.04, 0.04);
  const cx = w * random.range(0.47, 0.53);

  const background =
    `<rect width="${w}" height="${h}" fill="${linearGradient(canvas, [
      [0, palette.skyTop],
      [0.55, palette.skyMid],
      [1, palette.skyHorizon],
    ])}"/>` +
    `<path d="M0,${r(h * 0.72)} Q${r(w * 0.35)},${r(h * 0.66)} ${r(w)},${r(h * 0.7)} L${r(w)},${r(h)} L0,${r(h)} Z" fill="${mix(palette.land, palette.skyHorizon, 0.5)}"/>`;

  const headW = w * 0.17;
  const headH = headW * 1.28;
  const headY = h * 0.47;
  const shoulderY = h * 0.74;
  const shoulders: Point[] = [
    [w * 0.08, h * 1.02],
    [w * 0.12, shoulderY + h * 0.06],
    [cx - w * 0.2, shoulderY - h * 0.01],
    [cx, shoulderY - h * 0.04],
    [cx + w * 0.2, shoulderY - h * 0.01],
    [w * 0.88, shoulderY + h * 0.06],
    [w * 0.92, h * 1.02],
  ];
  const neck = `<rect x="${r(cx - headW * 0.38)}" y="${r(headY + headH * 0.6)}" width="${r(headW * 0.76)}" height="${r(shoulderY - headY - headH * 0.5)}" fill="${mix(skin, '#000000', 0.12)}"/>`;
  const collar = `<path d="M${r(cx - headW * 0.5)},${r(shoulderY - h * 0.035)} L${r(cx)},${r(shoulderY + h * 0.07)} L${r(cx + headW * 0.5)},${r(shoulderY - h * 0.035)} Z" fill="${mix(skin, '#000000', 0.08)}"/>`;
  const body = `<path d="${smoothPath(shoulders)}" fill="${cloth}"/>`;

  const back =
    style === 'long'
      ? `<path d="M${r(cx - headW * 1.15)},${r(shoulderY + h * 0.02)} Q${r(cx - headW * 1.25)},${r(headY - headH * 0.9)} ${r(cx)},${r(headY - headH * 1.1)} Q${r(cx + headW * 1.25)},${r(headY - headH * 0.9)} ${r(cx + headW * 1.15)},${r(shoulderY + h * 0.02)} Z" fill="${hair}"/>`
      : style === 'bun'
        ? `<circle cx="${r(cx + headW * 0.15)}" cy="${r(headY - headH * 1.05)}" r="${r(headW * 0.45)}" fill="${hair}"/>`
        : '';
  const head = `<ellipse cx="${r(cx)}" cy="${r(headY)}" rx="${r(headW)}" ry="${r(headH)}" fill="${skin}"/>`;
  const ears = [-1, 1]
    .map(
      (side) =>
        `<ellipse cx="${r(cx + side * headW * 0.98)}" cy="${r(headY + headH * 0.08)}" rx="${r(headW * 0.14)}" ry="${r(headH * 0.16)}" fill="${mix(skin, '#000000', 0.06)}"/>`,
    )
    .join('');
  const cap =
    style === 'crop'
      ? `<path d="M${r(cx - headW * 1.02)},${r(headY - headH * 0.1)} Q${r(cx - headW)},${r(headY - headH * 1.08)} ${r(cx)},${r(headY - headH * 1.06)} Q${r(cx + headW)},${r(headY - headH * 1.08)} ${r(cx + headW * 1.02)},${r(headY - headH * 0.1)} Q${r(cx)},${r(headY - headH * 0.75)} ${r(cx - headW * 1.02)},${r(headY - headH * 0.1)} Z" fill="${hair}"/>`
      : `<path d="M${r(cx - headW * 1.06)},${r(headY + headH * 0.05)} Q${r(cx - headW * 1.1)},${r(headY - headH * 1.2)} ${r(cx + headW * 0.2)},${r(headY - headH * 1.08)} Q${r(cx + headW * 1.15)},${r(headY - headH * 0.95)} ${r(cx + headW * 1.06)},${r(headY + headH * 0.05)} Q${r(cx + headW * 0.7)},${r(headY - headH * 0.6)} ${r(cx - headW * 0.2)},${r(headY - headH * 0.55)} Q${r(cx - headW * 0.8)},${r(headY - headH * 0.45)} ${r(cx - headW * 1.06)},${r(headY + headH * 0.05)} Z" fill="${hair}"/>`;
  // A quiet suggestion of a face: brows and a smile, no more, in the posters' economy of line.
  const line = mix(skin, '#2a1d17', 0.55);
  const face =
    [-1, 1]
      .map(
        (side) =>
          `<path d="M${r(cx + side * headW * 0.22)},${r(headY - headH * 0.12)} q${r(side * headW * 0.18)},${r(-headH * 0.06)} ${r(side * headW * 0.36)},0" stroke="${line}" stroke-width="${r(w * 0.006)}" fill="none" stroke-linecap="round"/>`,
      )
      .join('') +
    `<path d="M${r(cx - headW * 0.22)},${r(headY + headH * 0.45)} q${r(headW * 0.22)},${r(headH * 0.1)} ${r(headW * 0.44)},0" stroke="${line}" stroke-width="${r(w * 0.006)}" fill="none" stroke-linecap="round"/>`;

  return (
    background +
    `<g transform="rotate(${r(tilt * 57.3)} ${r(cx)} ${r(shoulderY)})">` +
    back +
    body +
    neck +
    collar +
    ears +
    head +
    cap +
    face +
    '</g>'
  );
}
