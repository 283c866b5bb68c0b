/** Trees, buildings and vessels, drawn as flat silhouettes with a touch of light. */
import { o, polygon, r, type Canvas, type Point } from './canvas.ts';
import { mix } from './palette.ts';

function quadratic(a: Point, control: Point, b: Point, t: number): Point {
  const u = 1 - t;
  return [
    u * u * a[0] + 2 * u * t * control[0] + t * t * b[0],
    u * u * a[1] + 2 * u * t * control[1] + t * t * b[1],
  ];
}

/** A tapered ribbon along a quadratic curve: the shape of trunks and fronds. */
function ribbon(
  a: Point,
  control: Point,
  b: Point,
  startWidth: number,
  endWidth: number,
  serrate = 0,
): string {
  const steps = 14;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const [x, y] = quadratic(a, control, b, t);
    const [nx, ny] = quadratic(a, control, b, Math.min(1, t + 0.01));
    const angle = Math.atan2(ny - y, nx - x) + Math.PI / 2;
    const base = startWidth + (endWidth - startWidth) * t;
    const bulge =
      serrate > 0 ? base * Math.sin(Math.PI * t) * (step % 2 === 0 ? 1 : 1 + serrate) : base;
    left.push([x + Math.cos(angle) * bulge, y + Math.sin(angle) * bulge]);
    right.push([
      x - Math.cos(angle) * (serrate > 0 ? bulge * 0.5 : base),
      y - Math.sin(angle) * (serrate > 0 ? bulge * 0.5 : base),
    ]);
  }
  return polygon([...left, ...right.reverse()]);
}

/** A coconut palm: a leaning, tapering trunk and a crown of drooping, feathered fronds. */
export function palm(
  canvas: Canvas,
  x: number,
  base: number,
  height: number,
  lean: number,
  colour: string,
): string {
  const { random } = canvas;
  const crown: Point = [x + lean * height, base - height];
  const bend: Point = [x + lean * height * 0.2, base - height * 0.55];
  let out = `<path d="${ribbon([x, base], bend, crown, height * 0.028, height * 0.014)}" fill="${colour}"/>`;
  const fronds = random.int(7, 10);
  let leaflets = '';
  for (let index = 0; index < fronds; index++) {
    const angle =
      -Math.PI +
      (Math.PI * (index + random.range(-0.2, 0.2))) / (fronds - 1) -
      random.range(0, 0.25);
    const length = height * random.range(0.3, 0.45);
    const tip: Point = [
      crown[0] + Math.cos(angle) * length,
      crown[1] + Math.sin(angle) * length * 0.55 + length * random.range(0.35, 0.7),
    ];
    const control: Point = [
      crown[0] + Math.cos(angle) * length * 0.6,
      crown[1] + Math.sin(angle) * length * 0.7 - length * 0.15,
    ];
    out += `<path d="${ribbon(crown, control, tip, height * 0.006, height * 0.0015)}" fill="${colour}"/>`;
    // Leaflets hang from the rib on both sides, shorter towards the tip.
    const count = 18;
    for (let step = 1; step < count; step++) {
      const t = step / count;
      const [px, py] = quadratic(crown, control, tip, t);
      const [nx, ny] = quadratic(crown, control, tip, Math.min(1, t + 0.02));
      const along = Math.atan2(ny - py, nx - px);
      const size = length * 0.2 * Math.sin(Math.PI * (0.15 + t * 0.85)) ** 0.7;
      for (const side of [-1, 1]) {
        const a = along + side * 1.0;
        const lx = px + Math.cos(a) * size;
        const ly = py + Math.sin(a) * size + size * 0.55;
        leaflets += `M${r(px)},${r(py)} Q${r((px + lx) / 2 + side * 2)},${r((py + ly) / 2 - size * 0.2)} ${r(lx)},${r(ly)} `;
      }
    }
  }
  out += `<path d="${leaflets}" fill="none" stroke="${colour}" stroke-width="${r(Math.max(1.2, height * 0.0045))}" stroke-linecap="round"/>`;
  const nut = height * 0.018;
  out += `<circle cx="${r(crown[0] - nut)}" cy="${r(crown[1] + nut)}" r="${r(nut)}" fill="${colour}"/><circle cx="${r(crown[0] + nut)}" cy="${r(crown[1] + nut * 1.2)}" r="${r(nut)}" fill="${colour}"/>`;
  return out;
}

