/**
 * Rendered pages kept in memory until content they read changes. Each entry holds the content
 * dependency tags of its render (shared/contentTags.ts); a change invalidates exactly the entries
 * whose tags it touches. Bounded by total size, least recently used first out.
 *
 * A render that was under way when a change touched its tags is not stored: it may have read
 * the content from before the change. Renders are numbered by the invalidations they started
 * after, and each tag remembers the last invalidation that touched it.
 */
import { isTouchedBy } from '../shared/contentTags.ts';

/** Bytes of a body, backed by a plain ArrayBuffer (what `Response` takes). */
export type Bytes = Uint8Array<ArrayBuffer>;

export interface CachedPage {
  status: number;
  /** Response headers worth replaying (content type, location…), lower-case names. */
  headers: [string, string][];
  body: Bytes;
  tags: string[];
  etag: string;
  storedAt: number;
  expiresAt: number;
  /** Compressed bodies, made on first demand. */
  encoded: Map<string, Bytes>;
}

export interface PageCacheOptions {
  /** Total bytes of bodies kept (compressed copies included). */
  maxBytes?: number;
  /** How long an entry may be served at most, in ms, by its tags. */
  lifetime?: (tags: readonly string[]) => number;
  now?: () => number;
}

/** Ten minutes: a safety net for anything outside the content (the month list, the date). */
const DEFAULT_LIFETIME_MS = 10 * 60_000;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly lastInvalidation = new Map<string, number>();
  private invalidations = 0;
  private refuseBefore = 0;
  private bytes = 0;
  private readonly maxBytes: number;
  private readonly lifetime: (tags: readonly string[]) => number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.lifetime = options.lifetime ?? (() => DEFAULT_LIFETIME_MS);
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** A live entry, marked as the most recently used; undefined when missing or expired. */
  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A ticket for a render about to start, to hand back to `put`. */
  ticket(): number {
    return this.invalidations;
  }

  /** Stores a render unless content it read changed since its ticket; true when stored. */
  put(
    key: string,
    page: Omit<CachedPage, 'storedAt' | 'expiresAt' | 'encoded'>,
    ticket: number,
  ): boolean {
    if (ticket < this.refuseBefore) return false;
    if (page.tags.some((tag) => (this.lastInvalidation.get(tag) ?? -1) >= ticket)) return false;
    if (page.body.byteLength > this.maxBytes / 4) return false;
    this.remove(key);
    const storedAt = this.now();
    const entry: CachedPage = {
      ...page,
      storedAt,
      expiresAt: storedAt + this.lifetime(page.tags),
      encoded: new Map(),
    };
    this.entries.set(key, entry);
    this.bytes += page.body.byteLength;
    this.evict();
    return true;
  }

  /** Keeps a compressed copy of an entry's body, within the same size bound. */
  addEncoding(key: string, encoding: string, body: Bytes): void {
    const entry = this.entries.get(key);
    if (!entry || entry.encoded.has(encoding)) return;
    entry.encoded.set(encoding, body);
    this.bytes += body.byteLength;
    this.evict();
  }

  /**
   * Replaces a kept compressed copy with a smaller one of the same render (the same `etag`);
   * nothing when the entry has been re-rendered or dropped since, or the copy is not smaller.
   */
  replaceEncoding(key: string, etag: string, encoding: string, body: Bytes): void {
    const entry = this.entries.get(key);
    const kept = entry?.encoded.get(encoding);
    if (!entry || entry.etag !== etag || !kept || kept.byteLength <= body.byteLength) return;
    entry.encoded.set(encoding, body);
    this.bytes += body.byteLength - kept.byteLength;
  }

  /** Drops every entry a change with these tags touches; returns how many. */
  invalidate(changed: readonly string[]): number {
    const sequence = this.invalidations++;
    for (const tag of changed) this.lastInvalidation.set(tag, sequence);
    let removed = 0;
    for (const [key, entry] of this.entries) {
      if (isTouchedBy(entry.tags, changed)) {
        this.remove(key);
        removed++;
      }
    }
    return removed;
  }

  /** Drops everything: changes may have been missed (a lost connection to the content API). */
  clear(): void {
    this.invalidations++;
    // Renders under way may have read content from before the gap: none of them is stored.
    this.refuseBefore = this.invalidations;
    this.lastInvalidation.clear();
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.byteLength;
    for (const body of entry.encoded.values()) this.bytes -= body.byteLength;
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) return;
      this.remove(key);
    }
  }
}
