/** Skies: graded colour, a sun or moon with its glow, banded clouds, stars and distant birds. */
import { linearGradient, o, r, radialGradient, type Canvas } from './canvas.ts';
import { mix } from './palette.ts';

export function sky(canvas: Canvas): string {
  const { palette, width, height } = canvas;
  const fill = linearGradient(canvas, [
    [0, palette.skyTop],
    [0.42, palette.skyMid],
    [0.62, palette.skyHorizon],
    [1, palette.skyHorizon],
  ]);
  return `<rect width="${width}" height="${height}" fill="${fill}"/>`;
}

export interface SunPosition {
  x: number;
  y: number;
  radius: number;
}

/** Where the light source sits: low for dawn, golden hour and dusk, high for day and night. */
export function placeSun(canvas: Canvas, horizon: number): SunPosition {
  const { random, width, height, mood } = canvas;
  const base = Math.min(width, height);
  const x = width * random.range(0.22, 0.78);
  const low = mood === 'dawn' || mood === 'golden' || mood === 'dusk';
  const y = low ? horizon - base * random.range(0.04, 0.16) : horizon * random.range(0.25, 0.45);
  const radius = base * (low ? random.range(0.07, 0.1) : random.range(0.045, 0.065));
  return { x, y, radius };
}

export function sun(canvas: Canvas, position: SunPosition): string {
  const { palette, mood } = canvas;
  const glow = radialGradient(canvas, [
    [0, palette.sun, mood === 'day' ? 0.5 : 0.7],
    [0.35, palette.sun, mood === 'night' ? 0.08 : 0.22],
    [1, palette.sun, 0],
  ]);
  const disc =
    mood === 'night'
      ? // A moon: the disc with a soft shadowed crescent.
        `<circle cx="${r(position.x)}" cy="${r(position.y)}" r="${r(position.radius * 0.7)}" fill="${palette.sun}"/>` +
        `<circle cx="${r(position.x + position.radius * 0.28)}" cy="${r(position.y - position.radius * 0.1)}" r="${r(position.radius * 0.62)}" fill="${palette.skyMid}" opacity="0.55"/>`
      : `<circle cx="${r(position.x)}" cy="${r(position.y)}" r="${r(position.radius)}" fill="${palette.sun}" opacity="0.96"/>`;
  return `<circle cx="${r(position.x)}" cy="${r(position.y)}" r="${r(position.radius * 5)}" fill="${glow}"/>${disc}`;
}

export function stars(canvas: Canvas, horizon: number): string {
  if (canvas.mood !== 'night' && canvas.mood !== 'dusk') return '';
  const { random, width } = canvas;
  const count = canvas.mood === 'night' ? 90 : 25;
  let out = '';
  for (let index = 0; index < count; index++) {
    const y = horizon * random.next() ** 1.6 * 0.8;
    out += `<circle cx="${r(random.range(0, width))}" cy="${r(y)}" r="${r(random.range(0.6, 1.8))}" fill="#fff8ea" opacity="${o(random.range(0.25, 0.8))}"/>`;
  }
  return out;
}

/** Long, flat cloud bands in the poster manner: stacked rounded bars, lit from below near the sun. */
export function clouds(canvas: Canvas, horizon: number, count: number): string {
  const { random, width, palette } = canvas;
  let out = '';
  for (let index = 0; index < count; index++) {
    const y = horizon * random.range(0.12, 0.82);
    const x = random.range(-0.1, 0.9) * width;
    const length = width * random.range(0.16, 0.42);
    const thickness = Math.max(6, canvas.height * random.range(0.012, 0.024));
    const tone = mix(palette.cloud, palette.skyHorizon, random.range(0, 0.5));
    const opacity = random.range(0.3, 0.62);
    const bars = random.int(2, 3);
    let group = '';
    for (let bar = 0; bar < bars; bar++) {
      const barLength = length * random.range(0.45, 1);
      const barX = x + random.range(0, length - barLength);
      const barY = y + bar * thickness * 0.8;
      group += `<rect x="${r(barX)}" y="${r(barY)}" width="${r(barLength)}" height="${r(thickness)}" rx="${r(thickness / 2)}" fill="${tone}"/>`;
    }
    out += `<g opacity="${o(opacity)}">${group}</g>`;
  }
  return out;
}

export function birds(
  canvas: Canvas,
  area: { x: number; y: number; w: number; h: number },
): string {
  const { random, palette } = canvas;
  const count = random.int(2, 6);
  const size = Math.min(canvas.width, canvas.height) * 0.012;
  let d = '';
  for (let index = 0; index < count; index++) {
    const x = area.x + random.range(0, area.w);
    const y = area.y + random.range(0, area.h);
    const s = size * random.range(0.7, 1.3);
    d += `M${r(x - s)},${r(y - s * 0.3)} Q${r(x - s * 0.4)},${r(y - s * 0.6)} ${r(x)},${r(y)} Q${r(x + s * 0.4)},${r(y - s * 0.6)} ${r(x + s)},${r(y - s * 0.3)} `;
  }
  return `<path d="${d}" fill="none" stroke="${palette.silhouette}" stroke-width="${r(size * 0.22)}" stroke-linecap="round" opacity="0.7"/>`;
}

/** Mist: a soft horizontal band of the horizon colour. */
export function mist(canvas: Canvas, y: number, thickness: number, opacity = 0.6): string {
  const fill = linearGradient(canvas, [
    [0, canvas.palette.skyHorizon, 0],
    [0.5, canvas.palette.skyHorizon, opacity],
    [1, canvas.palette.skyHorizon, 0],
  ]);
  return `<rect x="0" y="${r(y - thickness / 2)}" width="${canvas.width}" height="${r(thickness)}" fill="${fill}"/>`;
}

/** Darkens the edges a little, as a printed poster does. */
export function vignette(canvas: Canvas): string {
  const fill = radialGradient(canvas, [
    [0.55, '#000000', 0],
    [1, '#000000', 0.28],
  ]);
  return `<rect width="${canvas.width}" height="${canvas.height}" fill="${fill}"/>`;
}
