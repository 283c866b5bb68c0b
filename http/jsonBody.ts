/** Reads a small JSON body within a size limit; the caller validates its shape. */
import { BodyError, mediaTypeOf, readLimitedBody } from './requestBody.ts';

export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (mediaTypeOf(request) !== 'application/json') {
    throw new BodyError(415, 'expected a JSON body (application/json)');
  }
  const bytes = await readLimitedBody(request, maxBytes);
  try {
    // fatal: a body that is not valid UTF-8 is refused rather than silently repaired.
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown;
  } catch {
    throw new BodyError(400, 'the body is not valid JSON');
  }
}
