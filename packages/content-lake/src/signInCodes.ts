/**
 * One-time sign-in codes for the Studio's local editor. Being on this machine's network is no
 * proof of being its owner (a reverse proxy on the same machine makes every caller look local),
 * so the sign-in asks for a code only the owner can read: one printed on the host's console when
 * it starts, or one asked for with the server token, which only the owner's account can read
 * (never one printed because a request asked: whoever reads the host's log would get it). A code is long
 * and random (never guessed), short-lived, and spent by its first use; only its digest is kept.
 */
import { createHash, randomBytes } from 'node:crypto';

export const CODE_LIFETIME_MS = 10 * 60_000;
/** Codes waiting for their use; past this, none is issued until some are used or expire. */
const MAX_PENDING_CODES = 20;

export interface SignInCodesOptions {
  lifetimeMs?: number;
  /** The clock, in milliseconds (tests move it on to expire a code). */
  now?: () => number;
}

const digest = (code: string) => createHash('sha256').update(code).digest('hex');

export class SignInCodes {
  private readonly pending = new Map<string, number>();
  private readonly lifetimeMs: number;
  private readonly now: () => number;

  constructor(options: SignInCodesOptions = {}) {
    this.lifetimeMs = options.lifetimeMs ?? CODE_LIFETIME_MS;
    this.now = options.now ?? Date.now;
  }

  /** A new code; undefined while too many are waiting. */
  issue(): string | undefined {
    this.prune();
    if (this.pending.size >= MAX_PENDING_CODES) return undefined;
    const code = randomBytes(18).toString('base64url');
    this.pending.set(digest(code), this.now() + this.lifetimeMs);
    return code;
  }

  /** Spends a code: true only for a known, unexpired code, and only the first time. */
  redeem(code: string): boolean {
    const key = digest(code);
    const expires = this.pending.get(key);
    this.pending.delete(key);
    return expires !== undefined && expires > this.now();
  }

  get lifetimeMinutes(): number {
    return Math.round(this.lifetimeMs / 60_000);
  }

  private prune(): void {
    const now = this.now();
    for (const [key, expires] of this.pending) if (expires <= now) this.pending.delete(key);
  }
}
