/**
 * Bounds how many image transforms run at once. Each render holds a decoded picture in memory
 * and a core busy, so a burst of distinct sizes must not start them all: a few run, a bounded
 * queue waits, and beyond that the caller is told to come back (503 with Retry-After).
 */
import { LakeError } from './errors.ts';

export interface TransformGateOptions {
  /** Transforms rendering at the same time. */
  concurrency: number;
  /** Transforms waiting for a turn; one more is refused. */
  queue: number;
  /** Seconds a refused caller is asked to wait. */
  retryAfterSeconds: number;
}

/** The answer to a transform refused because the gate is full. */
export class TransformsBusyError extends LakeError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(503, 'serviceUnavailable', 'Too many pictures are being rendered; try again shortly');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class TransformGate {
  private readonly options: TransformGateOptions;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(options: TransformGateOptions) {
    this.options = options;
  }

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  /** Runs `work` when a turn is free; throws TransformsBusyError when the queue is full. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.queue) {
        throw new TransformsBusyError(this.options.retryAfterSeconds);
      }
      // The finishing transform hands its turn over directly, so `running` stays counted.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