/** An umbrella-thorn acacia: forked limbs under a wide, flat crown. */
export function acacia(
  canvas: Canvas,
  x: number,
  base: number,
  height: number,
  colour: string,
): string {
  const { random } = canvas;
  const top = base - height;
  const spread = height * random.range(0.7, 1.1);
  let limbs = `M${r(x)},${r(base)} L${r(x)},${r(base - height * 0.45)} `;
  const forks = random.int(3, 4);
  for (let fork = 0; fork < forks; fork++) {
    const tx = x + spread * (fork / (forks - 1) - 0.5) * 0.9;
    limbs += `M${r(x)},${r(base - height * 0.42)} Q${r((x + tx) / 2)},${r(base - height * 0.6)} ${r(tx)},${r(top + height * 0.08)} `;
  }
  let crown = '';
  const puffs = random.int(5, 8);
  for (let puff = 0; puff < puffs; puff++) {
    const px = x + spread * random.range(-0.55, 0.55);
    crown += `<ellipse cx="${r(px)}" cy="${r(top + random.range(-0.03, 0.05) * height)}" rx="${r(spread * random.range(0.22, 0.4))}" ry="${r(height * random.range(0.06, 0.1))}"/>`;
  }
  return `<g fill="${colour}"><path d="${limbs}" fill="none" stroke="${colour}" stroke-width="${r(height * 0.035)}" stroke-linecap="round"/>${crown}</g>`;
}

export function pines(
  canvas: Canvas,
  base: number,
  size: number,
  colour: string,
  count: number,
): string {
  const { random, width } = canvas;
  let d = '';
  for (let index = 0; index < count; index++) {
    const x = random.range(-0.02, 1.02) * width;
    const h = size * random.range(0.6, 1.3);
    const y = base + random.range(0, size * 0.3);
    for (let tier = 0; tier < 4; tier++) {
      const ty = y - (h * tier) / 4.2;
      const half = (h * 0.32 * (4 - tier)) / 4;
      d += `M${r(x - half)},${r(ty)} L${r(x)},${r(ty - h * 0.42)} L${r(x + half)},${r(ty)} Z `;
    }
  }
  return `<path d="${d}" fill="${colour}"/>`;
}

export type SkylineStyle = 'dubai' | 'singapore' | 'bangkok' | 'generic';

