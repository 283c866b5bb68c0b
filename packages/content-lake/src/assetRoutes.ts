/**
 * Asset uploads (`/assets/images`, `/assets/files` under the API prefix) and the asset CDN
 * (`/images/{projectId}/{dataset}/{sha1}-{w}x{h}.{ext}` and `/files/…`), with Sanity's image
 * URL parameters and long cache headers, so @sanity/image-url works unchanged. An asset of a
 * type the host hides (a visitor's recording) is served only to a signed-in editor, never to a
 * cache, and answers anyone else exactly as a missing one.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { assetFile, parseCdnFileName, prepareAsset, type AssetKind } from './assets.ts';
import { EDITOR_FILES_COOKIE, LOCAL_EDITOR } from './auth.ts';
import type { LakeContext, LakeEnv } from './context.ts';
import { notFound, unauthorized } from './errors.ts';
import { ImageCache } from './imageTransform.ts';
import { MIME_TYPES, chooseFormat, isIdentity, parseImageParams } from './imageParams.ts';
import { limitedBytes } from './requestBody.ts';
import { isPublicDocument } from './visibility.ts';

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const FOREVER = 'public, max-age=31536000, immutable';
/** For an asset only editors may see: kept by no cache, shared or the browser's. */
const PRIVATE = 'private, no-store';

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
  webm: 'video/webm',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  ogv: 'video/ogg',
  opus: 'audio/opus',
  mp4: 'video/mp4',
  m4a: 'audio/mp4',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  mov: 'video/quicktime',
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

  /**
   * A signed-in editor: by bearer token, or by the session cookie a media element sends. (An
   * export read with a token lists private files under signed addresses, checked below.)
   */
  const isEditor = (c: Context<LakeEnv>): boolean => {
    if (c.get('access') === 'token') return true;
    const session = getCookie(c, EDITOR_FILES_COOKIE);
    return session !== undefined && lake.auth.access(`Bearer ${session}`) === 'token';
  };

  /**
   * The stored original behind a CDN name, and whether it is private. A file is served only
   * while its asset document exists (an erased one is gone, whatever lingers on disk); an image
   * without one is served as before. A private asset asked for by anyone but an editor answers
   * as a missing one, so its existence is no more told than its bytes.
   */
  const original = async (
    c: Context<LakeEnv>,
    kind: AssetKind,
    { projectId, dataset, name }: { projectId: string; dataset: string; name: string },
  ) => {
    const parsed = parseCdnFileName(name);
    if (projectId !== lake.projectId || !parsed) throw notFound('No such asset');
    const state = lake.core.dataset(dataset);
    const documentId =
      kind === 'file'
        ? `file-${parsed.sha1}-${parsed.extension}`
        : `image-${name.replace(/\.([a-z0-9]+)$/, '-$1')}`;
    const document = state.get(documentId);
    if (kind === 'file' && !document) throw notFound('No such asset');
    const hidden = document != null && !isPublicDocument(document, lake.core.hiddenTypes);
    if (hidden && !isEditor(c) && !lake.fileSignatures.verify(c.req.url)) {
      throw notFound('No such asset');
    }
    const file = assetFile(lake.dataDir, dataset, `${parsed.sha1}.${parsed.extension}`);
    try {
      await stat(file);
    } catch {
      throw notFound('No such asset');
    }
    return { file, extension: parsed.extension, hidden };
  };

  const download = (name: string | undefined, fallback: string): Record<string, string> =>
    name === undefined
      ? {}
      : {
          'content-disposition': `attachment; filename="${(name || fallback).replace(/["\\\r\n]/g, '_')}"`,
        };

  app.get('/images/:projectId/:dataset/:name', async (c) => {
    const { name } = c.req.param();
    const { file, extension, hidden } = await original(c, 'image', c.req.param());
    const search = new URL(c.req.url).searchParams;
    const dl = search.get('dl') ?? (hidden ? '' : undefined);
    const caching = hidden ? PRIVATE : FOREVER;
    if (isIdentity(search) || extension === 'svg') {
      const bytes = await readFile(file);
      return c.body(body(bytes), 200, {
        'content-type': FILE_MIME[extension] ?? 'application/octet-stream',
        'cache-control': caching,
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
      'cache-control': caching,
      'x-content-type-options': 'nosniff',
      ...(transform.autoFormat && !transform.format ? { vary: 'Accept' } : {}),
      ...download(dl, name),
    });
  });

  app.get('/files/:projectId/:dataset/:name', async (c) => {
    const { name } = c.req.param();
    const { file, extension, hidden } = await original(c, 'file', c.req.param());
    const bytes = await readFile(file);
    // A private file is always an attachment: never rendered as a page of the lake's origin
    // (media elements play it all the same).
    const dl = c.req.query('dl') ?? (hidden ? '' : undefined);
    return c.body(body(bytes), 200, {
      'content-type': FILE_MIME[extension] ?? 'application/octet-stream',
      'cache-control': hidden ? PRIVATE : FOREVER,
      ...checksumHeaders(bytes),
      ...svgGuard(extension),
      ...download(dl, name),
    });
  });

  return app;
}
