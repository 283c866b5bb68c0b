/** Finds the artworks the seed content asks for and swaps them for uploaded image assets. */
import { imageSizes, type SeedImage } from '../content/image.ts';
import type { Artwork } from '../imagery/render.ts';

export type ArtworkSpec = SeedImage['artwork'];

/** One id per distinct picture: the same artwork at the same size is uploaded once. */
export function artworkId(spec: ArtworkSpec): string {
  return [spec.scene, spec.key, spec.size, spec.mood ?? ''].join('|');
}

export function toArtwork(spec: ArtworkSpec): Artwork {
  const { width, height } = imageSizes[spec.size];
  return {
    scene: spec.scene,
    key: spec.key,
    width,
    height,
    ...(spec.mood ? { mood: spec.mood } : {}),
  };
}

function isSeedImage(value: unknown): value is SeedImage {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { _type?: unknown })._type === 'image' &&
    typeof (value as { artwork?: unknown }).artwork === 'object'
  );
}

/** Every distinct artwork in the documents, by artwork id, in first-seen order. */
export function collectArtworks(documents: readonly unknown[]): Map<string, ArtworkSpec> {
  const found = new Map<string, ArtworkSpec>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isSeedImage(value)) found.set(artworkId(value.artwork), value.artwork);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  documents.forEach(visit);
  return found;
}

/** A copy of the value with every artwork replaced by a reference to its uploaded asset. */
export function withAssetReferences<T>(value: T, assetIds: ReadonlyMap<string, string>): T {
  const replace = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(replace);
    if (isSeedImage(node)) {
      const { artwork, ...rest } = node;
      const assetId = assetIds.get(artworkId(artwork));
      if (!assetId) throw new Error(`No asset uploaded for artwork ${artworkId(artwork)}`);
      return { ...rest, asset: { _type: 'reference', _ref: assetId } };
    }
    if (typeof node === 'object' && node !== null) {
      return Object.fromEntries(
        Object.entries(node).map(([field, child]) => [field, replace(child)]),
      );
    }
    return node;
  };
  return replace(value) as T;
}
