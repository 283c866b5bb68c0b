/**
 * Draws the seed's artworks (from the image cache when present) and uploads the ones the
 * dataset lacks. Assets are content-addressed: the asset id is derived from the bytes, so the
 * same picture is one asset however often it is used or seeded.
 */
import { createHash } from 'node:crypto';
import type { SanityClient } from '@sanity/client';
import { cachedArtwork, mapWithConcurrency } from '../imagery/cache.ts';
import { toArtwork, type ArtworkSpec } from './artworks.ts';

/** Seed pictures are uploaded as WebP: a third of the JPEG size at the same look. */
const FORMAT = 'webp';

export interface UploadResult {
  /** Asset id by artwork id. */
  assetIds: Map<string, string>;
  uploaded: number;
  reused: number;
  drawMs: number;
}

export interface UploadOptions {
  concurrency?: number;
  cacheDir?: string;
  onProgress?: (done: number, total: number) => void;
}

/** Sanity's image asset id: image-{sha1}-{width}x{height}-{extension}. */
export function imageAssetId(
  bytes: Buffer,
  width: number,
  height: number,
  extension: string,
): string {
  return `image-${createHash('sha1').update(bytes).digest('hex')}-${width}x${height}-${extension}`;
}

export async function uploadArtworks(
  client: SanityClient,
  artworks: ReadonlyMap<string, ArtworkSpec>,
  { concurrency = 2, cacheDir, onProgress }: UploadOptions = {},
): Promise<UploadResult> {
  const entries = [...artworks.entries()];
  let done = 0;
  const drawStart = performance.now();
  const drawn = await mapWithConcurrency(entries, concurrency, async ([id, spec]) => {
    const artwork = toArtwork(spec);
    const bytes = await cachedArtwork(artwork, FORMAT, cacheDir);
    onProgress?.(++done, entries.length * 2);
    return { id, spec, bytes, assetId: imageAssetId(bytes, artwork.width, artwork.height, FORMAT) };
  });
  const drawMs = performance.now() - drawStart;

  const wanted = [...new Set(drawn.map((item) => item.assetId))];
  const present = new Set(
    await client.fetch<string[]>('*[_id in $ids]._id', { ids: wanted }, { perspective: 'raw' }),
  );
  const assetIds = new Map<string, string>();
  let uploaded = 0;
  const uploading = new Map<string, Promise<string>>();
  await mapWithConcurrency(drawn, 4, async (item) => {
    let assetId = item.assetId;
    if (!present.has(assetId)) {
      let pending = uploading.get(assetId);
      if (!pending) {
        uploaded++;
        pending = client.assets
          .upload('image', item.bytes, {
            filename: `${item.spec.key}-${item.spec.size}.${FORMAT}`,
            contentType: 'image/webp',
          })
          .then((asset) => asset._id);
        uploading.set(assetId, pending);
      }
      assetId = await pending;
    }
    assetIds.set(item.id, assetId);
    onProgress?.(++done, entries.length * 2);
  });
  return { assetIds, uploaded, reused: wanted.length - uploaded, drawMs };
}
