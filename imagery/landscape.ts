/** Land and water: ridges, seas with their shimmer, shores, dunes, peaks, hills and rocks. */
import {
  linearGradient,
  noise1d,
  o,
  polygon,
  r,
  smoothPath,
  type Canvas,
  type Point,
} from './canvas.ts';
import { mix } from './palette.ts';

export interface RidgeOptions {
  /** Height of the highest crest above the base line, in pixels. */
  amplitude: number;
  colour: string;
  /** Waves across the width; higher is busier. */
  detail?: number;
  /** 0..1 of the width where the ridge starts and ends (it fades into the base line outside). */
  from?: number;
  to?: number;
  /** Flattens the tops above this fraction of the amplitude (table mountains). */
  plateau?: number;
  gradientTo?: string;
}

/** A band of hills filled down to the bottom of the canvas. */
export function ridge(canvas: Canvas, base: number, options: RidgeOptions): string {
  const { width, height, random } = canvas;
  const noise = noise1d(random, 4);
  const detail = options.detail ?? 1.4;
  const from = (options.from ?? -0.05) * width;
  const to = (options.to ?? 1.05) * width;
  const steps = 70;
  const points: Point[] = [[from, height + 2]];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const x = from + (to - from) * t;
    // The ends of a partial ridge taper away below the frame rather than stopping square.
    const envelope =
      options.from === undefined && options.to === undefined ? 1 : Math.sin(Math.PI * t) ** 0.6;
    let lift = ((noise(t * detail) + 1) / 2) * envelope;
    if (options.plateau !== undefined) lift = Math.min(lift, options.plateau);
    points.push([x, base - options.amplitude * lift + (1 - envelope) * (height + 2 - base)]);
  }
  points.push([to, height + 2]);
  const fill = options.gradientTo
    ? linearGradient(canvas, [
        [0, options.colour],
        [1, options.gradientTo],
      ])
    : options.colour;
  return `<path d="${smoothPath(points)}" fill="${fill}"/>`;
}

/** Layered ranges receding into haze: the nearest is darkest. */
export function ranges(
  canvas: Canvas,
  base: number,
  layers: number,
  amplitude: number,
  near: string,
): string {
  let out = '';
  for (let layer = 0; layer < layers; layer++) {
    const depth = 1 - layer / Math.max(1, layers - 1); // 1 = farthest
    const colour = mix(near, canvas.palette.skyHorizon, 0.15 + depth * 0.55);
    out += ridge(canvas, base + layer * amplitude * 0.18, {
      amplitude: amplitude * (0.55 + depth * 0.45),
      colour,
      detail: 1 + layer * 0.5,
    });
  }
  return out;
}

export function sea(
  canvas: Canvas,
  horizon: number,
  colours?: { far: string; near: string },
): string {
  const { width, height, palette, random } = canvas;
  const far = colours?.far ?? palette.seaFar;
  const near = colours?.near ?? palette.seaNear;
  const fill = linearGradient(canvas, [
    [0, far],
    [1, near],
  ]);
  let shimmer = '';
  const lines = Math.round(width / 22);
  for (let index = 0; index < lines; index++) {
    const t = random.next() ** 1.8;
    const y = horizon + (height - horizon) * t;
    const length = width * random.range(0.02, 0.09) * (0.4 + t);
    shimmer += `<rect x="${r(random.range(-0.05, 1) * width)}" y="${r(y)}" width="${r(length)}" height="${r(1 + t * 2.2)}" rx="1" fill="${palette.light}" opacity="${o(random.range(0.08, 0.28))}"/>`;
  }
  return `<rect x="0" y="${r(horizon)}" width="${width}" height="${r(height - horizon)}" fill="${fill}"/>${shimmer}`;
}

