/**
 * Standard Webhooks signing (symmetric, `v1`): HMAC-SHA256 over `{id}.{timestamp}.{body}` with
 * the secret's bytes, base64-encoded. Web Crypto rather than a library (decision 115): it is
 * in every runtime that sends (Node, Netlify, the browser), and the scheme is three lines.
 */

export const SECRET_PREFIX = 'whsec_';
/** The specification asks for at least 24 random bytes. */
export const MIN_SECRET_BYTES = 24;

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
}

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

/** The key bytes of a `whsec_`-prefixed base64 secret; throws on anything else. */
export function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('The secret must start with whsec_.');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = fromBase64(secret.slice(SECRET_PREFIX.length));
  } catch {
    throw new Error('The secret after whsec_ must be base64.');
  }
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(`The secret must hold at least ${String(MIN_SECRET_BYTES)} bytes.`);
  }
  return bytes;
}

/** Whether a secret is one the sender can use (for the environment check at start). */
export function isUsableSecret(secret: string): boolean {
  try {
    secretBytes(secret);
    return true;
  } catch {
    return false;
  }
}

/** `v1,<base64 signature>` of one message at one attempt time (whole seconds). */
export async function signMessage(
  secret: string,
  messageId: string,
  timestampSeconds: number,
  body: string,
): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    secretBytes(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = new TextEncoder().encode(`${messageId}.${String(timestampSeconds)}.${body}`);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, signed));
  return `v1,${toBase64(mac)}`;
}

/** The three headers of one attempt; the timestamp is the attempt's, not the event's. */
export async function webhookHeaders(
  secret: string,
  messageId: string,
  attemptAt: Date,
  body: string,
): Promise<Record<string, string>> {
  const timestamp = Math.floor(attemptAt.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': await signMessage(secret, messageId, timestamp, body),
  };
}
