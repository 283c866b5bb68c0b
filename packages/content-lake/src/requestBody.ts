/** A request body for the lake, read through the streaming limiter; too large is a 413. */
import { BodyTooLargeError, readLimitedBody } from './limitedBody.ts';
import { LakeError } from './errors.ts';

export async function limitedBytes(
  request: Request,
  maxBytes: number,
  description: string,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readLimitedBody(request, maxBytes);
  } catch (error) {
    if (error instanceof BodyTooLargeError)
      throw new LakeError(413, 'payloadTooLarge', description);
    // A client that goes away mid-body is not a fault of the lake: no internal error is logged.
    if (error instanceof Error && error.message === 'aborted') {
      throw new LakeError(400, 'badRequest', 'The request body ended before it was complete');
    }
    throw error;
  }
}
