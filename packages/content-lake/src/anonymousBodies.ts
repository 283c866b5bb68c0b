/**
 * Bounds on what a caller without a token may make the lake read. A site query is a few KB of
 * text; an anonymous body of megabytes is only ever a way to hold memory and the main thread
 * (reading, decoding and parsing happen there). So an anonymous query body may be 32 KB at most,
 * and only so many are read at once: one more is refused at once with a 429, never queued.
 * Token holders (the site's server, the seed, the Studio) keep the larger limits.
 */
import { BusyError } from './errors.ts';

export const ANONYMOUS_QUERY_BYTES = 32 * 1024;
export const ANONYMOUS_BODY_READS = 16;

export class BodyReadGate {
  private reading = 0;
  private readonly limit: number;

  constructor(limit = ANONYMOUS_BODY_READS) {
    this.limit = limit;
  }

  /** Reads a body under the gate: refused with a 429 while `limit` reads are under way. */
  async read<T>(body: () => Promise<T>): Promise<T> {
    if (this.reading >= this.limit) {
      throw new BusyError('Too many requests are sending a body; try again shortly', 1);
    }
    this.reading++;
    try {
      return await body();
    } finally {
      this.reading--;
    }
  }
}