/** The sun's path on the water: broken bars narrowing towards the viewer's eye. */
export function sunPath(
  canvas: Canvas,
  x: number,
  horizon: number,
  spread: number,
  depth: number,
): string {
  const { random, palette } = canvas;
  let out = '';
  const bars = 26;
  for (let index = 0; index < bars; index++) {
    const t = index / bars;
    const y = horizon + 3 + depth * t ** 1.4;
    const half = spread * (1 - t * 0.45) * random.range(0.4, 1);
    out += `<rect x="${r(x - half + random.range(-spread, spread) * 0.15)}" y="${r(y)}" width="${r(half * 2)}" height="${r(1.5 + t * 4)}" rx="2" fill="${palette.sun}" opacity="${o((1 - t) * 0.55)}"/>`;
  }
  return out;
}

/** A beach sweeping in from one side, with a wet edge and a line of foam. */
export function shore(canvas: Canvas, top: number, side: 'left' | 'right' = 'left'): string {
  const { width, height, palette, random } = canvas;
  const sweep = random.range(0.55, 0.85);
  const edge = (t: number) => top + (height - top) * (1 - Math.sin((t * Math.PI) / 2)) * 0.9;
  const points: Point[] = [];
  for (let step = 0; step <= 30; step++) {
    const t = step / 30;
    const x = width * sweep * t;
    points.push([side === 'left' ? x : width - x, edge(1 - t)]);
  }
  const sandPoints: Point[] = [
    [side === 'left' ? -2 : width + 2, height + 2],
    ...points,
    [side === 'left' ? width * sweep : width - width * sweep, height + 2],
  ];
  const sand = linearGradient(canvas, [
    [0, palette.sand],
    [1, palette.sandShadow],
  ]);
  const foam = `<path d="${smoothPath(points, false)}" fill="none" stroke="${palette.light}" stroke-width="${r(height * 0.006)}" opacity="0.75"/>`;
  const wet = `<path d="${smoothPath(points, false)}" fill="none" stroke="${mix(palette.sand, palette.seaFar, 0.5)}" stroke-width="${r(height * 0.02)}" opacity="0.55"/>`;
  return `${wet}<path d="${smoothPath(sandPoints)}" fill="${sand}"/>${foam}`;
}

/** Desert dunes: smooth crests, each with a lit and a shadowed face. */
export function dunes(canvas: Canvas, base: number, layers: number): string {
  const { palette, height } = canvas;
  let out = '';
  for (let layer = 0; layer < layers; layer++) {
    const depth = 1 - layer / Math.max(1, layers - 1); // 1 = farthest
    const lit = mix(
      layer % 2 === 0 ? palette.sand : mix(palette.sand, palette.light, 0.25),
      palette.skyHorizon,
      depth * 0.5,
    );
    const shade = mix(palette.sandShadow, palette.silhouette, (1 - depth) * 0.25);
    const y = base + (height - base) * (layer / layers) * 0.75;
    const crest = ridge(canvas, y, {
      amplitude: (height - base) * (0.22 + (1 - depth) * 0.18),
      colour: lit,
      gradientTo: shade,
      detail: 0.6 + layer * 0.2,
    });
    out += crest;
    // The wind-sharpened crest catches the light.
    const path = /d="([^"]+)"/.exec(crest)?.[1];
    if (path)
      out += `<path d="${path}" fill="none" stroke="${palette.light}" stroke-width="${r(1.5 + (1 - depth) * 2)}" opacity="0.35"/>`;
  }
  return out;
}

