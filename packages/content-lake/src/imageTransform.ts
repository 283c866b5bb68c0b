/**
 * Renders one image transform with sharp and keeps the result in a disk cache, so each size and
 * format of an image is usually computed once. Concurrent requests for the same rendition share
 * one render. All of it is bounded: renders pass a TransformGate (a few at once, a short queue,
 * then 429), each render stops at a time limit, and the cache holds at most `maxBytes` on disk,
 * dropping the least recently used renditions first, so a caller asking for every width up to
 * 5000 px fills neither disk nor memory, nor holds a core for long.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp, type SharpOptions } from 'sharp';
import { LakeError, badRequest } from './errors.ts';
import type { ImageTransform, OutputFormat } from './imageParams.ts';
import type { TransformGate } from './transformGate.ts';

const GRAVITY: Record<string, string> = {
  top: 'north',
  bottom: 'south',
  left: 'west',
  right: 'east',
  'top,left': 'northwest',
  'left,top': 'northwest',
  'top,right': 'northeast',
  'right,top': 'northeast',
  'bottom,left': 'southwest',
  'left,bottom': 'southwest',
  'bottom,right': 'southeast',
  'right,bottom': 'southeast',
};

/**
 * Seconds one render may take. A site picture renders in well under a second; the largest AVIF
 * allowed (5000 px) takes about five on an idle core.
 */
export const RENDER_TIME_LIMIT_S = 6;

type Pipeline = (input: Buffer, options?: SharpOptions) => Sharp;

/** sharp pipelines that stop at the time limit instead of holding a core for as long as they take. */
const limitedTo =
  (seconds: number): Pipeline =>
  (input, options) =>
    sharp(input, options).timeout({ seconds });

/**
 * GIF's palette search takes seconds per megapixel and goes on past the time limit once the
 * pixels are computed (a 5000 px GIF: about ten seconds), so a GIF is drawn at most this large
 * on its longer requested edge, keeping the proportions asked for.
 */
export const GIF_MAX_EDGE = 1500;

function withinGifEdge(transform: ImageTransform): { width?: number; height?: number } {
  const { width, height } = transform;
  const longer = Math.max(width ?? 0, height ?? 0);
  if (longer <= GIF_MAX_EDGE) return { width, height };
  const scale = GIF_MAX_EDGE / longer;
  return {
    width: width === undefined ? undefined : Math.max(1, Math.round(width * scale)),
    height: height === undefined ? undefined : Math.max(1, Math.round(height * scale)),
  };
}

const tooCostly = (seconds: number) =>
  new LakeError(
    400,
    'imageTooCostly',
    `This transform takes longer than ${seconds} s to render; ask for a smaller size`,
  );

function background(hex: string | undefined, fallback: string): string {
  if (!hex) return fallback;
  // Sanity writes ARGB for 4 and 8 digits; CSS wants RGBA.
  if (hex.length === 4) return `#${hex.slice(1)}${hex[0] ?? ''}`;
  if (hex.length === 8) return `#${hex.slice(2)}${hex.slice(0, 2)}`;
  return `#${hex}`;
}

async function cropAroundFocalPoint(
  pipeline: Pipeline,
  image: Sharp,
  width: number,
  height: number,
  point: { x: number; y: number },
): Promise<Sharp> {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  const scale = Math.max(width / info.width, height / info.height);
  const scaledWidth = Math.max(width, Math.round(info.width * scale));
  const scaledHeight = Math.max(height, Math.round(info.height * scale));
  const left = Math.min(
    scaledWidth - width,
    Math.max(0, Math.round(point.x * scaledWidth - width / 2)),
  );
  const top = Math.min(
    scaledHeight - height,
    Math.max(0, Math.round(point.y * scaledHeight - height / 2)),
  );
  return pipeline(data)
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({ left, top, width, height });
}

