/** The drawing surface every shape writes to: size, palette, random source and shared <defs>. */
import type { Mood, Palette } from './palette.ts';
import type { Random } from './prng.ts';

export interface Canvas {
  width: number;
  height: number;
  mood: Mood;
  palette: Palette;
  random: Random;
  defs: string[];
  /** A document-unique id for gradients and clip paths. */
  id(prefix: string): string;
}

export function createCanvas(
  width: number,
  height: number,
  mood: Mood,
  palette: Palette,
  random: Random,
): Canvas {
  let counter = 0;
  return {
    width,
    height,
    mood,
    palette,
    random,
    defs: [],
    id: (prefix) => `${prefix}${++counter}`,
  };
}

/** Rounds coordinates so the SVG stays short and deterministic across platforms. */
export const r = (value: number): string => (Math.round(value * 10) / 10).toString();

export type Point = readonly [number, number];

/** A closed path through points, smoothed with quadratic curves through the midpoints. */
export function smoothPath(points: readonly Point[], close = true): string {
  if (points.length < 3) return '';
  const [first] = points as [Point];
  let d = `M${r(first[0])},${r(first[1])}`;
  for (let index = 1; index < points.length - 1; index++) {
    const [x, y] = points[index] as Point;
    const [nx, ny] = points[index + 1] as Point;
    d += ` Q${r(x)},${r(y)} ${r((x + nx) / 2)},${r((y + ny) / 2)}`;
  }
  const last = points[points.length - 1] as Point;
  d += ` L${r(last[0])},${r(last[1])}`;
  return close ? `${d} Z` : d;
}

export function polygon(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${r(x)},${r(y)}`).join(' L')} Z`;
}

/** Smooth value noise along one axis: a sum of a few random sines, in [-1, 1]. */
export function noise1d(random: Random, octaves = 4): (x: number) => number {
  const waves = Array.from({ length: octaves }, (_, octave) => ({
    frequency: (octave + 1) * random.range(0.7, 1.4) * Math.PI * 2,
    phase: random.range(0, Math.PI * 2),
    amplitude: 1 / (octave + 1) ** 1.2,
  }));
  const total = waves.reduce((sum, wave) => sum + wave.amplitude, 0);
  return (x) =>
    waves.reduce(
      (sum, wave) => sum + wave.amplitude * Math.sin(wave.frequency * x + wave.phase),
      0,
    ) / total;
}

export function linearGradient(
  canvas: Canvas,
  stops: readonly [offset: number, colour: string, opacity?: number][],
  vertical = true,
): string {
  const id = canvas.id('g');
  const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  canvas.defs.push(
    `<linearGradient id="${id}" ${direction}>${stops
      .map(
        ([offset, colour, opacity = 1]) =>
          `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join('')}</linearGradient>`,
  );
  return `url(#${id})`;
}

export function radialGradient(
  canvas: Canvas,
  stops: readonly [offset: number, colour: string, opacity: number][],
): string {
  const id = canvas.id('rg');
  canvas.defs.push(
    `<radialGradient id="${id}">${stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${offset}" stop-color="${colour}" stop-opacity="${opacity}"/>`,
      )
      .join('')}</radialGradient>`,
  );
  return `url(#${id})`;
}

/** Opacity with two decimals. */
export const o = (value: number): string => (Math.round(value * 100) / 100).toString();
