/**
 * `favicon.ico`, drawn from the brand mark at build time. Pages declare the SVG mark as their
 * icon, which current browsers use; the ICO is for those that still ask for `/favicon.ico`
 * whatever a page declares (Safari, feed readers, search crawlers), so they find the brand
 * instead of a 404. An ICO file may hold PNG pictures, so sharp draws each size.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The sizes browsers pick from: tabs (16, 32) and Windows shortcuts and search results (48). */
export const FAVICON_SIZES = [16, 32, 48] as const;

export interface IconPicture {
  /** Width and height in pixels, 1 to 256. */
  size: number;
  png: Uint8Array;
}

const HEADER_BYTES = 6;
const ENTRY_BYTES = 16;

/**
 * The ICO container for square PNG pictures: a header, one directory entry per picture, then
 * the pictures in the same order. A size of 256 is written as 0, as the format requires.
 */
export function icoFromPngs(pictures: readonly IconPicture[]): Buffer {
  if (pictures.length === 0) throw new RangeError('An icon needs at least one picture');
  const header = Buffer.alloc(HEADER_BYTES + ENTRY_BYTES * pictures.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(pictures.length, 4);
  let offset = header.length;
  pictures.forEach(({ size, png }, index) => {
    if (!Number.isInteger(size) || size < 1 || size > 256) {
      throw new RangeError(`An icon picture is 1 to 256 pixels square, not ${size}`);
    }
    const entry = HEADER_BYTES + ENTRY_BYTES * index;
    header.writeUInt8(size % 256, entry); // width
    header.writeUInt8(size % 256, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pictures.map(({ png }) => Buffer.from(png))]);
}

/** Draws the SVG mark at each favicon size and writes them into one ICO file. */
export async function writeFavicon(svgFile: string, icoFile: string): Promise<void> {
  const svg = readFileSync(svgFile);
  const pictures = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 384 }).resize(size, size).png().toBuffer(),
    })),
  );
  mkdirSync(path.dirname(icoFile), { recursive: true });
  writeFileSync(icoFile, icoFromPngs(pictures));
}
