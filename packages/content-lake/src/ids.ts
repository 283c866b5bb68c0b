/** Document id conventions of the Content Lake: drafts, release versions, generated ids. */
import { randomBytes, randomUUID } from 'node:crypto';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id in the style of Sanity's transaction ids (22 base-62 characters). */
export function randomKey(length = 22): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (let i = 0; i < bytes.length && out.length < length; i++) {
    const byte = bytes[i] as number;
    // 248 = 4 × 62: rejecting the rest keeps every character equally likely.
    if (byte < 248) out += BASE62[byte % 62];
  }
  return out.length === length ? out : out + randomKey(length - out.length);
}

export const isDraftId = (id: string) => id.startsWith('drafts.');
export const isVersionId = (id: string) => id.startsWith('versions.');

/** The published id a draft or version belongs to (itself for a published id). */
export function publishedIdOf(id: string): string {
  if (isDraftId(id)) return id.slice('drafts.'.length);
  if (isVersionId(id)) return id.split('.').slice(2).join('.');
  return id;
}

/** The release a version id belongs to, if any. */
export function releaseOf(id: string): string | undefined {
  return isVersionId(id) ? id.split('.')[1] : undefined;
}

/**
 * Ids with a dot (drafts, versions, `secrets.x`…) are private in Sanity: only a request with a
 * token sees them.
 */
export const isPrivateId = (id: string) => id.includes('.');

const ID_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
export const isValidDocumentId = (id: string) => ID_PATTERN.test(id) && !id.includes('..');

/** `create` without an id, or with an id ending in `.`, gets a generated one (as Sanity does). */
export function generatedId(prefix = ''): string {
  return prefix + randomUUID();
}
