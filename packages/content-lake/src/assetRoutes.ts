/**
 * Asset uploads (`/assets/images`, `/assets/files` under the API prefix) and the asset CDN
 * (`/images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` and `/files/…`), with Sanity's image
 * URL parameters and long cache headers, so @sanity/image-url works unchanged.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { assetFile, parseCdnFileName, prepareAsset, type AssetKind } from './assets.ts';
import { LOCAL_EDITOR } from './auth.ts';
import type { LakeContext, LakeEnv } from './context.ts';
import { notFound, unauthorized } from './errors.ts';
import { ImageCache } from './imageTransform.ts';
import { MIME_TYPES, chooseFormat, isIdentity, parseImageParams } from './imageParams.ts';
import { limitedBytes } from './requestBody.ts';

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const FOREVER = 'public, max-age=31536000, immutable';

const FILE_MIME: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  tif: 'image/tiff',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain; charset=utf-8',
};

/** Response bodies want an ArrayBuffer; a Buffer may be a view into a larger pool. */
const body = (bytes: Buffer): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

/**
 * An uploaded SVG may carry script; opened directly it would run with the lake's origin. A CSP
 * sandbox makes the browser treat it as a page of no origin with scripts off, and nosniff stops
 * any file being reinterpreted as a type it was not served as.
 */
export function svgGuard(extension: string): Record<string, string> {
  return extension === 'svg'
    ? { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' }
    : { 'x-content-type-options': 'nosniff' };
}

/**
 * The checksums hosted Sanity sends with an original file; `@sanity/export` compares the bytes it
 * received with them. It reports a mismatch only when both differ, so both are sent.
 */
export function checksumHeaders(bytes: Buffer): Record<string, string> {
  return {
    'x-sanity-sha1': createHash('sha1').update(bytes).digest('hex'),
    'x-sanity-md5': createHash('md5').update(bytes).digest('hex'),
  };
}

async function uploadBytes(request: Request): Promise<Buffer> {
  const bytes = await limitedBytes(request, MAX_UPLOAD_BYTES, 'The upload is larger than 50 MB');
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function uploadRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  const upload = (kind: AssetKind) =>
    app.post(`/assets/${kind === 'image' ? 'images' : 'files'}/:dataset`, async (c) => {
      if (c.get('access') !== 'token') throw unauthorized();
      const dataset = c.req.param('dataset');
      const state = lake.core.dataset(dataset, { create: true });
      const query = (name: string) => c.req.query(name) || undefined;
      const sourceName = query('sourceName');
      const sourceId = query('sourceId');
      const prepared = await prepareAsset(
        kind,
        {
          bytes: await uploadBytes(c.req.raw),
          contentType: c.req.header('content-type')?.split(';')[0],
          filename: query('filename'),
          label: query('label'),
          title: query('title'),
          description: query('description'),
          creditLine: query('creditLine'),
          source:
            sourceName && sourceId
              ? { id: sourceId, name: sourceName, url: query('sourceUrl') }
              : undefined,
        },
        {
          dataDir: lake.dataDir,
          projectId: lake.projectId,
          dataset,
          origin: lake.publicOrigin ?? new URL(c.req.url).origin,
        },
      );
      // The same bytes uploaded again answer with the asset that already exists.
      const existing = state.get(prepared.document._id);
      if (existing) return c.json({ document: existing });
      await lake.core.putDocuments(dataset, [prepared.document], LOCAL_EDITOR.id);
      return c.json({ document: state.get(prepared.document._id) });
    });
  upload('image');
  upload('file');
  return app;
}

export function cdnRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  const cache = new ImageCache(path.join(lake.dataDir, 'image-cache'), lake.imageCache);

  const original = async (projectId: string, dataset: string, name: string) => {
    const parsed = parseCdnFileName(name);
    if (projectId !== lake.projectId || !parsed) throw notFound('No such asset');
    lake.core.dataset(dataset);
    const file = assetFile(lake.dataDir, dataset, `${parsed.sha1}.${parsed.extension}`);
    try {
      await stat(file);
    } catch {
      throw notFound('No such asset');
    }
    return { file, extension: parsed.extension };
  };

  const download = (name: string | undefined, fallback: string): Record<string, string> =>
    name === undefined
      ? {}
      : {
          'content-disposition': `attachment; filename="${(name || fallback).replace(/["\\\r\n]/g, '_')}"`,
        };

  app.get('/images/:projectId/:dataset/:name', async (c) => {
    const { projectId, dataset, name } = c.req.param();
    const { file, extension } = await original(projectId, dataset, name);
    const search = new URL(c.req.url).searchParams;
    const dl = search.get('dl') ?? undefined;
    if (isIdentity(search) || extension === 'svg') {
      const bytes = await readFile(file);
      return c.body(body(bytes), 200, {
        'content-type': FILE_MIME[extension] ?? 'application/octet-stream',
        'cache-control': FOREVER,
        ...checksumHeaders(bytes),
        ...svgGuard(extension),
        ...download(dl, name),
      });
    }
    const transform = parseImageParams(search);
    const format = chooseFormat(transform, extension, c.req.header('accept'));
    const bytes = await cache.get(file, transform, format);
    return c.body(body(bytes), 200, {
      'content-type': MIME_TYPES[format],
      'cache-control': FOREVER,
      'x-content-type-options': 'nosniff',
      ...(transform.autoFormat && !transform.format ? { vary: 'Accept' } : {}),
      ...download(dl, name),
    });
  });

  app.get('/files/:projectId/:dataset/:name', async (c) => {
    const { projectId, dataset, name } = c.req.param();
    const { file, extension } = await original(projectId, dataset, name);
    const bytes = await readFile(file);
    return c.body(body(bytes), 200, {
      'content-type': FILE_MIME[extension] ?? 'application/octet-stream',
      'cache-control': FOREVER,
      ...checksumHeaders(bytes),
      ...svgGuard(extension),
      ...download(c.req.query('dl'), name),
    });
  });

  return app;
}
