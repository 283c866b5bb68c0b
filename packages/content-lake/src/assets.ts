/**
 * Asset uploads: the bytes are stored once per content hash under DATA_DIR/assets, described by
 * a `sanity.imageAsset` or `sanity.fileAsset` document with the metadata the Studio and the
 * site read (dimensions, aspect ratio, LQIP, dominant colour, alpha).
 */
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { badRequest } from './errors.ts';
import type { DocumentChange, LakeDocument } from './types.ts';

export type AssetKind = 'image' | 'file';

const IMAGE_EXTENSIONS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'avif',
  heif: 'avif',
  svg: 'svg',
  tiff: 'tif',
};

const IMAGE_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
};

export interface UploadInfo {
  bytes: Buffer;
  contentType?: string;
  filename?: string;
  label?: string;
  title?: string;
  description?: string;
  creditLine?: string;
  source?: { id: string; name: string; url?: string };
}

/** Where the original bytes of an asset are kept. */
export const assetFile = (dataDir: string, dataset: string, name: string) =>
  path.join(dataDir, 'assets', dataset, name);

async function writeDurably(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

function hex(value: number): string {
  return value.toString(16).padStart(2, '0');
}

async function imageMetadata(bytes: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes).metadata();
  } catch {
    throw badRequest('The upload is not an image this server can read');
  }
  const extension = IMAGE_EXTENSIONS[meta.format ?? ''];
  if (!extension || !meta.width || !meta.height) throw badRequest('Unsupported image format');
  // Dimensions as displayed: EXIF orientations 5–8 turn the image on its side.
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  // One decode into a small picture; the placeholder and the colours come from that.
  const small = await sharp(bytes).rotate().resize(64, 64, { fit: 'inside' }).png().toBuffer();
  const [lqip, stats] = await Promise.all([
    sharp(small).resize(20, 20, { fit: 'inside' }).jpeg({ quality: 40 }).toBuffer(),
    sharp(small).stats(),
  ]);
  const { r, g, b } = stats.dominant;
  const luminance = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
  const swatch = {
    _type: 'sanity.imagePaletteSwatch',
    background: `#${hex(r)}${hex(g)}${hex(b)}`,
    foreground: luminance > 0.6 ? '#000' : '#fff',
    title: luminance > 0.6 ? '#000' : '#fff',
    population: 1,
  };
  return {
    extension,
    width,
    height,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: `data:image/jpeg;base64,${lqip.toString('base64')}`,
      palette: { _type: 'sanity.imagePalette', dominant: swatch },
      hasAlpha: meta.hasAlpha ?? false,
      isOpaque: stats.isOpaque,
    },
  };
}

function fileExtension(info: UploadInfo): string {
  const fromName = info.filename?.match(/\.([A-Za-z0-9]{1,10})$/)?.[1]?.toLowerCase();
  if (fromName) return fromName;
  const fromType = info.contentType?.split('/')[1]?.split(/[;+]/)[0]?.toLowerCase();
  return fromType && /^[a-z0-9]{1,10}$/.test(fromType) ? fromType : 'bin';
}

