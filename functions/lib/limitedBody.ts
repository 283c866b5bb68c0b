/** Reads a request body with a hard size limit, so no caller can make a function buffer megabytes. */

/** A body the function refuses, with the HTTP status that says why. */
export class BodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The media type of a request, lower-cased, without parameters ('' when absent). */
export function mediaTypeOf(request: Request): string {
  const contentType = request.headers.get('content-type') ?? '';
  return contentType.split(';')[0]?.trim().toLowerCase() ?? '';
}

function tooLarge(maxBytes: number): BodyError {
  return new BodyError(413, `the body is larger than ${maxBytes} bytes`);
}

/**
 * Reads the whole body, stopping as soon as it passes `maxBytes` (a declared Content-Length
 * over the limit is refused before reading; a missing or false one is caught while streaming).
 */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
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
      throw tooLarge(maxBytes);
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
