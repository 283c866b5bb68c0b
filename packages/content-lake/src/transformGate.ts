/**
 * Bounds how many image transforms run at once. Each render holds a decoded picture in memory
 * and a core busy, so a burst of distinct sizes must not start them all: a few run, a bounded
 * queue waits a bounded time, and beyond either the caller is told to come back (429 with
 * Retry-After) rather than left waiting. Pictures already rendered never pass through here.
 */
import { BusyError } from './errors.ts';

export interface TransformGateOptions {
  /** Transforms rendering at the same time. */
  concurrency: number;
  /** Transforms waiting for a turn; one more is refused. */
  queue: number;
  /** Milliseconds a transform may wait for a turn before it is refused. */
  maxWaitMs: number;
  /** Seconds a refused caller is asked to wait. */
  retryAfterSeconds: number;
}

/** The answer to a transform refused because the gate is full, or its turn did not come. */
export class TransformsBusyError extends BusyError {
  constructor(retryAfterSeconds: number) {
    super('Too many pictures are being rendered; try again shortly', retryAfterSeconds);
  }
}

interface Turn {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class TransformGate {
  private readonly options: TransformGateOptions;
  private running = 0;
  private readonly waiting: Turn[] = [];

  constructor(options: TransformGateOptions) {
    this.options = options;
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` when a turn is free; throws TransformsBusyError when none comes in time. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) {
        throw new TransformsBusyError(this.options.retryAfterSeconds);
      }
      // The finishing transform hands its turn over directly, so `running` stays counted.
      await new Promise<void>((resolve, reject) => {
        const turn: Turn = {
          start: () => {
            clearTimeout(turn.timer);
            resolve();
          },
          timer: setTimeout(() => {
            this.waiting.splice(this.waiting.indexOf(turn), 1);
            reject(new TransformsBusyError(this.options.retryAfterSeconds));
          }, this.options.maxWaitMs),
        };
        this.waiting.push(turn);
      });
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.running--;
    }
  }
}
