/**
 * `/data/export/:dataset`: every document of a dataset as NDJSON, streamed, as hosted Sanity
 * serves it to `@sanity/export` and `sanity dataset export`. A token holder gets every document
 * (drafts, versions and personal data included); a caller without one gets only what a public
 * query would see. `types=a,b` narrows to those types. `nextCursor` (the exporter's cursor mode)
 * is accepted: the whole dataset comes in one page, so no further cursor is ever written.
 */
import { Hono } from 'hono';
import type { LakeContext, LakeEnv } from './context.ts';
import type { LakeDocument } from './types.ts';
import { isPublicDocument } from './visibility.ts';

/** Lines per chunk: small enough to keep memory flat, large enough to keep writes few. */
const LINES_PER_CHUNK = 256;

/** The documents an export holds, in id order, for a reader with or without a token. */
export function exportedDocuments(
  all: readonly LakeDocument[],
  options: { withToken: boolean; types?: readonly string[]; hiddenTypes?: ReadonlySet<string> },
): LakeDocument[] {
  const types = options.types && options.types.length > 0 ? new Set(options.types) : undefined;
  return all.filter(
    (doc) =>
      (options.withToken || isPublicDocument(doc, options.hiddenTypes)) &&
      (types === undefined || types.has(String(doc._type))),
  );
}

/** `types=a,b` as a list; empty when not given. */
export function typesParameter(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((type) => type.trim())
    .filter((type) => type !== '');
}

function ndjsonStream(documents: readonly LakeDocument[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream({
    pull(controller) {
      if (next >= documents.length) {
        controller.close();
        return;
      }
      const slice = documents.slice(next, next + LINES_PER_CHUNK);
      next += slice.length;
      controller.enqueue(encoder.encode(slice.map((doc) => `${JSON.stringify(doc)}\n`).join('')));
    },
  });
}

export function exportRoutes(lake: LakeContext): Hono<LakeEnv> {
  const app = new Hono<LakeEnv>();
  app.get('/data/export/:dataset', (c) => {
    // The list is taken now: writes during a long download do not tear the export.
    const documents = exportedDocuments(lake.core.dataset(c.req.param('dataset')).all(), {
      withToken: c.get('access') === 'token',
      types: typesParameter(c.req.query('types')),
      hiddenTypes: lake.core.hiddenTypes,
    });
    // Private files are listed under short-lived signed addresses: the tools that download
    // an export's files send no token for them.
    const listed = documents.map((doc) =>
      typeof doc.url === 'string' && !isPublicDocument(doc, lake.core.hiddenTypes)
        ? { ...doc, url: lake.fileSignatures.sign(doc.url) }
        : doc,
    );
    return new Response(ndjsonStream(listed), {
      status: 200,
      headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
    });
  });
  return app;
}