/** A city seen across water: towers in tones that fade with distance, lit windows after dark. */
export function skyline(canvas: Canvas, base: number, style: SkylineStyle, colour: string): string {
  const { width, height, random, palette, mood } = canvas;
  const lit = mood === 'dusk' || mood === 'night';
  const scale = height * 0.3;
  let out = '';
  let windows = '';
  let x = -10;
  while (x < width) {
    const w = width * random.range(0.025, 0.06);
    const centre = 1 - Math.abs(x / width - 0.5) * 1.2;
    const h = scale * random.range(0.25, 0.75) * (0.5 + centre);
    const tone = mix(colour, palette.skyHorizon, random.range(0, 0.35));
    const top = base - h;
    const kind = random.int(0, 3);
    const shape: Point[] =
      kind === 0
        ? [
            [x, base],
            [x, top],
            [x + w, top],
            [x + w, base],
          ]
        : kind === 1
          ? [
              [x, base],
              [x, top + w * 0.4],
              [x + w / 2, top],
              [x + w, top + w * 0.4],
              [x + w, base],
            ]
          : kind === 2
            ? [
                [x, base],
                [x, top + h * 0.12],
                [x + w * 0.2, top + h * 0.12],
                [x + w * 0.2, top],
                [x + w * 0.8, top],
                [x + w * 0.8, top + h * 0.12],
                [x + w, top + h * 0.12],
                [x + w, base],
              ]
            : [
                [x, base],
                [x, top],
                [x + w * 0.7, top - w * 0.5],
                [x + w, top],
                [x + w, base],
              ];
    out += `<path d="${polygon(shape)}" fill="${tone}"/>`;
    if (lit) {
      for (let wy = top + 8; wy < base - 6; wy += 9) {
        for (let wx = x + 4; wx < x + w - 4; wx += 7) {
          if (random.chance(0.35))
            windows += `<rect x="${r(wx)}" y="${r(wy)}" width="3" height="4"/>`;
        }
      }
    }
    x += w * random.range(0.85, 1.2);
  }
  const landmark = (cx: number) => {
    if (style === 'dubai') {
      // A needle tower rising in set-backs, and a sail-shaped hotel on the shore.
      const h = scale * 2.1;
      const w = width * 0.05;
      const tiers: Point[] = [];
      const steps = 6;
      for (let step = 0; step < steps; step++) {
        const t = step / steps;
        tiers.push(
          [cx - (w / 2) * (1 - t), base - h * t],
          [cx - (w / 2) * (1 - t), base - h * (t + 1 / steps)],
        );
      }
      const right = tiers.map(([px, py]) => [cx * 2 - px, py] as Point).reverse();
      const sailX = width * 0.82;
      return (
        `<path d="${polygon([...tiers, [cx, base - h * 1.12], ...right])}" fill="${colour}"/>` +
        `<path d="M${r(sailX)},${r(base)} L${r(sailX)},${r(base - scale * 1.05)} Q${r(sailX + width * 0.07)},${r(base - scale * 0.6)} ${r(sailX + width * 0.05)},${r(base)} Z" fill="${mix(colour, palette.skyHorizon, 0.15)}"/>`
      );
    }
    if (style === 'singapore') {
      // Three towers carrying a long sky-deck.
      const w = width * 0.028;
      const h = scale * 1.05;
      let towers = '';
      for (let index = 0; index < 3; index++) {
        const tx = cx + index * w * 1.9;
        towers += `<path d="M${r(tx)},${r(base)} L${r(tx + w * 0.15)},${r(base - h)} L${r(tx + w)},${r(base - h)} L${r(tx + w)},${r(base)} Z"/>`;
      }
      const deck = `<path d="M${r(cx - w * 0.6)},${r(base - h - 4)} L${r(cx + w * 5.4)},${r(base - h - 4)} L${r(cx + w * 5.2)},${r(base - h - 14)} L${r(cx - w * 0.2)},${r(base - h - 12)} Z"/>`;
      return `<g fill="${colour}">${towers}${deck}</g>`;
    }
    if (style === 'bangkok') return chedi(canvas, cx, base, scale * 1.4, colour);
    return '';
  };
  out += landmark(width * random.range(0.3, 0.55));
  if (windows) out += `<g fill="${palette.light}" opacity="0.55">${windows}</g>`;
  return out;
}

/** A Sri Lankan dagoba: a white dome on tiered plinths under a slender spire. */
export function dagoba(
  canvas: Canvas,
  cx: number,
  base: number,
  size: number,
  colour: string,
): string {
  const dome = size * 0.42;
  const plinth = `<rect x="${r(cx - dome * 1.25)}" y="${r(base - size * 0.08)}" width="${r(dome * 2.5)}" height="${r(size * 0.08)}"/><rect x="${r(cx - dome * 1.12)}" y="${r(base - size * 0.14)}" width="${r(dome * 2.24)}" height="${r(size * 0.06)}"/>`;
  const bell = `<path d="M${r(cx - dome)},${r(base - size * 0.14)} A${r(dome)},${r(dome * 0.95)} 0 0 1 ${r(cx + dome)},${r(base - size * 0.14)} Z"/>`;
  const top = base - size * 0.14 - dome * 0.95;
  const harmika = `<rect x="${r(cx - size * 0.06)}" y="${r(top - size * 0.08)}" width="${r(size * 0.12)}" height="${r(size * 0.09)}"/>`;
  const spire = `<path d="M${r(cx - size * 0.045)},${r(top - size * 0.08)} L${r(cx)},${r(top - size * 0.5)} L${r(cx + size * 0.045)},${r(top - size * 0.08)} Z"/>`;
  return `<g fill="${colour}">${plinth}${bell}${harmika}${spire}</g>`;
}

