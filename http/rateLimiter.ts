/**
 * A per-address request budget: at most `limit` requests in each `windowSeconds` window. Kept in
 * this process's memory, so on a serverless platform each instance counts on its own (the
 * platform's own rate limit, configured beside the function, is the shared guard there).
 */

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimiter {
  take(address: string): RateDecision;
}

export interface RateLimitOptions {
  limit: number;
  windowSeconds: number;
  /** Memory bound: once this many addresses are tracked, finished windows are dropped first. */
  maxAddresses?: number;
  now?: () => number;
}

interface Window {
  startedAt: number;
  count: number;
}

export function createRateLimiter({
  limit,
  windowSeconds,
  maxAddresses = 10_000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  const windowMs = windowSeconds * 1000;
  const windows = new Map<string, Window>();

  function makeRoom(at: number): void {
    for (const [address, window] of windows) {
      if (at - window.startedAt >= windowMs) windows.delete(address);
    }
    // Still full of live windows: forget the oldest (Map keeps insertion order).
    while (windows.size >= maxAddresses) {
      const oldest = windows.keys().next().value;
      if (oldest === undefined) break;
      windows.delete(oldest);
    }
  }

  return {
    take(address) {
      const at = now();
      let window = windows.get(address);
      if (!window || at - window.startedAt >= windowMs) {
        windows.delete(address);
        if (windows.size >= maxAddresses) makeRoom(at);
        window = { startedAt: at, count: 0 };
        windows.set(address, window);
      }
      if (window.count >= limit) {
        const remainingMs = window.startedAt + windowMs - at;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) };
      }
      window.count += 1;
      return { allowed: true };
    },
  };
}