/** Jagged alpine peaks with snow caps, drawn as explicit summits. */
export function peaks(
  canvas: Canvas,
  base: number,
  amplitude: number,
  colour: string,
  snow = true,
): string {
  const { width, random, palette, height } = canvas;
  const count = random.int(3, 5);
  let out = '';
  for (let index = 0; index < count; index++) {
    const cx = width * ((index + random.range(0.2, 0.8)) / count);
    const peakHeight = amplitude * random.range(0.6, 1);
    const half = width * random.range(0.22, 0.38);
    const apex: Point = [cx, base - peakHeight];
    const left: Point[] = [];
    const right: Point[] = [];
    for (let step = 1; step <= 6; step++) {
      const t = step / 6;
      left.push([
        cx - half * t + random.range(-8, 8),
        apex[1] + peakHeight * t + random.range(-0.06, 0.06) * peakHeight * (1 - t),
      ]);
      right.push([
        cx + half * t + random.range(-8, 8),
        apex[1] + peakHeight * t + random.range(-0.06, 0.06) * peakHeight * (1 - t),
      ]);
    }
    const body: Point[] = [
      [cx - half, height + 2],
      ...left.reverse(),
      apex,
      ...right,
      [cx + half, height + 2],
    ];
    out += `<path d="${polygon(body)}" fill="${colour}"/>`;
    // The shadowed face: from the apex down the right flank.
    out += `<path d="${polygon([apex, ...right.slice(0, 4), [cx + half * 0.05, base]])}" fill="${palette.silhouette}" opacity="0.18"/>`;
    if (snow) {
      const cap: Point[] = [apex];
      const depth = peakHeight * random.range(0.22, 0.32);
      const capHalf = (half * depth) / peakHeight;
      for (let step = 0; step <= 6; step++) {
        const t = step / 6;
        cap.push([cx + capHalf - capHalf * 2 * t, apex[1] + depth * (step % 2 === 0 ? 1 : 0.7)]);
      }
      out += `<path d="${polygon(cap)}" fill="${mix('#f3f5f7', palette.skyHorizon, 0.2)}" opacity="0.95"/>`;
    }
  }
  return out;
}

/** Tea hills: rounded slopes combed with rows of bushes. */
export function teaHills(canvas: Canvas, base: number, amplitude: number, colour: string): string {
  const { width, random, palette } = canvas;
  let out = ridge(canvas, base, { amplitude, colour, detail: 0.9 });
  const rows = 9;
  let d = '';
  const noise = (x: number) => Math.sin(x * 3 + random.range(0, 0.2));
  for (let row = 1; row <= rows; row++) {
    const y = base + row * amplitude * 0.16;
    const points: Point[] = [];
    for (let step = 0; step <= 24; step++) {
      const t = step / 24;
      points.push([width * t, y - amplitude * 0.12 * noise(t + row * 0.15)]);
    }
    d += smoothPath(points, false) + ' ';
  }
  out += `<path d="${d}" fill="none" stroke="${mix(colour, palette.silhouette, 0.35)}" stroke-width="${r(amplitude * 0.035)}" stroke-linecap="round" stroke-dasharray="${r(amplitude * 0.05)} ${r(amplitude * 0.03)}" opacity="0.6"/>`;
  return out;
}

/** Rainforest canopy: a row of rounded crowns over a dark understorey. */
export function canopy(canvas: Canvas, base: number, crown: number, colour: string): string {
  const { width, height, random } = canvas;
  let circles = '';
  let x = -crown;
  while (x < width + crown) {
    const radius = crown * random.range(0.6, 1.25);
    circles += `<circle cx="${r(x)}" cy="${r(base - radius * random.range(0.2, 0.7))}" r="${r(radius)}"/>`;
    x += radius * random.range(0.9, 1.4);
  }
  return `<g fill="${colour}">${circles}<rect x="0" y="${r(base)}" width="${width}" height="${r(height - base + 2)}"/></g>`;
}

/** Rice terraces: curved steps, each edged with a thin line of water. */
export function terraces(canvas: Canvas, top: number, colour: string): string {
  const { width, height, palette, random } = canvas;
  let out = '';
  const steps = 9;
  const lighter = mix(colour, palette.light, 0.18);
  const darker = mix(colour, palette.silhouette, 0.25);
  for (let step = 0; step < steps; step++) {
    const depth = step / steps;
    const y = top + (height - top) * depth ** 1.15;
    const bow = (height - top) * random.range(0.07, 0.13) * (0.5 + depth);
    const phase = random.range(-0.6, 0.6);
    const tone = mix(step % 2 === 0 ? lighter : darker, palette.skyHorizon, (1 - depth) * 0.45);
    const points: Point[] = [];
    for (let i = 0; i <= 24; i++) {
      const t = i / 24;
      points.push([width * (-0.05 + 1.1 * t), y - bow * Math.sin(Math.PI * (t + phase))]);
    }
    const edge = smoothPath(points, false);
    out += `<path d="${edge} L${r(width * 1.05)},${r(height + 2)} L${r(-width * 0.05)},${r(height + 2)} Z" fill="${tone}"/>`;
    // A thin line of water along the lip of each paddy, with its shadow below.
    out += `<path d="${edge}" fill="none" stroke="${palette.silhouette}" stroke-width="${r(2 + depth * 3)}" opacity="0.18" transform="translate(0 ${r(2 + depth * 3)})"/>`;
    out += `<path d="${edge}" fill="none" stroke="${palette.light}" stroke-width="${r(1 + depth * 1.5)}" opacity="0.55"/>`;
  }
  return out;
}

