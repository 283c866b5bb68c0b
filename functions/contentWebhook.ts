/**
 * POST /api/content-webhook: Sanity's GROQ-powered webhook for a published, changed or deleted
 * document. It purges from the CDN exactly the pages that read the document: the content
 * dependency tags the document answers to before and after the change (shared/contentTags.ts),
 * the same tags the pages carry in their cache-tag header.
 *
 * The webhook is set up in Sanity's management console with the projection
 *   {"_id": _id, "_type": _type, "slugs": [before().slug.current, after().slug.current]}
 * on create, update and delete of published documents, and a secret (SANITY_WEBHOOK_SECRET).
 *
 * Answers (JSON, never cached):
 *   200 { purged: [tags] }    the signature holds and the tags were purged
 *   400 { error }             not a document of the expected shape
 *   401 { error }             missing or wrong signature, or signed more than five minutes from now
 *                             (a recorded call replayed later is refused)
 *   405 / 413 / 415 { error } other methods; a body over 64 KB; not application/json
 *   503 { error }             no secret configured (nothing is purged on an unsigned call)
 */
import { decodeSignatureHeader, isValidSignature, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { changeTags, isUnpublishedId } from '../shared/contentTags.ts';
import { BodyError, mediaTypeOf, readLimitedBody } from '../http/requestBody.ts';
import { json } from '../http/json.ts';

export const config = { path: '/api/content-webhook' };

const MAX_BODY_BYTES = 64 * 1024;
/**
 * How far a signature's timestamp may stand from this host's clock, either way. Sanity sends a
 * call within seconds of signing it, and retries sign afresh; a call captured on the way and
 * replayed later, or a timestamp in the future, is refused.
 */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

export type PurgeTags = (tags: string[]) => Promise<void>;

export interface ContentWebhookOptions {
  /** The webhook's shared secret; without one every call is refused. */
  secret: string | undefined;
  purge: PurgeTags;
  /** The clock the signature's age is judged by; the system clock unless a test gives one. */
  now?: () => number;
}

interface ChangedDocument {
  _id: string;
  _type: string;
  slugs: (string | null)[];
}

function changedDocument(value: unknown): ChangedDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const { _id, _type, slugs } = value as Record<string, unknown>;
  if (typeof _id !== 'string' || _id === '' || typeof _type !== 'string' || _type === '') {
    return null;
  }
  const slugList = Array.isArray(slugs)
    ? slugs.map((slug) => (typeof slug === 'string' && slug !== '' ? slug : null))
    : [];
  return { _id, _type, slugs: slugList };
}

/** The tags a changed document touches: its id and type, and the page at each of its slugs. */
export function webhookTags(doc: ChangedDocument): string[] {
  const versions = doc.slugs.length > 0 ? doc.slugs : [null];
  const tags = new Set<string>();
  for (const slug of versions) {
    const version = { _id: doc._id, _type: doc._type, slug: slug ? { current: slug } : null };
    for (const tag of changeTags(version, null)) tags.add(tag);
  }
  return [...tags].sort();
}

/** Whether a (valid) signature was made within SIGNATURE_MAX_AGE_MS of `now`. */
function signedRecently(signature: string, now: number): boolean {
  const { timestamp } = decodeSignatureHeader(signature);
  return Number.isFinite(timestamp) && Math.abs(now - timestamp) <= SIGNATURE_MAX_AGE_MS;
}

export function createContentWebhook({ secret, purge, now = Date.now }: ContentWebhookOptions) {
  return async function contentWebhook(request: Request): Promise<Response> {
    if (request.method !== 'POST') return json(405, { error: 'Use POST' });
    if (!secret) return json(503, { error: 'The content webhook has no secret configured' });
    if (mediaTypeOf(request) !== 'application/json') {
      return json(415, { error: 'Expected application/json' });
    }
    let payload: string;
    try {
      payload = new TextDecoder('utf-8', { fatal: true }).decode(
        await readLimitedBody(request, MAX_BODY_BYTES),
      );
    } catch (error) {
      if (error instanceof BodyError) return json(error.status, { error: error.message });
      return json(400, { error: 'The body is not valid UTF-8' });
    }
    const signature = request.headers.get(SIGNATURE_HEADER_NAME) ?? '';
    // The signature covers the bytes as sent, so it is checked before anything is parsed.
    if (!signature || !(await isValidSignature(payload, signature, secret).catch(() => false))) {
      return json(401, { error: 'Missing or invalid signature' });
    }
    if (!signedRecently(signature, now())) {
      return json(401, { error: 'The signature is more than five minutes old' });
    }
    let doc: ChangedDocument | null;
    try {
      doc = changedDocument(JSON.parse(payload));
    } catch {
      doc = null;
    }
    if (!doc) return json(400, { error: 'Expected {_id, _type, slugs} of one document' });
    // Drafts never reach a cached page; a webhook set to fire on them purges nothing.
    if (isUnpublishedId(doc._id)) return json(200, { purged: [] });
    const tags = webhookTags(doc);
    await purge(tags);
    return json(200, { purged: tags });
  };
}
