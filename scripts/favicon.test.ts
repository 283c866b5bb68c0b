import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FAVICON_SIZES, icoFromPngs, writeFavicon } from './favicon.ts';

/** The directory entries an ICO file declares, read back as a browser reads them. */
function readEntries(ico: Buffer) {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    return {
      width: ico.readUInt8(entry),
      height: ico.readUInt8(entry + 1),
      bits: ico.readUInt16LE(entry + 6),
      bytes: ico.readUInt32LE(entry + 8),
      offset: ico.readUInt32LE(entry + 12),
    };
  });
}

describe('icoFromPngs', () => {
  const png = (length: number, fill: number) => new Uint8Array(length).fill(fill);

  it.each([
    {
      case: 'one picture',
      pictures: [{ size: 16, png: png(10, 1) }],
      entries: [{ width: 16, height: 16, bits: 32, bytes: 10, offset: 22 }],
    },
    {
      case: 'three pictures follow one another after the directory',
      pictures: [
        { size: 16, png: png(10, 1) },
        { size: 32, png: png(20, 2) },
        { size: 48, png: png(30, 3) },
      ],
      entries: [
        { width: 16, height: 16, bits: 32, bytes: 10, offset: 54 },
        { width: 32, height: 32, bits: 32, bytes: 20, offset: 64 },
        { width: 48, height: 48, bits: 32, bytes: 30, offset: 84 },
      ],
    },
    {
      case: 'a 256-pixel picture is written as size 0',
      pictures: [{ size: 256, png: png(5, 9) }],
      entries: [{ width: 0, height: 0, bits: 32, bytes: 5, offset: 22 }],
    },
  ])('$case', ({ pictures, entries }) => {
    const ico = icoFromPngs(pictures);
    expect(readEntries(ico)).toEqual(entries);
    const stored = entries.map(({ offset, bytes }) => ico.subarray(offset, offset + bytes));
    expect(stored).toEqual(pictures.map(({ png }) => Buffer.from(png)));
    const last = entries[entries.length - 1];
    expect(ico.length).toBe((last?.offset ?? 0) + (last?.bytes ?? 0));
  });

  it.each([
    { case: 'no picture', pictures: [] },
    { case: 'a size of 0', pictures: [{ size: 0, png: png(1, 0) }] },
    { case: 'a size above 256', pictures: [{ size: 512, png: png(1, 0) }] },
    { case: 'a fractional size', pictures: [{ size: 15.5, png: png(1, 0) }] },
  ])('refuses $case', ({ pictures }) => {
    expect(() => icoFromPngs(pictures)).toThrow(RangeError);
  });
});

describe('writeFavicon', () => {
  it('draws the brand mark at every favicon size, each a PNG of that size', async () => {
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'favicon-')), 'favicon.ico');
    await writeFavicon(path.resolve(import.meta.dirname, '../public/brand-logo.svg'), out);
    const ico = readFileSync(out);
    const entries = readEntries(ico);
    expect(entries.map(({ width }) => width)).toEqual([...FAVICON_SIZES]);
    for (const { width, offset, bytes } of entries) {
      const meta = await sharp(ico.subarray(offset, offset + bytes)).metadata();
      expect(meta).toMatchObject({ format: 'png', width, height: width });
    }
  });
});
