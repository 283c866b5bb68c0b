/**
 * Request coalescing for the content queries a live event prompts. When a publish reaches a
 * thousand open pages, each changed page renders once (the page cache, or the CDN, shares the
 * render), yet every render asks the content API again for what its neighbours asked: the site's
 * settings, the navigation, a journey that three routes show. Renders prompted by the same event
 * ask for answers no older than that event, so one answer serves them all: the first asks, the
 * others wait for its promise or read what it settled to.
 *
 * Only queries keyed by an event are shared. An unkeyed query may follow a publish the host has
 * not heard of yet, and an editor's drafts are never shared. The host that owns a store clears it
 * on every publish it hears of: a key names an event a visitor can guess before it happens, and
 * an answer stored under it before the publish would otherwise be served as if after it.
 */

/** How long a settled answer is kept: the reloads one event prompts arrive within seconds. */
export const COALESCED_ANSWER_MS = 60_000;

/** At most this many answers are kept; the oldest goes first (keys are bounded, not trusted). */
export const COALESCED_ANSWERS_MAX = 256;

interface Kept {
  answer: Promise<unknown>;
  until: number;
}

export class CoalescedQueries {
  readonly #kept = new Map<string, Kept>();
  readonly #now: () => number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /**
   * The answer kept under `key`, or the one `ask` gives, kept for those who ask after. A failed
   * answer is not kept: the next render asks again.
   */
  answer<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) return kept.answer as Promise<T>;
    if (kept) this.#kept.delete(key);
    const answer = ask();
    this.#kept.set(key, { answer, until: now + COALESCED_ANSWER_MS });
    for (const oldest of this.#kept.keys()) {
      if (this.#kept.size <= COALESCED_ANSWERS_MAX) break;
      this.#kept.delete(oldest);
    }
    answer.catch(() => {
      if (this.#kept.get(key)?.answer === answer) this.#kept.delete(key);
    });
    return answer;
  }

  /** Forgets every answer: a publish has changed what they were taken from. */
  clear(): void {
    this.#kept.clear();
  }

  /** How many answers are kept (for tests). */
  get size(): number {
    return this.#kept.size;
  }
}

/**
 * The key of one query asked for one live event: the event, the query's text and its
 * parameters in a fixed order (two renders may build the same parameters in another order).
 */
export function coalescingKey(eventId: string, query: string, params: Record<string, unknown>) {
  const ordered = Object.keys(params)
    .sort()
    .map((name) => [name, params[name]]);
  return JSON.stringify([eventId, query, ordered]);
}
