/** Reads a small form body (urlencoded or multipart) with a hard size limit, as plain strings. */

export class FormBodyError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes)
    throw new FormBodyError(413, `the body is larger than ${maxBytes} bytes`);
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      throw new FormBodyError(413, `the body is larger than ${maxBytes} bytes`);
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

export async function readFormBody(
  request: Request,
  maxBytes: number,
): Promise<Map<string, string>> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.includes(mediaType)) {
    throw new FormBodyError(415, 'expected a form body (urlencoded or multipart)');
  }
  const bytes = await readLimited(request, maxBytes);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw new FormBodyError(400, 'the form body could not be parsed');
  }
  const fields = new Map<string, string>();
  for (const [name, value] of form) {
    if (typeof value === 'string' && !fields.has(name)) fields.set(name, value);
  }
  return fields;
}
