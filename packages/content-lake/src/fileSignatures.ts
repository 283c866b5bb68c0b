/**
 * Short-lived signed addresses for private files (decision 094). A private file answers only a
 * signed-in editor; tools that download what an export lists (`@sanity/export`, behind
 * `sanity dataset export` and `npm run content:export`) send no credentials for files, so an
 * export read with a token lists each private file under an address signed for a few minutes.
 * The key lives in the process only: a signed address dies with it, and none can be made
 * without the token that read the export.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Long enough for an export of many files to download them all; short enough to be no key. */
export const SIGNED_FILE_LIFETIME_MS = 30 * 60_000;

export class FileSignatures {
  private readonly key = randomBytes(32);
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  private signature(pathname: string, expires: number): string {
    return createHmac('sha256', this.key)
      .update(`${pathname}\n${String(expires)}`)
      .digest('base64url');
  }

  /** The address with `exp` and `sig` added, valid for SIGNED_FILE_LIFETIME_MS. */
  sign(url: string): string {
    const signed = new URL(url);
    const expires = Math.floor((this.now() + SIGNED_FILE_LIFETIME_MS) / 1000);
    signed.searchParams.set('exp', String(expires));
    signed.searchParams.set('sig', this.signature(signed.pathname, expires));
    return signed.toString();
  }

  /** Whether this request's address carries a signature of its path that has not expired. */
  verify(url: string): boolean {
    const { pathname, searchParams } = new URL(url);
    const expires = Number(searchParams.get('exp'));
    const given = searchParams.get('sig');
    if (!given || !Number.isInteger(expires) || expires * 1000 < this.now()) return false;
    const expected = Buffer.from(this.signature(pathname, expires));
    const received = Buffer.from(given);
    return expected.length === received.length && timingSafeEqual(expected, received);
  }
}