/** Types of common files by extension, for uploads that arrive without a useful content type. */
const FILE_TYPES: Record<string, string> = {
  txt: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  pdf: 'application/pdf',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  svg: 'image/svg+xml',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/**
 * A file's type: the one the uploader gave, unless that says nothing (missing or the generic
 * `application/octet-stream`, which clients send for bare bytes); then the extension's. So a file
 * re-uploaded by `@sanity/import`, which sends bare bytes, keeps the type it was exported with.
 */
export function fileMimeType(contentType: string | undefined, extension: string): string {
  if (contentType && contentType !== 'application/octet-stream') return contentType;
  return FILE_TYPES[extension] ?? 'application/octet-stream';
}

export interface PreparedAsset {
  document: LakeDocument;
  /** File name of the original under the dataset's asset folder. */
  storedName: string;
}

/** Stores the bytes and builds the asset document (not yet written to the dataset). */
export async function prepareAsset(
  kind: AssetKind,
  info: UploadInfo,
  where: { dataDir: string; projectId: string; dataset: string; origin: string },
): Promise<PreparedAsset> {
  if (info.bytes.length === 0) throw badRequest('The upload is empty');
  const sha1 = createHash('sha1').update(info.bytes).digest('hex');
  const common = {
    assetId: sha1,
    sha1hash: sha1,
    size: info.bytes.length,
    originalFilename: info.filename,
    label: info.label,
    title: info.title,
    description: info.description,
    creditLine: info.creditLine,
    source: info.source,
    uploadId: sha1.slice(0, 32),
  };
  let document: LakeDocument;
  let storedName: string;
  if (kind === 'image') {
    const image = await imageMetadata(info.bytes);
    const assetPath = `images/${where.projectId}/${where.dataset}/${sha1}-${image.width}x${image.height}.${image.extension}`;
    storedName = `${sha1}.${image.extension}`;
    document = {
      _id: `image-${sha1}-${image.width}x${image.height}-${image.extension}`,
      _type: 'sanity.imageAsset',
      ...common,
      extension: image.extension,
      mimeType: IMAGE_MIME[image.extension] ?? 'application/octet-stream',
      metadata: image.metadata,
      path: assetPath,
      url: `${where.origin}/${assetPath}`,
    };
  } else {
    const extension = fileExtension(info);
    const assetPath = `files/${where.projectId}/${where.dataset}/${sha1}.${extension}`;
    storedName = `${sha1}.${extension}`;
    document = {
      _id: `file-${sha1}-${extension}`,
      _type: 'sanity.fileAsset',
      ...common,
      extension,
      mimeType: fileMimeType(info.contentType, extension),
      path: assetPath,
      url: `${where.origin}/${assetPath}`,
    };
  }
  // Optional fields the uploader did not give are left out rather than stored as null.
  document = Object.fromEntries(
    Object.entries(document).filter(([, value]) => value !== undefined),
  ) as LakeDocument;
  await writeDurably(assetFile(where.dataDir, where.dataset, storedName), info.bytes);
  return { document, storedName };
}

/** `{sha1}-{w}x{h}.{ext}` (images) or `{sha1}.{ext}` (files) from a CDN path. */
export function parseCdnFileName(name: string): { sha1: string; extension: string } | undefined {
  const match = /^([0-9a-f]{40})(?:-\d+x\d+)?\.([a-z0-9]{1,10})$/.exec(name);
  return match ? { sha1: match[1] as string, extension: match[2] as string } : undefined;
}

const ASSET_TYPES: ReadonlySet<string> = new Set(['sanity.imageAsset', 'sanity.fileAsset']);

/** The name an asset document's original is stored under, if it is an asset. */
function storedNameOf(document: LakeDocument | null): string | undefined {
  if (!document || !ASSET_TYPES.has(String(document._type))) return undefined;
  const { sha1hash, extension } = document as { sha1hash?: unknown; extension?: unknown };
  const name = `${String(sha1hash)}.${String(extension)}`;
  return parseCdnFileName(name) ? name : undefined;
}

/**
 * Deletes the originals of the asset documents a committed transaction deleted, as hosted
 * Sanity does: an erased recording leaves no bytes in the data folder. An original that another
 * asset document still names (the same bytes as an image and a file) stays. `remaining` tells
 * whether a stored name is still named after the transaction.
 */
export function removeDeletedOriginals(
  dataDir: string,
  dataset: string,
  changes: readonly DocumentChange[],
  remaining: (storedName: string) => boolean,
): void {
  for (const change of changes) {
    if (change.after) continue;
    const name = storedNameOf(change.before);
    if (name === undefined || remaining(name)) continue;
    try {
      rmSync(assetFile(dataDir, dataset, name), { force: true });
    } catch (error) {
      // The deletion stands (it is committed); the bytes are reported for the owner to remove.
      console.error(`lake: the original ${name} of a deleted asset could not be removed:`, error);
    }
  }
}

/** Whether a document is an asset whose original is stored under this name. */
export const storesOriginal = (document: LakeDocument, storedName: string): boolean =>
  storedNameOf(document) === storedName;