/** A volcanic cone with a notched crater and a thin wisp. */
export function volcano(
  canvas: Canvas,
  cx: number,
  base: number,
  rise: number,
  colour: string,
): string {
  const { width, palette } = canvas;
  const half = width * 0.32;
  const crater = width * 0.035;
  const top = base - rise;
  const d = `M${r(cx - half)},${r(base)} C${r(cx - half * 0.45)},${r(base - rise * 0.25)} ${r(cx - crater * 1.6)},${r(top + rise * 0.05)} ${r(cx - crater)},${r(top)} L${r(cx - crater * 0.3)},${r(top + rise * 0.025)} L${r(cx + crater * 0.4)},${r(top + rise * 0.01)} L${r(cx + crater)},${r(top)} C${r(cx + crater * 1.6)},${r(top + rise * 0.05)} ${r(cx + half * 0.45)},${r(base - rise * 0.25)} ${r(cx + half)},${r(base)} Z`;
  const wisp = `<path d="M${r(cx)},${r(top)} q${r(width * 0.03)},${r(-rise * 0.15)} ${r(width * 0.1)},${r(-rise * 0.22)}" fill="none" stroke="${palette.cloud}" stroke-width="${r(rise * 0.03)}" stroke-linecap="round" opacity="0.35"/>`;
  // The flank away from the light, in shadow.
  const shadow = `M${r(cx + crater * 0.4)},${r(top + rise * 0.01)} L${r(cx + crater)},${r(top)} C${r(cx + crater * 1.6)},${r(top + rise * 0.05)} ${r(cx + half * 0.45)},${r(base - rise * 0.25)} ${r(cx + half)},${r(base)} L${r(cx + half * 0.1)},${r(base)} Z`;
  return `${wisp}<path d="${d}" fill="${colour}"/><path d="${shadow}" fill="${palette.silhouette}" opacity="0.16"/>`;
}

/** Limestone karsts rising from still water: tall rounded pillars with vertical seams. */
export function karsts(
  canvas: Canvas,
  base: number,
  amplitude: number,
  colour: string,
  count: number,
): string {
  const { width, random, palette } = canvas;
  let out = '';
  for (let index = 0; index < count; index++) {
    const cx = width * random.range(-0.05, 1.05);
    const w = width * random.range(0.04, 0.09);
    const h = amplitude * random.range(0.5, 1);
    const lean = random.range(-0.2, 0.2) * w;
    const shoulder = random.range(0.55, 0.8);
    const d = `M${r(cx - w * 0.75)},${r(base)} C${r(cx - w * 0.45)},${r(base - h * 0.2)} ${r(cx - w * 0.62)},${r(base - h * shoulder)} ${r(cx - w * 0.3 + lean)},${r(base - h * 0.95)} Q${r(cx + lean * 0.5)},${r(base - h * 1.04)} ${r(cx + w * 0.32 + lean)},${r(base - h * 0.9)} C${r(cx + w * 0.6)},${r(base - h * (shoulder - 0.1))} ${r(cx + w * 0.42)},${r(base - h * 0.25)} ${r(cx + w * 0.8)},${r(base)} Z`;
    let seams = '';
    for (let seam = 0; seam < 4; seam++) {
      const sx = cx + random.range(-0.35, 0.35) * w;
      seams += `M${r(sx)},${r(base)} q${r(random.range(-4, 4))},${r(-h * 0.4)} ${r(lean * 0.5)},${r(-h * random.range(0.5, 0.85))} `;
    }
    out += `<path d="${d}" fill="${colour}"/><path d="${seams}" fill="none" stroke="${palette.silhouette}" stroke-width="1.4" opacity="0.16"/>`;
  }
  return out;
}