/** A Thai chedi: a bell of stacked rings drawing up into a long finial. */
export function chedi(
  _canvas: Canvas,
  cx: number,
  base: number,
  size: number,
  colour: string,
): string {
  let rings = '';
  for (let ring = 0; ring < 5; ring++) {
    const w = size * (0.36 - ring * 0.055);
    const y = base - size * 0.06 * (ring + 1);
    rings += `<rect x="${r(cx - w)}" y="${r(y)}" width="${r(w * 2)}" height="${r(size * 0.062)}"/>`;
  }
  const bellBase = base - size * 0.3;
  const bell = `<path d="M${r(cx - size * 0.14)},${r(bellBase)} C${r(cx - size * 0.14)},${r(bellBase - size * 0.16)} ${r(cx - size * 0.03)},${r(bellBase - size * 0.2)} ${r(cx)},${r(bellBase - size * 0.7)} C${r(cx + size * 0.03)},${r(bellBase - size * 0.2)} ${r(cx + size * 0.14)},${r(bellBase - size * 0.16)} ${r(cx + size * 0.14)},${r(bellBase)} Z"/>`;
  return `<g fill="${colour}">${rings}${bell}</g>`;
}

/** Temple towers shaped like lotus buds, the Angkor silhouette. */
export function lotusTowers(
  _canvas: Canvas,
  cx: number,
  base: number,
  size: number,
  colour: string,
): string {
  const tower = (x: number, h: number) => {
    const w = h * 0.3;
    let tiers = '';
    for (let tier = 0; tier < 5; tier++) {
      const tw = w * (1 - tier * 0.14);
      tiers += `<rect x="${r(x - tw / 2)}" y="${r(base - h * 0.55 - tier * h * 0.07)}" width="${r(tw)}" height="${r(h * 0.06)}" rx="${r(h * 0.02)}"/>`;
    }
    return `<rect x="${r(x - w / 2)}" y="${r(base - h * 0.55)}" width="${r(w)}" height="${r(h * 0.55)}"/>${tiers}<path d="M${r(x - w * 0.35)},${r(base - h * 0.88)} Q${r(x)},${r(base - h * 1.25)} ${r(x + w * 0.35)},${r(base - h * 0.88)} Z"/>`;
  };
  const gallery = `<rect x="${r(cx - size * 1.3)}" y="${r(base - size * 0.22)}" width="${r(size * 2.6)}" height="${r(size * 0.22)}"/>`;
  return `<g fill="${colour}">${gallery}${tower(cx - size * 0.8, size * 0.75)}${tower(cx + size * 0.8, size * 0.75)}${tower(cx - size * 0.4, size * 0.85)}${tower(cx + size * 0.4, size * 0.85)}${tower(cx, size)}</g>`;
}

/** A junk under battened sails, as seen on the bays of the north. */
export function junk(canvas: Canvas, x: number, water: number, size: number): string {
  const { palette } = canvas;
  const hull = `<path d="M${r(x - size * 0.5)},${r(water - size * 0.12)} Q${r(x)},${r(water + size * 0.05)} ${r(x + size * 0.55)},${r(water - size * 0.16)} L${r(x + size * 0.4)},${r(water - size * 0.02)} L${r(x - size * 0.38)},${r(water - size * 0.01)} Z" fill="${palette.silhouette}"/>`;
  const sailColour = mix('#9c5a45', palette.skyHorizon, 0.25);
  let sails = '';
  for (let index = 0; index < 3; index++) {
    const mx = x - size * 0.3 + index * size * 0.3;
    const h = size * (0.55 + (index === 1 ? 0.2 : 0));
    sails += `<path d="M${r(mx)},${r(water - size * 0.1)} L${r(mx)},${r(water - size * 0.1 - h)} Q${r(mx + size * 0.2)},${r(water - size * 0.1 - h * 0.85)} ${r(mx + size * 0.24)},${r(water - size * 0.12)} Z" fill="${sailColour}" stroke="${palette.silhouette}" stroke-width="1"/>`;
  }
  return `${sails}${hull}`;
}

