/**
 * Compresses text responses with brotli when the browser accepts it, else gzip (node:zlib).
 * Event streams are left alone (each event must reach the Studio at once), as are responses
 * already encoded and anything that is not text (pictures and fonts are compressed already).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const COMPRESSIBLE =
  /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;
/** Below this size the encoding overhead outweighs the saving. */
export const MIN_BYTES = 1024;

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Compressed in the thread pool, so the event loop keeps answering meanwhile. `quick` suits an
 * answer compressed for one request; `smallest` one compressed once and kept (brotli's highest
 * level: a sixth smaller than level 5 on the home page, for about 140 ms once per render).
 */
export function encode(
  encoding: Encoding,
  body: Uint8Array,
  effort: 'quick' | 'smallest' = 'quick',
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          // Level 5 keeps per-request cost near gzip's while compressing noticeably better.
          [constants.BROTLI_PARAM_QUALITY]: effort === 'quick' ? 5 : constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzipped(body, {
        level: effort === 'quick' ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_COMPRESSION,
      });
}

export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    const length = Number(response.headers.get('content-length') ?? Number.NaN);
    if (
      c.req.method === 'HEAD' ||
      response.headers.has('content-encoding') ||
      response.headers.get('cache-control')?.includes('no-transform') ||
      !isCompressible(response.headers.get('content-type')) ||
      length < MIN_BYTES
    ) {
      return;
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'));
    // The body is looked at last: reading it turns the Node adapter's light answer (bytes written
    // straight to the socket) into a stream copied chunk by chunk, which cost a cached page a
    // third of its throughput.
    if (!encoding || !response.body) return;
    // The whole body is read and compressed at once: the site's text answers are small, and a
    // compressing stream piped between two kinds of streams held answers back for seconds.
    // Hashed build assets arrive compressed already (the build wrote `.br` and `.gz` beside
    // each); what is left here is answered once, or kept compressed by the page cache.
    const compressed = await encode(encoding, new Uint8Array(await response.arrayBuffer()));
    const headers = new Headers(response.headers);
    headers.set('content-length', String(compressed.byteLength));
    headers.set('content-encoding', encoding);
    headers.append('vary', 'Accept-Encoding');
    // Cleared first: Hono otherwise rebuilds the new answer around the old one's headers (the
    // plain body's length among them, which would leave browsers waiting for bytes never sent).
    // The headers above are already the old ones with the encoding's.
    c.res = undefined;
    c.res = new Response(new Uint8Array(compressed), {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  };
}