async function render(
  source: Buffer,
  transform: ImageTransform,
  format: OutputFormat,
  pipeline: Pipeline,
): Promise<Buffer> {
  let image = pipeline(source, { failOn: 'none' }).rotate();
  if (transform.rect) {
    const meta = await pipeline(source).rotate().toBuffer({ resolveWithObject: true });
    const { left, top, width, height } = transform.rect;
    if (left + width > meta.info.width || top + height > meta.info.height) {
      throw badRequest('Image parameter "rect" lies outside the image');
    }
    image = pipeline(meta.data).extract({ left, top, width, height });
  }
  if (transform.rotate) image = pipeline(await image.toBuffer()).rotate(transform.rotate);
  if (transform.flipHorizontal) image = image.flop();
  if (transform.flipVertical) image = image.flip();

  const { width, height } = format === 'gif' ? withinGifEdge(transform) : transform;
  const { fit } = transform;
  if (width !== undefined || height !== undefined) {
    const both = width !== undefined && height !== undefined;
    if (
      both &&
      (fit === 'crop' || fit === 'min') &&
      transform.crop.includes('focalpoint') &&
      transform.focalPoint
    ) {
      image = await cropAroundFocalPoint(
        pipeline,
        pipeline(await image.toBuffer()),
        width,
        height,
        transform.focalPoint,
      );
    } else if (both && (fit === 'crop' || fit === 'min')) {
      const key = transform.crop
        .filter((part) => part !== 'center' && part !== 'focalpoint')
        .join(',');
      const position = transform.crop.includes('entropy')
        ? sharp.strategy.entropy
        : (GRAVITY[key] ?? 'centre');
      image = image.resize(width, height, { fit: 'cover', position });
    } else if (both && (fit === 'fill' || fit === 'fillmax')) {
      image = image.resize(width, height, {
        fit: 'contain',
        background: background(
          transform.background,
          format === 'jpg' || format === 'pjpg' ? '#ffffff' : '#ffffff00',
        ),
      });
    } else if (both && fit === 'scale') {
      image = image.resize(width, height, { fit: 'fill' });
    } else {
      image = image.resize(width, height, {
        fit: 'inside',
        withoutEnlargement: fit === 'max' || fit === 'fillmax',
      });
    }
  }

  if (transform.blur) image = image.blur(Math.min(100, Math.max(0.3, transform.blur / 10)));
  if (transform.sharpen) image = image.sharpen({ sigma: 0.5 + transform.sharpen / 50 });
  if (transform.invert) image = image.negate({ alpha: false });
  if (transform.saturation !== undefined)
    image = image.modulate({ saturation: 1 + transform.saturation / 100 });

  const quality = Math.max(1, transform.quality);
  switch (format) {
    case 'jpg':
    case 'pjpg':
      return image
        .flatten({ background: background(transform.background, '#ffffff') })
        .jpeg({ quality, progressive: format === 'pjpg', mozjpeg: false })
        .toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      // Effort 2 keeps first renders quick; the result is cached anyway.
      return image.avif({ quality: Math.max(1, quality - 20), effort: 2 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}

export interface ImageCacheOptions {
  /** Bytes the cached renditions may take on disk. */
  maxBytes: number;
  /** Where renders wait for their turn. */
  gate: TransformGate;
  /** Seconds one render may take (RENDER_TIME_LIMIT_S unless given). */
  renderTimeLimitS?: number;
}

/** 256 MB of renditions: every picture of the site at every width it asks for, many times over. */
export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024;

export class ImageCache {
  private readonly folder: string;
  private readonly options: ImageCacheOptions;
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  /** Cached files and their sizes, least recently used first (a Map keeps insertion order). */
  private readonly files = new Map<string, number>();
  private total = 0;
  private readonly ready: Promise<void>;

  constructor(folder: string, options: ImageCacheOptions) {
    this.folder = folder;
    this.options = options;
    this.ready = this.index();
  }

  /** Bytes the cache holds on disk now. */
  async size(): Promise<number> {
    await this.ready;
    return this.total;
  }

  /** The rendition of `sourceFile` for `transform` in `format`, from the cache or rendered now. */
  async get(sourceFile: string, transform: ImageTransform, format: OutputFormat): Promise<Buffer> {
    await this.ready;
    const key = createHash('sha1')
      .update(JSON.stringify([path.basename(sourceFile), transform, format]))
      .digest('hex');
    const file = path.join(this.folder, key.slice(0, 2), `${key}.${format}`);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      if (this.files.has(file)) {
        try {
          const cached = await readFile(file);
          this.touch(file, cached.byteLength);
          return cached;
        } catch {
          this.forget(file);
        }
      }
      const source = await readFile(sourceFile);
      const seconds = this.options.renderTimeLimitS ?? RENDER_TIME_LIMIT_S;
      const rendered = await this.options.gate.run(() => {
        const started = performance.now();
        return render(source, transform, format, limitedTo(seconds)).catch((error: unknown) => {
          // sharp says "timeout: N% complete" when it stops a render at the limit, though a
          // render stopped inside an encoder may only say "Unknown error": the clock decides.
          const timedOut =
            (error instanceof Error && error.message.startsWith('timeout')) ||
            performance.now() - started >= seconds * 1000;
          throw timedOut ? tooCostly(seconds) : error;
        });
      });
      await this.keep(file, rendered);
      return rendered;
    })();
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(key);
    }
  }

  /** Stores a rendition; a cache that cannot be written still serves what it rendered. */
  private async keep(file: string, rendered: Buffer): Promise<void> {
    // A rendition larger than the whole cache is served, never kept.
    if (rendered.byteLength > this.options.maxBytes) return;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, rendered);
      await rename(temporary, file);
    } catch {
      return;
    }
    this.touch(file, rendered.byteLength);
    await this.evict(file);
  }

  private touch(file: string, bytes: number): void {
    this.forget(file);
    this.files.set(file, bytes);
    this.total += bytes;
  }

  private forget(file: string): void {
    const bytes = this.files.get(file);
    if (bytes === undefined) return;
    this.files.delete(file);
    this.total -= bytes;
  }

  /** Removes the least recently used renditions until the cache fits (never `keep`). */
  private async evict(keep?: string): Promise<void> {
    for (const [file] of this.files) {
      if (this.total <= this.options.maxBytes) return;
      if (file === keep) continue;
      this.forget(file);
      await unlink(file).catch(() => undefined);
    }
  }

  /** Learns what an earlier run left on disk, oldest first, and trims it to the cap. */
  private async index(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.folder, { recursive: true });
    } catch {
      return;
    }
    const found: { file: string; bytes: number; used: number }[] = [];
    for (const name of names) {
      const file = path.join(this.folder, name);
      if (file.endsWith('.tmp')) continue;
      const info = await stat(file).catch(() => undefined);
      if (info?.isFile()) found.push({ file, bytes: info.size, used: info.mtimeMs });
    }
    found.sort((a, b) => a.used - b.used);
    for (const { file, bytes } of found) this.touch(file, bytes);
    await this.evict();
  }
}
