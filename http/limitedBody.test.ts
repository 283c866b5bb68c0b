import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readLimitedBody } from './limitedBody.ts';

const KB = 1024;

/**
 * A chunked body (no Content-Length) of `chunks` pieces of 1 KB, counting how many pieces the
 * reader pulled: a streaming limit stops pulling soon after the limit is passed.
 */
function chunkedRequest(chunks: number): { request: Request; pulled: () => number } {
  let pulled = 0;
  const piece = new Uint8Array(KB).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= chunks) return controller.close();
      pulled += 1;
      controller.enqueue(piece);
    },
  });
  const request = new Request('http://host.test/', {
    method: 'POST',
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, pulled: () => pulled };
}

describe('readLimitedBody', () => {
  it.each([
    ['a chunked body within the limit', 4, 8 * KB, 4 * KB],
    ['a chunked body exactly at the limit', 8, 8 * KB, 8 * KB],
  ])('reads %s in full', async (_name, chunks, limit, length) => {
    const { request } = chunkedRequest(chunks);
    expect((await readLimitedBody(request, limit)).byteLength).toBe(length);
  });

  it('cuts a chunked body off at the limit without pulling the rest', async () => {
    const { request, pulled } = chunkedRequest(1000);
    await expect(readLimitedBody(request, 8 * KB)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled()).toBeLessThanOrEqual(8 + 2);
  });

  it.each([
    ['declared over the limit', { 'content-length': String(9 * KB) }, 'x', true],
    ['declared small but longer', { 'content-length': '1' }, 'x'.repeat(9 * KB), true],
    ['declared and within', { 'content-length': '5' }, 'hello', false],
  ])('a body %s', async (_name, headers, body, refused) => {
    const request = new Request('http://host.test/', { method: 'POST', headers, body });
    const read = readLimitedBody(request, 8 * KB);
    if (refused) await expect(read).rejects.toMatchObject({ maxBytes: 8 * KB });
    else expect(new TextDecoder().decode(await read)).toBe(body);
  });

  it('reads no body as empty', async () => {
    expect((await readLimitedBody(new Request('http://host.test/'), 10)).byteLength).toBe(0);
  });
});
