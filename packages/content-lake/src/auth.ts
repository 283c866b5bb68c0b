/**
 * Who may do what: published reads are public; anything else needs a bearer token. Tokens are
 * the server token in DATA_DIR (created on first start, mode 0600) and editor session tokens
 * issued by the Studio sign-in (`/auth/login/local` with a one-time code → `#sid=` →
 * `/auth/fetch`). The sid in the Studio's address is not a credential on its own: it is
 * exchanged only together with the HttpOnly cookie set beside it, which no page script can read.
 * Sessions are kept by the SHA-256 of their token, so a copy of the database signs nobody in,
 * and they expire.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LakeStorage } from './storage.ts';

export type Access = 'public' | 'token' | 'invalid';

/** The one local editor account the Studio signs in as. */
export const LOCAL_EDITOR = {
  id: 'local-editor',
  name: 'Local editor',
  email: 'editor@localhost',
  profileImage: null,
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator', description: 'Local editor' }],
  provider: 'local',
};

/**
 * Carries an editor's session token to the file paths only (`/files/`), HttpOnly and same-site,
 * so a media element in the Studio can play a private recording: an `<audio src>` cannot send a
 * bearer header. It opens nothing else, and is worth nothing once the session ends.
 */
export const EDITOR_FILES_COOKIE = 'lake-editor-files';
export const EDITOR_FILES_PATH = '/files/';

const SID_LIFETIME_MS = 120_000;
/** A working day: an editor signs in again the next morning. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60_000;
/** Sign-ins waiting for their exchange; more are refused until some expire or are used. */
const MAX_PENDING_SIDS = 100;

/** A one-time sign-in id and the secret that must come back with it (in a cookie). */
export interface PendingSignIn {
  sid: string;
  binding: string;
  lifetimeMs: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** Reads the server token from `file`, creating it with random content on first use. */
export function ensureServerToken(file: string): string {
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Missing: created below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const token = `sk${randomBytes(36).toString('base64url')}`;
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

const sameSecret = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

export class LakeAuth {
  private readonly serverTokens: string[];
  private readonly storage: LakeStorage;
  /** sid → expiry and the digest of the secret it is bound to. */
  private readonly sids = new Map<string, { expires: number; binding: string }>();
  private readonly now: () => number;

  constructor(storage: LakeStorage, serverTokens: string[], now: () => number = Date.now) {
    this.storage = storage;
    this.serverTokens = serverTokens.filter((token) => token.length > 0);
    this.now = now;
  }

  access(authorization: string | undefined): Access {
    const token = bearerToken(authorization);
    if (token === undefined) return 'public';
    if (this.isServerToken(authorization)) return 'token';
    return this.storage.hasSession(digest(token), this.now()) ? 'token' : 'invalid';
  }

  /** Whether the caller holds a server token (read from the owner-only file), not a session. */
  isServerToken(authorization: string | undefined): boolean {
    const token = bearerToken(authorization);
    return token !== undefined && this.serverTokens.some((known) => sameSecret(known, token));
  }

  /**
   * A one-time sign-in id for the Studio's address, bound to a secret the caller must present
   * at the exchange; undefined when too many sign-ins are already pending.
   */
  issueSid(): PendingSignIn | undefined {
    const now = this.now();
    for (const [sid, pending] of this.sids) if (pending.expires < now) this.sids.delete(sid);
    if (this.sids.size >= MAX_PENDING_SIDS) return undefined;
    const sid = randomBytes(24).toString('base64url');
    const binding = randomBytes(24).toString('base64url');
    this.sids.set(sid, { expires: now + SID_LIFETIME_MS, binding: digest(binding) });
    return { sid, binding, lifetimeMs: SID_LIFETIME_MS };
  }

  /**
   * Exchanges a sign-in id and its secret for a new session token; undefined when the id is
   * unknown or expired, or the secret is missing or wrong. An id is spent by any attempt.
   */
  exchangeSid(sid: string, binding: string | undefined): string | undefined {
    const pending = this.sids.get(sid);
    this.sids.delete(sid);
    if (pending === undefined || pending.expires < this.now()) return undefined;
    if (binding === undefined || !sameSecret(pending.binding, digest(binding))) return undefined;
    const token = `sess${randomBytes(32).toString('base64url')}`;
    const now = this.now();
    this.storage.addSession(digest(token), now + SESSION_LIFETIME_MS, now);
    return token;
  }

  signOut(authorization: string | undefined): void {
    const token = bearerToken(authorization);
    if (token && !this.isServerToken(authorization)) this.storage.removeSession(digest(token));
  }
}
