/**
 * Who may do what: published reads are public; anything else needs a bearer token. Tokens are
 * the server token in DATA_DIR (created on first start, mode 0600) and editor session tokens
 * issued by the Studio sign-in (`/auth/login/local` → `#sid=` → `/auth/fetch`).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
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

const SID_LIFETIME_MS = 120_000;

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
  private readonly sids = new Map<string, number>();

  constructor(storage: LakeStorage, serverTokens: string[]) {
    this.storage = storage;
    this.serverTokens = serverTokens.filter((token) => token.length > 0);
  }

  access(authorization: string | undefined): Access {
    const token = bearerToken(authorization);
    if (token === undefined) return 'public';
    if (this.serverTokens.some((known) => sameSecret(known, token))) return 'token';
    return this.storage.hasSession(token) ? 'token' : 'invalid';
  }

  /** A one-time sign-in id handed to the Studio through the redirect. */
  issueSid(): string {
    const now = Date.now();
    for (const [sid, expires] of this.sids) if (expires < now) this.sids.delete(sid);
    const sid = randomBytes(24).toString('base64url');
    this.sids.set(sid, now + SID_LIFETIME_MS);
    return sid;
  }

  /** Exchanges a sign-in id for a new session token; undefined when unknown or expired. */
  exchangeSid(sid: string): string | undefined {
    const expires = this.sids.get(sid);
    this.sids.delete(sid);
    if (expires === undefined || expires < Date.now()) return undefined;
    const token = `sess${randomBytes(32).toString('base64url')}`;
    this.storage.addSession(token);
    return token;
  }

  signOut(authorization: string | undefined): void {
    const token = bearerToken(authorization);
    if (token && !this.serverTokens.includes(token)) this.storage.removeSession(token);
  }
}
