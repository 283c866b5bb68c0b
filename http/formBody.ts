/** Reads a small form body (urlencoded or multipart) as plain strings, within a size limit. */
import { BodyError, mediaTypeOf, readFormData } from './requestBody.ts';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The form's text fields, first value of each name. File parts are ignored: nothing that posts
 * to these functions has a reason to upload a file.
 */
export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<Map<string, string>> {
  if (!FORM_TYPES.includes(mediaTypeOf(request))) {
    throw new BodyError(415, 'expected a form body (urlencoded or multipart)');
  }
  const form = await readFormData(request, maxBytes);
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}