/** A cruise ship: a long raked hull, tiered white decks, a single funnel, and its reflection. */
export function ship(canvas: Canvas, x: number, water: number, length: number): string {
  const { palette, mood } = canvas;
  const hullH = length * 0.07;
  const hullColour = mood === 'night' || mood === 'dusk' ? palette.silhouette : '#2b3444';
  const deckColour = mix('#f4f1ea', palette.skyHorizon, 0.25);
  const hull = polygon([
    [x, water - hullH * 0.2],
    [x + length * 0.02, water + hullH * 0.25],
    [x + length * 0.9, water + hullH * 0.25],
    [x + length, water - hullH * 1.1],
    [x - length * 0.01, water - hullH * 1.05],
  ]);
  let decks = '';
  const tiers = 4;
  for (let tier = 0; tier < tiers; tier++) {
    const inset = length * (0.05 + tier * 0.045);
    const y = water - hullH * 1.05 - (tier + 1) * hullH * 0.45;
    decks += `<rect x="${r(x + inset * 0.8)}" y="${r(y)}" width="${r(length * 0.86 - inset * 1.6)}" height="${r(hullH * 0.47)}" fill="${deckColour}"/>`;
    decks += `<rect x="${r(x + inset * 0.8 + 4)}" y="${r(y + hullH * 0.18)}" width="${r(length * 0.86 - inset * 1.6 - 8)}" height="${r(hullH * 0.1)}" fill="${mix(palette.seaNear, deckColour, 0.3)}" opacity="0.7"/>`;
  }
  const funnelX = x + length * 0.35;
  const funnelTop = water - hullH * 1.05 - (tiers + 1) * hullH * 0.45 - hullH * 0.5;
  const funnel = `<path d="M${r(funnelX)},${r(funnelTop + hullH * 0.6)} L${r(funnelX + length * 0.02)},${r(funnelTop)} L${r(funnelX + length * 0.08)},${r(funnelTop)} L${r(funnelX + length * 0.07)},${r(funnelTop + hullH * 0.6)} Z" fill="${mix('#8a3d34', palette.skyHorizon, 0.3)}"/>`;
  const lights =
    mood === 'night' || mood === 'dusk'
      ? `<rect x="${r(x + length * 0.05)}" y="${r(water - hullH * 0.7)}" width="${r(length * 0.85)}" height="2" fill="${palette.light}" stroke-dasharray="3 4" opacity="0.8"/>`
      : '';
  const body = `<path d="${hull}" fill="${hullColour}"/>${decks}${funnel}${lights}`;
  const reflection = `<g transform="translate(0 ${r(water * 2 + hullH * 0.5)}) scale(1 -1)" opacity="0.18">${body}</g>`;
  return reflection + body;
}

/** Over-water villas on stilts along a curving jetty. */
export function overwaterVillas(canvas: Canvas, y: number, count: number, size: number): string {
  const { width, random, palette, mood } = canvas;
  const roof = mix('#8a6d52', palette.skyHorizon, 0.2);
  const wall = mix('#e9dcc7', palette.skyHorizon, 0.3);
  let out = `<rect x="${r(width * 0.05)}" y="${r(y + size * 0.05)}" width="${r(width * 0.9)}" height="${r(size * 0.05)}" fill="${mix(roof, palette.silhouette, 0.3)}"/>`;
  for (let index = 0; index < count; index++) {
    const x = width * (0.08 + (0.84 * index) / Math.max(1, count - 1)) + random.range(-6, 6);
    const s = size * random.range(0.9, 1.1);
    out += `<g><rect x="${r(x - s * 0.02)}" y="${r(y)}" width="${r(s * 0.04)}" height="${r(s * 0.4)}" fill="${palette.silhouette}" opacity="0.6"/>`;
    out += `<rect x="${r(x - s * 0.5)}" y="${r(y - s * 0.35)}" width="${r(s)}" height="${r(s * 0.35)}" fill="${wall}"/>`;
    out += `<path d="M${r(x - s * 0.62)},${r(y - s * 0.33)} L${r(x - s * 0.2)},${r(y - s * 0.75)} L${r(x + s * 0.2)},${r(y - s * 0.75)} L${r(x + s * 0.62)},${r(y - s * 0.33)} Z" fill="${roof}"/>`;
    if (mood === 'dusk' || mood === 'night') {
      out += `<rect x="${r(x - s * 0.3)}" y="${r(y - s * 0.26)}" width="${r(s * 0.6)}" height="${r(s * 0.16)}" fill="${palette.light}" opacity="0.75"/>`;
    }
    out += '</g>';
  }
  return out;
}

