/**
 * Renders one image transform with sharp and keeps the result in a disk cache, so each size and
 * format of an image is computed once. Concurrent requests for the same rendition share one
 * render.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { badRequest } from './errors.ts';
import type { ImageTransform, OutputFormat } from './imageParams.ts';

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

function background(hex: string | undefined, fallback: string): string {
  if (!hex) return fallback;
  // Sanity writes ARGB for 4 and 8 digits; CSS wants RGBA.
  if (hex.length === 4) return `#${hex.slice(1)}${hex[0] ?? ''}`;
  if (hex.length === 8) return `#${hex.slice(2)}${hex.slice(0, 2)}`;
  return `#${hex}`;
}

async function cropAroundFocalPoint(
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
  return sharp(data)
    .resize(scaledWidth, scaledHeight, { fit: 'fill' })
    .extract({ left, top, width, height });
}

async function render(
  source: Buffer,
  transform: ImageTransform,
  format: OutputFormat,
): Promise<Buffer> {
  let image = sharp(source, { failOn: 'none' }).rotate();
  if (transform.rect) {
    const meta = await sharp(source).rotate().toBuffer({ resolveWithObject: true });
    const { left, top, width, height } = transform.rect;
    if (left + width > meta.info.width || top + height > meta.info.height) {
      throw badRequest('Image parameter "rect" lies outside the image');
    }
    image = sharp(meta.data).extract({ left, top, width, height });
  }
  if (transform.rotate) image = sharp(await image.toBuffer()).rotate(transform.rotate);
  if (transform.flipHorizontal) image = image.flop();
  if (transform.flipVertical) image = image.flip();

  const { width, height, fit } = transform;
  if (width !== undefined || height !== undefined) {
    const both = width !== undefined && height !== undefined;
    if (
      both &&
      (fit === 'crop' || fit === 'min') &&
      transform.crop.includes('focalpoint') &&
      transform.focalPoint
    ) {
      image = await cropAroundFocalPoint(
        sharp(await image.toBuffer()),
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

export class ImageCache {
  private readonly folder: string;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(folder: string) {
    this.folder = folder;
  }

  /** The rendition of `sourceFile` for `transform` in `format`, from the cache or rendered now. */
  async get(sourceFile: string, transform: ImageTransform, format: OutputFormat): Promise<Buffer> {
    const key = createHash('sha1')
      .update(JSON.stringify([path.basename(sourceFile), transform, format]))
      .digest('hex');
    const file = path.join(this.folder, key.slice(0, 2), `${key}.${format}`);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = (async () => {
      try {
        return await readFile(file);
      } catch {
        const rendered = await render(await readFile(sourceFile), transform, format);
        await mkdir(path.dirname(file), { recursive: true });
        const temporary = `${file}.${process.pid}.tmp`;
        await writeFile(temporary, rendered);
        await rename(temporary, file);
        return rendered;
      }
    })();
    this.inFlight.set(key, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(key);
    }
  }
}
