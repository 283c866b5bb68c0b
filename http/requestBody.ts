/** A function's request body: its media type, and its bytes read with a hard size limit. */
import { BodyTooLargeError, readLimitedBody as readShared } from './limitedBody.ts';

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

/** Reads the whole body through the shared streaming limiter; over `maxBytes` is a 413. */
export async function readLimitedBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readShared(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, error.message);
    throw error;
  }
}

/**
 * A form body (urlencoded or multipart), read within `maxBytes`, as the platform parses it: the
 * one reader behind every form a function or a page's action takes.
 */
export async function readFormData(request: Request, maxBytes: number): Promise<FormData> {
  const bytes = await readLimitedBody(request, maxBytes);
  const contentType = request.headers.get('content-type') ?? '';
  try {
    return await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new BodyError(400, 'the form body could not be read');
  }
}
