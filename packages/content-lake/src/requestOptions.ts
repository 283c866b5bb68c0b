/** Reading the options of a data request: GROQ parameters, perspective, boolean flags. */
import { limitedBytes } from './requestBody.ts';
import { badRequest } from './errors.ts';
import { parsePerspective, type Perspective } from './perspective.ts';

/** `$name=<JSON>` query-string parameters, as @sanity/client encodes them. */
export function paramsFromSearch(search: URLSearchParams): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(raw) as unknown;
    } catch {
      throw badRequest(`Unable to parse value of "${key}=${raw}". Please quote string values.`);
    }
  }
  return params;
}

export function flag(search: URLSearchParams, name: string, fallback: boolean): boolean {
  const value = search.get(name);
  if (value === null) return fallback;
  return value !== 'false' && value !== '0';
}

/**
 * The perspective of a query. Without one, API versions from 2025-02-19 read `published`;
 * older ones read `raw`, as hosted Sanity does.
 */
export function perspectiveFrom(
  value: string | null | undefined,
  apiVersion: string,
): {
  perspective: Perspective;
  explicit: boolean;
} {
  if (value === null || value === undefined || value === '') {
    const dated = /^v(\d{4}-\d{2}-\d{2})$/.exec(apiVersion)?.[1];
    const modern = apiVersion === 'vX' || (dated !== undefined && dated >= '2025-02-19');
    return { perspective: { kind: modern ? 'published' : 'raw' }, explicit: false };
  }
  const perspective = parsePerspective(value);
  if (!perspective) throw badRequest(`Invalid perspective "${value}"`);
  return { perspective, explicit: true };
}

/** Large enough for big mutation batches; a bound so one request cannot exhaust memory. */
export const MAX_JSON_BYTES = 20 * 1024 * 1024;

export async function jsonBody(
  request: Request,
  maxBytes = MAX_JSON_BYTES,
): Promise<Record<string, unknown>> {
  const bytes = await limitedBytes(
    request,
    maxBytes,
    `The request body is larger than ${String(Math.round(maxBytes / 1024))} KB`,
  );
  const text = new TextDecoder().decode(bytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body must be JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
