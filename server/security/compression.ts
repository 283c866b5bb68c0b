/**
 * Compresses text responses with brotli when the browser accepts it, else gzip (node:zlib).
 * Event streams are left alone (each event must reach the Studio at once), as are responses
 * already encoded and anything that is not text (pictures and fonts are compressed already).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;
/** Below this size the encoding overhead outweighs the saving. */
const MIN_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

/** The preferred encoding the `Accept-Encoding` header allows (q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

function encoder(encoding: Encoding) {
  return encoding === 'br'
    ? createBrotliCompress({
        params: {
          // Level 5 keeps per-request cost near gzip's while compressing noticeably better.
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : createGzip();
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (
      !response.body ||
      c.req.method === 'HEAD' ||
      response.headers.has('content-encoding') ||
      response.headers.get('cache-control')?.includes('no-transform') ||
      !isCompressible(response.headers.get('content-type')) ||
      length < MIN_BYTES
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    if (!encoding) return;
    const compressed = Readable.fromWeb(response.body as NodeReadableStream).pipe(
      encoder(encoding),
    );
    const headers = new Headers(response.headers);
    headers.delete('content-length');
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    c.res = new Response(Readable.toWeb(compressed) as ReadableStream, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
