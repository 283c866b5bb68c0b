import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ImageCache } from './imageTransform.ts';
import { parseImageParams } from './imageParams.ts';
import { TransformGate } from './transformGate.ts';

let folder: string;
let source: string;

beforeEach(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'image-cache-test-'));
  source = path.join(folder, 'source.png');
  // Noise compresses badly, so every rendition has a size worth counting.
  const noise = Buffer.from(Array.from({ length: 200 * 150 * 3 }, (_, i) => (i * 7919) % 251));
  writeFileSync(
    source,
    await sharp(noise, { raw: { width: 200, height: 150, channels: 3 } })
      .png()
      .toBuffer(),
  );
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Bytes of every file under the cache folder, as the disk sees them. */
function bytesOnDisk(cacheFolder: string): number {
  let total = 0;
  for (const name of readdirSync(cacheFolder, { recursive: true }) as string[]) {
    const info = statSync(path.join(cacheFolder, name));
    if (info.isFile()) total += info.size;
  }
  return total;
}

const widthTransform = (width: number) => parseImageParams(new URLSearchParams({ w: `${width}` }));
const gate = () =>
  new TransformGate({ concurrency: 2, queue: 100, maxWaitMs: 30_000, retryAfterSeconds: 1 });

// Renders take seconds of one core, more than the default limit when the machine is busy (the
// fast tier runs the type-checks beside these tests).
describe('ImageCache', { timeout: 60_000 }, () => {
  it('stays under its cap on disk after many distinct sizes', async () => {
    const cacheFolder = path.join(folder, 'cache');
    const maxBytes = 200_000;
    const cache = new ImageCache(cacheFolder, { maxBytes, gate: gate() });
    let rendered = 0;
    for (let width = 40; width < 200; width += 4) {
      rendered += (await cache.get(source, widthTransform(width), 'png')).byteLength;
    }
    expect(rendered).toBeGreaterThan(maxBytes * 5);
    expect(bytesOnDisk(cacheFolder)).toBeLessThanOrEqual(maxBytes);
    expect(await cache.size()).toBe(bytesOnDisk(cacheFolder));
  });

  it('stops a render at its time limit with a 400, and renders the next', async () => {
    const cache = new ImageCache(path.join(folder, 'cache'), {
      maxBytes: 1e9,
      gate: gate(),
      renderTimeLimitS: 1,
    });
    // The largest AVIF allowed, blurred: several seconds of work for one core.
    const costly = parseImageParams(new URLSearchParams({ w: '5000', h: '5000', fit: 'scale' }));
    await expect(cache.get(source, { ...costly, blur: 2000 }, 'avif')).rejects.toMatchObject({
      status: 400,
      body: { error: { type: 'imageTooCostly' } },
    });
    expect((await cache.get(source, widthTransform(100), 'png')).byteLength).toBeGreaterThan(0);
  });

  it.each([
    ['a tall request', { h: '5000' }, [2000, 1500]],
    ['a wide request', { w: '3000', h: '600', fit: 'scale' }, [1500, 300]],
    ['a small request, as asked', { w: '120', h: '90', fit: 'scale' }, [120, 90]],
  ])(
    'scales the edges asked of a GIF to at most 1500 px: %s',
    // Encoding a 2000 × 1500 GIF takes seconds of one core, past the cache's own render limit
    // when the machine is busy; that limit has a test of its own above.
    async (_case, params, [w, h]) => {
      const cache = new ImageCache(path.join(folder, 'cache'), {
        maxBytes: 1e9,
        gate: gate(),
        renderTimeLimitS: 50,
      });
      const transform = parseImageParams(new URLSearchParams(params));
      const gif = await sharp(await cache.get(source, transform, 'gif')).metadata();
      expect([gif.width, gif.height]).toEqual([w, h]);
    },
  );

  it('serves but never keeps a rendition larger than the whole cache', async () => {
    const cacheFolder = path.join(folder, 'cache');
    const cache = new ImageCache(cacheFolder, { maxBytes: 1000, gate: gate() });
    const bytes = await cache.get(source, widthTransform(150), 'png');
    expect(bytes.byteLength).toBeGreaterThan(1000);
    expect(await cache.size()).toBe(0);
  });

  it('drops the least recently used rendition first', async () => {
    const cacheFolder = path.join(folder, 'cache');
    const sizes = new Map<number, number>();
    for (const width of [60, 80, 100]) {
      const probe = new ImageCache(path.join(folder, `probe-${width}`), {
        maxBytes: 1e9,
        gate: gate(),
      });
      sizes.set(width, (await probe.get(source, widthTransform(width), 'png')).byteLength);
    }
    // Room for the two larger renditions only.
    const cache = new ImageCache(cacheFolder, {
      maxBytes: (sizes.get(80) ?? 0) + (sizes.get(100) ?? 0) + 1,
      gate: gate(),
    });
    await cache.get(source, widthTransform(80), 'png');
    await cache.get(source, widthTransform(60), 'png');
    await cache.get(source, widthTransform(80), 'png'); // used again: 60 is now the oldest
    await cache.get(source, widthTransform(100), 'png');
    expect(await cache.size()).toBe((sizes.get(80) ?? 0) + (sizes.get(100) ?? 0));
  });

  it('trims what an earlier run left beyond a smaller cap', async () => {
    const cacheFolder = path.join(folder, 'cache');
    const first = new ImageCache(cacheFolder, { maxBytes: 1e9, gate: gate() });
    for (const width of [50, 70, 90, 110, 130])
      await first.get(source, widthTransform(width), 'png');
    const before = bytesOnDisk(cacheFolder);
    const second = new ImageCache(cacheFolder, { maxBytes: Math.floor(before / 2), gate: gate() });
    expect(await second.size()).toBeLessThanOrEqual(Math.floor(before / 2));
    expect(bytesOnDisk(cacheFolder)).toBeLessThanOrEqual(Math.floor(before / 2));
  });

  it('renders no more than the gate allows at once', async () => {
    const limited = new TransformGate({
      concurrency: 1,
      queue: 100,
      maxWaitMs: 30_000,
      retryAfterSeconds: 1,
    });
    let peak = 0;
    const run = limited.run.bind(limited);
    limited.run = async (work) =>
      run(async () => {
        peak = Math.max(peak, limited.active);
        return work();
      });
    const cache = new ImageCache(path.join(folder, 'cache'), { maxBytes: 1e9, gate: limited });
    const widths = [41, 43, 47, 53, 59, 61];
    const bytes = await Promise.all(widths.map((w) => cache.get(source, widthTransform(w), 'png')));
    expect(bytes).toHaveLength(widths.length);
    expect(peak).toBe(1);
  });

  it('still serves a rendition when the cache folder cannot be written', async () => {
    const blocked = path.join(folder, 'not-a-folder');
    writeFileSync(blocked, 'a file where the cache folder should be');
    const cache = new ImageCache(blocked, { maxBytes: 1e9, gate: gate() });
    const bytes = await cache.get(source, widthTransform(64), 'png');
    expect((await sharp(bytes).metadata()).width).toBe(64);
    expect(await cache.size()).toBe(0);
  });
});
