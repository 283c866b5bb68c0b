/**
 * Generated images live in a git-ignored cache folder keyed by the generator version, so each
 * picture is drawn once per machine and redrawn only when the drawing code changes.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GENERATOR_VERSION, renderArtwork, type Artwork, type ImageFormat } from './render.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..');
export const defaultCacheDir = path.join(projectRoot, '.cache/imagery', `v${GENERATOR_VERSION}`);

export function artworkFileName(artwork: Artwork, format: ImageFormat): string {
  const mood = artwork.mood ? `-${artwork.mood}` : '';
  const key = artwork.key.replace(/[^a-z0-9-]+/gi, '_');
  return `${artwork.scene}/${key}-${artwork.width}x${artwork.height}${mood}.${format}`;
}

const inFlight = new Map<string, Promise<Buffer>>();

/** The image bytes, from the cache when present, otherwise drawn and stored. */
export function cachedArtwork(
  artwork: Artwork,
  format: ImageFormat,
  cacheDir = defaultCacheDir,
): Promise<Buffer> {
  const file = path.join(cacheDir, artworkFileName(artwork, format));
  const pending = inFlight.get(file);
  if (pending) return pending;
  const work = (async () => {
    try {
      return await readFile(file);
    } catch {
      const bytes = await renderArtwork(artwork, format);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return bytes;
    }
  })().finally(() => inFlight.delete(file));
  inFlight.set(file, work);
  return work;
}

/** Runs `task` over items with at most `limit` at once, keeping the results in order. */
export async function mapWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
