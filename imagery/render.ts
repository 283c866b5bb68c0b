/**
 * Turns an artwork description into image bytes: the scene as SVG, rendered by sharp, with a
 * film grain laid over it. Same description → same bytes (so the same content-addressed asset).
 */
import sharp from 'sharp';
import { createCanvas } from './canvas.ts';
import { moods, palettes, type Mood } from './palette.ts';
import { createRandom, hashKey } from './prng.ts';
import { drawScene, sceneMoods, type SceneName } from './scenes.ts';
import { vignette } from './sky.ts';

/** Bump when drawing changes: cached files and seeded assets are keyed by it. */
export const GENERATOR_VERSION = 4;

export type ImageFormat = 'webp' | 'jpg' | 'png';

export interface Artwork {
  scene: SceneName;
  /** Seeds every composition choice; the same key draws the same picture. */
  key: string;
  width: number;
  height: number;
  mood?: Mood;
}

export function moodOf(artwork: Artwork): Mood {
  if (artwork.mood) return artwork.mood;
  const allowed = sceneMoods(artwork.scene);
  return allowed[hashKey(`${artwork.key}:mood`) % allowed.length] ?? moods[0] ?? 'day';
}

export function artworkSvg(artwork: Artwork): string {
  const mood = moodOf(artwork);
  const canvas = createCanvas(
    artwork.width,
    artwork.height,
    mood,
    palettes[mood],
    createRandom(artwork.key),
  );
  const body = drawScene(canvas, artwork.scene) + vignette(canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${artwork.width}" height="${artwork.height}" viewBox="0 0 ${artwork.width} ${artwork.height}"><defs>${canvas.defs.join('')}</defs>${body}</svg>`;
}

const GRAIN_TILE = 256;
const grainTiles = new Map<number, Buffer>();

/** A tile of mid-grey noise; overlaid, it gives the flat colours a printed texture. */
function grain(size: number): Buffer {
  const cached = grainTiles.get(size);
  if (cached) return cached;
  const random = createRandom('grain');
  const pixels = Buffer.alloc(size * size);
  for (let index = 0; index < pixels.length; index++) {
    pixels[index] = 128 + Math.round((random.next() + random.next() - 1) * 16);
  }
  grainTiles.set(size, pixels);
  return pixels;
}

export async function renderArtwork(artwork: Artwork, format: ImageFormat): Promise<Buffer> {
  // The tile may not exceed the picture (small test renders).
  const tile = Math.min(GRAIN_TILE, artwork.width, artwork.height);
  const image = sharp(Buffer.from(artworkSvg(artwork)), { density: 72 })
    .composite([
      {
        input: grain(tile),
        raw: { width: tile, height: tile, channels: 1 },
        tile: true,
        blend: 'soft-light',
      },
    ])
    .removeAlpha();
  if (format === 'webp') return image.webp({ quality: 82, effort: 2 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 84, progressive: true }).toBuffer();
  return image.png().toBuffer();
}
