/**
 * Reads a request body with a hard size limit, streaming: a declared Content-Length over the
 * limit is refused before reading, and a chunked or falsely declared body is cut off as soon as
 * it passes the limit, so no request makes the lake buffer more than the limit.
 */
import { LakeError } from './errors.ts';

export async function limitedBytes(
  request: Request,
  maxBytes: number,
  description: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () => new LakeError(413, 'payloadTooLarge', description);
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
