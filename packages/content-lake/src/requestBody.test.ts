import { describe, expect, it } from 'vitest';
import { svgGuard } from './assetRoutes.ts';
import { MAX_JSON_BYTES, jsonBody } from './requestOptions.ts';

/**
 * A chunked body (no Content-Length) of `chunks` pieces of 1 MB, counting how many pieces the
 * reader actually pulled: a streaming limit stops pulling soon after the limit is passed.
 */
function chunkedRequest(chunks: number): { request: Request; pulled: () => number } {
  let pulled = 0;
  const piece = new Uint8Array(1024 * 1024).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(piece);
    },
  });
  const request = new Request('http://lake.test/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('jsonBody on a chunked body', () => {
  const limitInChunks = MAX_JSON_BYTES / (1024 * 1024);

  it('refuses a body over the limit with a 413 and stops reading it', async () => {
    const { request, pulled } = chunkedRequest(limitInChunks * 4);
    await expect(jsonBody(request)).rejects.toMatchObject({ status: 413 });
    // Well short of the 80 pieces on offer: the rest of the body was never buffered.
    expect(pulled()).toBeLessThanOrEqual(limitInChunks + 2);
  });

  it('reads a body within the limit in full', async () => {
    const { request } = chunkedRequest(1);
    // A megabyte of spaces is valid-sized but not JSON: the limiter let it through to parsing.
    await expect(jsonBody(request)).rejects.toMatchObject({ status: 400 });
  });
});

describe('svgGuard', () => {
  const cases: [string, Record<string, string>][] = [
    ['svg', { 'content-security-policy': 'sandbox', 'x-content-type-options': 'nosniff' }],
    ['png', { 'x-content-type-options': 'nosniff' }],
    ['pdf', { 'x-content-type-options': 'nosniff' }],
  ];
  it.each(cases)('headers for a .%s original', (extension, headers) => {
    expect(svgGuard(extension)).toEqual(headers);
  });
});