/** A terrace: an infinity pool edge, two loungers and a parasol, the sea beyond. */
export function poolTerrace(canvas: Canvas, edge: number): string {
  const { width, height, palette } = canvas;
  const stone = mix(palette.sand, palette.light, 0.3);
  const pool = mix(palette.lagoon, palette.seaNear, 0.2);
  let out = `<rect x="0" y="${r(edge)}" width="${width}" height="${r((height - edge) * 0.45)}" fill="${pool}"/>`;
  out += `<rect x="0" y="${r(edge)}" width="${width}" height="3" fill="${palette.light}" opacity="0.8"/>`;
  for (let index = 0; index < 8; index++) {
    const y = edge + (height - edge) * 0.45 * (index / 8) + 4;
    out += `<rect x="${r(width * (0.1 + (index % 3) * 0.2))}" y="${r(y)}" width="${r(width * 0.25)}" height="2" rx="1" fill="${palette.light}" opacity="${o(0.15 + index * 0.03)}"/>`;
  }
  const deckTop = edge + (height - edge) * 0.45;
  out += `<rect x="0" y="${r(deckTop)}" width="${width}" height="${r(height - deckTop + 2)}" fill="${stone}"/>`;
  const cushion = mix('#8d9e97', palette.skyHorizon, 0.2);
  const lounger = (x: number) => {
    const w = width * 0.16;
    const y = deckTop + (height - deckTop) * 0.35;
    const shadow = `<ellipse cx="${r(x + w * 0.5)}" cy="${r(y + w * 0.11)}" rx="${r(w * 0.55)}" ry="${r(w * 0.035)}" fill="${palette.silhouette}" opacity="0.18"/>`;
    const seat = `<path d="M${r(x)},${r(y)} L${r(x + w * 0.7)},${r(y)} L${r(x + w)},${r(y - w * 0.22)} L${r(x + w * 0.96)},${r(y - w * 0.25)} L${r(x + w * 0.66)},${r(y - w * 0.06)} L${r(x)},${r(y - w * 0.06)} Z" fill="${cushion}" stroke="${palette.silhouette}" stroke-width="1.5" stroke-opacity="0.4"/>`;
    const legs = `<rect x="${r(x + 4)}" y="${r(y)}" width="3" height="${r(w * 0.1)}" fill="${palette.silhouette}"/><rect x="${r(x + w * 0.7)}" y="${r(y)}" width="3" height="${r(w * 0.1)}" fill="${palette.silhouette}"/>`;
    return shadow + seat + legs;
  };
  out += lounger(width * 0.18) + lounger(width * 0.42);
  const px = width * 0.7;
  const canopyY = deckTop - height * 0.12;
  out += `<rect x="${r(px - 2)}" y="${r(canopyY)}" width="4" height="${r(deckTop - canopyY + (height - deckTop) * 0.4)}" fill="${palette.silhouette}"/>`;
  out += `<path d="M${r(px - width * 0.12)},${r(canopyY + height * 0.03)} Q${r(px)},${r(canopyY - height * 0.05)} ${r(px + width * 0.12)},${r(canopyY + height * 0.03)} Z" fill="${mix('#e8dcc4', palette.skyHorizon, 0.2)}"/>`;
  return out;
}