/** Smooth granite boulders at the water's edge, lit on their upper faces. */
export function boulders(
  canvas: Canvas,
  base: number,
  size: number,
  side: 'left' | 'right',
): string {
  const { width, random, palette } = canvas;
  let out = '';
  const count = random.int(3, 5);
  for (let index = 0; index < count; index++) {
    const w = size * random.range(0.5, 1.2);
    const h = w * random.range(0.45, 0.75);
    const offset = width * random.range(0, 0.28);
    const cx = side === 'left' ? offset : width - offset;
    const cy = base - h * 0.35 + index * size * 0.08;
    const tone = mix(palette.stone, palette.silhouette, random.range(0.1, 0.4));
    out += `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(w)}" ry="${r(h)}" fill="${tone}"/>`;
    out += `<ellipse cx="${r(cx - w * 0.15)}" cy="${r(cy - h * 0.35)}" rx="${r(w * 0.6)}" ry="${r(h * 0.35)}" fill="${palette.light}" opacity="0.12"/>`;
  }
  return out;
}

/** A waterfall dropping through a gorge into a cloud of spray. */
export function waterfall(canvas: Canvas, top: number, bottom: number): string {
  const { width, random, palette, height } = canvas;
  const rock = mix(palette.land, palette.silhouette, 0.45);
  const lip = top;
  const left = width * random.range(0.22, 0.3);
  const right = width * random.range(0.7, 0.78);
  // The gorge wall, then the falling curtain between its shoulders.
  let out = `<path d="${polygon([
    [-2, lip - height * 0.03],
    [left, lip],
    [right, lip + random.range(-4, 4)],
    [width + 2, lip - height * 0.04],
    [width + 2, height + 2],
    [-2, height + 2],
  ])}" fill="${rock}"/>`;
  const curtain = linearGradient(canvas, [
    [0, mix(palette.light, palette.skyHorizon, 0.2)],
    [1, mix(palette.light, palette.seaFar, 0.35)],
  ]);
  out += `<path d="M${r(left)},${r(lip)} L${r(right)},${r(lip)} L${r(right + width * 0.02)},${r(bottom)} L${r(left - width * 0.02)},${r(bottom)} Z" fill="${curtain}"/>`;
  let streaks = '';
  for (let x = left; x < right; x += random.range(6, 18)) {
    streaks += `<rect x="${r(x)}" y="${r(lip)}" width="${r(random.range(1.5, 4))}" height="${r((bottom - lip) * random.range(0.4, 1))}" opacity="${o(random.range(0.1, 0.3))}"/>`;
  }
  out += `<g fill="${palette.seaFar}">${streaks}</g>`;
  const spray = linearGradient(canvas, [
    [0, palette.light, 0],
    [0.45, palette.light, 0.8],
    [1, palette.skyHorizon, 0.95],
  ]);
  out += `<rect x="0" y="${r(bottom - (bottom - lip) * 0.4)}" width="${width}" height="${r(height - bottom + (bottom - lip) * 0.4 + 2)}" fill="${spray}"/>`;
  return out;
}

/** Reed beds along a channel, for the delta. */
export function reeds(canvas: Canvas, base: number, colour: string): string {
  const { width, random, height } = canvas;
  let d = '';
  for (let x = 0; x < width; x += random.range(4, 14)) {
    if (random.chance(0.3)) continue;
    const h = height * random.range(0.03, 0.09);
    const bend = random.range(-0.25, 0.25) * h;
    d += `M${r(x)},${r(base)} q${r(bend * 0.3)},${r(-h * 0.5)} ${r(bend)},${r(-h)} `;
  }
  return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="2" stroke-linecap="round"/>`;
}
