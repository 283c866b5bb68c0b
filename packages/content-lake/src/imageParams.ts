/**
 * Sanity's image URL parameters (as @sanity/image-url writes them) read into one normalised
 * transform request, and the output format chosen for a browser's Accept header. Pure, so the
 * rules sit in one place with their tests; `imageTransform.ts` carries them out with sharp.
 */
import { badRequest } from './errors.ts';

export type Fit = 'clip' | 'crop' | 'fill' | 'fillmax' | 'max' | 'scale' | 'min';
export type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif' | 'gif';

export interface ImageTransform {
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  fit: Fit;
  /** Edges to keep when cropping ('top', 'left'…), or 'center' / 'entropy' / 'focalpoint'. */
  crop: string[];
  focalPoint?: { x: number; y: number };
  format?: OutputFormat;
  autoFormat: boolean;
  quality: number;
  blur?: number;
  sharpen?: number;
  flipHorizontal: boolean;
  flipVertical: boolean;
  rotate: 0 | 90 | 180 | 270;
  background?: string;
  invert: boolean;
  saturation?: number;
  download?: string;
}

/** The largest edge the CDN renders; larger requests are scaled down to it. */
export const MAX_EDGE = 5000;
const DEFAULT_QUALITY = 75;
const FITS = new Set<Fit>(['clip', 'crop', 'fill', 'fillmax', 'max', 'scale', 'min']);
const FORMATS = new Set<string>(['jpg', 'pjpg', 'png', 'webp', 'avif', 'gif']);
const CROPS = new Set(['top', 'bottom', 'left', 'right', 'center', 'entropy', 'focalpoint']);

function number(
  search: URLSearchParams,
  name: string,
  min: number,
  max: number,
): number | undefined {
  const raw = search.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw badRequest(`Image parameter "${name}" must be a number from ${min} to ${max}`);
  }
  return value;
}

function edge(value: number | undefined, dpr: number): number | undefined {
  return value === undefined ? undefined : Math.min(MAX_EDGE, Math.max(1, Math.round(value * dpr)));
}

export function parseImageParams(search: URLSearchParams): ImageTransform {
  const dpr = number(search, 'dpr', 1, 3) ?? 1;
  const fit = (search.get('fit') ?? 'clip') as Fit;
  if (!FITS.has(fit)) throw badRequest(`Unknown fit "${fit}"`);
  const crop = (search.get('crop') ?? 'center').split(',').map((part) => part.trim());
  if (crop.some((part) => !CROPS.has(part)))
    throw badRequest(`Unknown crop "${search.get('crop') ?? ''}"`);

  let rect: ImageTransform['rect'];
  const rawRect = search.get('rect');
  if (rawRect !== null) {
    const parts = rawRect.split(',').map(Number);
    if (
      parts.length !== 4 ||
      parts.some((part) => !Number.isInteger(part) || part < 0) ||
      parts[2] === 0 ||
      parts[3] === 0
    ) {
      throw badRequest('Image parameter "rect" must be left,top,width,height in whole pixels');
    }
    const [left, top, width, height] = parts as [number, number, number, number];
    rect = { left, top, width, height };
  }

  const fm = search.get('fm');
  if (fm !== null && !FORMATS.has(fm)) throw badRequest(`Unknown image format "${fm}"`);
  const auto = search.get('auto');
  if (auto !== null && auto !== 'format') throw badRequest(`Unknown auto value "${auto}"`);
  const orientation = number(search, 'or', 0, 270) ?? 0;
  if (![0, 90, 180, 270].includes(orientation))
    throw badRequest('Image parameter "or" must be 0, 90, 180 or 270');
  const flip = search.get('flip') ?? '';
  if (!['', 'h', 'v', 'hv'].includes(flip))
    throw badRequest('Image parameter "flip" must be h, v or hv');
  const bg = search.get('bg');
  if (bg !== null && !/^([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(bg)) {
    throw badRequest('Image parameter "bg" must be a hex colour without #');
  }
  const fpX = number(search, 'fp-x', 0, 1);
  const fpY = number(search, 'fp-y', 0, 1);

  const maxW = number(search, 'max-w', 1, 100_000);
  const maxH = number(search, 'max-h', 1, 100_000);
  const minW = number(search, 'min-w', 1, 100_000);
  const minH = number(search, 'min-h', 1, 100_000);
  const clampTo = (value: number | undefined, min: number | undefined, max: number | undefined) => {
    if (value === undefined) return undefined;
    return Math.min(max ?? Infinity, Math.max(min ?? 0, value));
  };

  return {
    rect,
    width: edge(clampTo(number(search, 'w', 1, 100_000), minW, maxW), dpr),
    height: edge(clampTo(number(search, 'h', 1, 100_000), minH, maxH), dpr),
    fit,
    crop,
    focalPoint: fpX !== undefined && fpY !== undefined ? { x: fpX, y: fpY } : undefined,
    format: (fm ?? undefined) as OutputFormat | undefined,
    autoFormat: auto === 'format',
    quality: number(search, 'q', 0, 100) ?? DEFAULT_QUALITY,
    blur: number(search, 'blur', 0, 2000) || undefined,
    sharpen: number(search, 'sharp', 0, 100) || undefined,
    flipHorizontal: flip.includes('h'),
    flipVertical: flip.includes('v'),
    rotate: orientation as ImageTransform['rotate'],
    background: bg ?? undefined,
    invert: search.get('invert') === 'true',
    saturation: number(search, 'sat', -100, 100),
    download: search.get('dl') ?? undefined,
  };
}

const SOURCE_FORMATS: Record<string, OutputFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};

/**
 * The format to send: `fm` when given; with `auto=format` the best one the browser accepts
 * (AVIF, then WebP); otherwise the source's own format (PNG for sources sharp cannot write).
 */
export function chooseFormat(
  transform: ImageTransform,
  sourceExtension: string,
  accept: string | undefined,
): OutputFormat {
  if (transform.format) return transform.format;
  if (transform.autoFormat) {
    const accepted = (accept ?? '').toLowerCase();
    if (accepted.includes('image/avif')) return 'avif';
    if (accepted.includes('image/webp')) return 'webp';
  }
  return SOURCE_FORMATS[sourceExtension] ?? 'png';
}

export const MIME_TYPES: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

/** Whether the request asks for anything but the original bytes. */
export function isIdentity(search: URLSearchParams): boolean {
  return [...search.keys()].every((key) => key === 'dl');
}
