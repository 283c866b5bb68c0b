import { createImageUrlBuilder } from '@sanity/image-url';
import type { PublicContentConfig } from './contentConfig.ts';

/** A Sanity image field as the queries return it (asset reference, crop, hotspot, alt text). */
export interface SanityImage {
  asset?: { _ref?: string; _id?: string } | null;
  crop?: { top: number; bottom: number; left: number; right: number } | null;
  hotspot?: { x: number; y: number; width: number; height: number } | null;
  alt?: string | null;
}

/** Asset ids look like image-{hash}-{width}x{height}-{format}. */
export function imageDimensions(image: SanityImage): { width: number; height: number } | null {
  const id = image.asset?._ref ?? image.asset?._id ?? '';
  const match = /-(\d+)x(\d+)-[a-z0-9]+$/.exec(id);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

export const RESPONSIVE_WIDTHS = [320, 480, 640, 828, 1080, 1280, 1600, 1920];

export interface ImageSource {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

/**
 * URLs of a responsive image through the image pipeline: WebP/AVIF by the browser's Accept header
 * (auto=format), cropped to the aspect ratio asked for, around the editor's hotspot.
 */
export function imageSource(
  config: PublicContentConfig,
  image: SanityImage,
  { width, aspectRatio }: { width: number; aspectRatio?: number },
): ImageSource | null {
  const natural = imageDimensions(image);
  if (!natural || !image.asset) return null;
  const ratio = aspectRatio ?? natural.width / natural.height;
  const builder = createImageUrlBuilder({
    projectId: config.projectId,
    dataset: config.dataset,
    baseUrl: config.imageBaseUrl,
  })
    .image(image)
    .auto('format')
    .fit('crop')
    .quality(75);
  const sized = (w: number) =>
    builder
      .width(w)
      .height(Math.round(w / ratio))
      .url();
  // A small slot (a portrait beside a line of text) is drawn at its own width and at two and
  // three times it, for dense screens: the shared widths start too large for it.
  const smallest = RESPONSIVE_WIDTHS[0] ?? 320;
  const widths =
    width * 2 < smallest
      ? [width, width * 2, width * 3]
      : RESPONSIVE_WIDTHS.filter((w) => w <= Math.max(width * 2, smallest));
  return {
    src: sized(width),
    srcSet: widths.map((w) => `${sized(w)} ${w}w`).join(', '),
    width,
    height: Math.round(width / ratio),
  };
}
