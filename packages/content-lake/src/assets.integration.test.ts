/**
 * Image and file round trips: upload with @sanity/client, build URLs with @sanity/image-url,
 * fetch the transformed bytes and check them with sharp.
 */
import { createImageUrlBuilder } from '@sanity/image-url';
import type { SanityClient } from '@sanity/client';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from './testing.ts';

let lake: TestLake;
let editor: SanityClient;
let photo: Buffer;

beforeAll(async () => {
  lake = await startLakeForTest();
  editor = lake.client();
  // A 400×300 picture: left half red, right half blue, so crops are visible in the pixels.
  const half = { width: 200, height: 300, channels: 3 as const };
  photo = await sharp({ create: { ...half, width: 400, background: '#0000ff' } })
    .composite([
      {
        input: await sharp({ create: { ...half, background: '#ff0000' } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .jpeg({ quality: 95 })
    .toBuffer();
});
afterAll(async () => {
  await lake.close();
});

const pixel = async (bytes: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(bytes)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [data[offset], data[offset + 1], data[offset + 2]] as number[];
};

describe('image assets', () => {
  it('stores an upload with the metadata the Studio reads, once per content', async () => {
    const asset = await editor.assets.upload('image', photo, {
      filename: 'split.jpg',
      title: 'Split',
    });
    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      extension: 'jpg',
      mimeType: 'image/jpeg',
      originalFilename: 'split.jpg',
      title: 'Split',
      size: photo.length,
      metadata: {
        dimensions: { width: 400, height: 300, aspectRatio: 400 / 300 },
        hasAlpha: false,
        isOpaque: true,
      },
    });
    expect(asset._id).toBe(`image-${asset.sha1hash}-400x300-jpg`);
    expect(asset.metadata.lqip).toMatch(/^data:image\/jpeg;base64,/);
    expect(asset.metadata.palette?.dominant?.background).toMatch(/^#[0-9a-f]{6}$/);
    expect(asset.url).toBe(`${lake.origin}/images/local/test/${asset.sha1hash}-400x300.jpg`);
    const again = await editor.assets.upload('image', photo, { filename: 'copy.jpg' });
    expect(again._id).toBe(asset._id);
    expect(await editor.fetch('count(*[_type == "sanity.imageAsset"])')).toBe(1);
  });

  it('serves transforms built by @sanity/image-url: size, hotspot crop, format by Accept', async () => {
    const asset = await editor.assets.upload('image', photo, { filename: 'split.jpg' });
    const builder = createImageUrlBuilder({
      projectId: 'local',
      dataset: 'test',
      baseUrl: lake.origin,
    });
    const image = {
      asset: { _ref: asset._id },
      crop: { top: 0, bottom: 0, left: 0, right: 0.5 },
      hotspot: { x: 0.25, y: 0.5, width: 0.5, height: 1 },
    };

    const resized = await fetch(
      builder
        .image({ asset: { _ref: asset._id } })
        .width(200)
        .url(),
    );
    expect(resized.status).toBe(200);
    expect(resized.headers.get('cache-control')).toContain('max-age=31536000');
    const resizedMeta = await sharp(Buffer.from(await resized.arrayBuffer())).metadata();
    expect([resizedMeta.format, resizedMeta.width, resizedMeta.height]).toEqual(['jpeg', 200, 150]);

    // The crop keeps only the left (red) half.
    const cropped = await fetch(builder.image(image).width(100).height(100).fit('crop').url());
    const croppedBytes = Buffer.from(await cropped.arrayBuffer());
    expect((await sharp(croppedBytes).metadata()).width).toBe(100);
    const [red, , blue] = await pixel(croppedBytes, 90, 50);
    expect(red).toBeGreaterThan(200);
    expect(blue).toBeLessThan(60);

    const url = builder
      .image({ asset: { _ref: asset._id } })
      .width(120)
      .auto('format')
      .url();
    const avif = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('vary')).toContain('Accept');
    const webp = await fetch(url, { headers: { accept: 'image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).width).toBe(120);
    const plain = await fetch(url, { headers: { accept: '*/*' } });
    expect(plain.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers the original bytes without parameters, caches renditions on disk, and 4xx for bad requests', async () => {
    const asset = await editor.assets.upload('image', photo, { filename: 'split.jpg' });
    const original = await fetch(asset.url);
    expect(Buffer.from(await original.arrayBuffer()).equals(photo)).toBe(true);

    const blurred = `${asset.url}?w=50&blur=20&fm=png`;
    const first = Buffer.from(await (await fetch(blurred)).arrayBuffer());
    const second = Buffer.from(await (await fetch(blurred)).arrayBuffer());
    expect(second.equals(first)).toBe(true);

    expect((await fetch(`${asset.url}?w=abc`)).status).toBe(400);
    expect((await fetch(`${asset.url}?rect=0,0,999,999`)).status).toBe(400);
    expect((await fetch(`${lake.origin}/images/local/test/${'0'.repeat(40)}-1x1.jpg`)).status).toBe(
      404,
    );
    expect(
      (await fetch(`${lake.origin}/images/other-project/test/${asset.sha1hash}-400x300.jpg`))
        .status,
    ).toBe(404);
  });

  it('refuses uploads without a token, and bytes that are not an image', async () => {
    const visitor = lake.client({ withToken: false });
    await expect(visitor.assets.upload('image', photo)).rejects.toMatchObject({ statusCode: 401 });
    await expect(editor.assets.upload('image', Buffer.from('not an image'))).rejects.toMatchObject({
      statusCode: 400,
    });
  });
});

describe('file assets', () => {
  it('stores a file and serves it back, as a download when asked', async () => {
    const pdf = Buffer.from('%PDF-1.4 pretend');
    const asset = await editor.assets.upload('file', pdf, {
      filename: 'terms.pdf',
      contentType: 'application/pdf',
    });
    expect(asset).toMatchObject({
      _type: 'sanity.fileAsset',
      extension: 'pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
    });
    const served = await fetch(`${asset.url}?dl=`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf)).toBe(true);
  });
});
