import { describe, expect, it } from 'vitest';
import { TransformGate, TransformsBusyError } from './transformGate.ts';

/** A piece of work that finishes when the test says so. */
function deferred(): { promise: Promise<string>; finish: (value: string) => void } {
  let finish: (value: string) => void = () => undefined;
  const promise = new Promise<string>((resolve) => (finish = resolve));
  return { promise, finish };
}

describe('TransformGate', () => {
  it('runs at most `concurrency` at once, queues the next, refuses beyond the queue', async () => {
    const gate = new TransformGate({
      concurrency: 2,
      queue: 1,
      maxWaitMs: 30_000,
      retryAfterSeconds: 3,
    });
    const works = [deferred(), deferred(), deferred()];
    let peak = 0;
    const started: number[] = [];
    const runs = works.map((work, index) =>
      gate.run(async () => {
        started.push(index);
        peak = Math.max(peak, gate.active);
        return work.promise;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(1);

    const refused = gate.run(async () => 'never');
    await expect(refused).rejects.toBeInstanceOf(TransformsBusyError);
    await expect(refused).rejects.toMatchObject({ status: 429, retryAfterSeconds: 3 });

    works[0]?.finish('a');
    await expect(runs[0]).resolves.toBe('a');
    await expect.poll(() => started).toEqual([0, 1, 2]);
    works[1]?.finish('b');
    works[2]?.finish('c');
    await expect(Promise.all(runs)).resolves.toEqual(['a', 'b', 'c']);
    expect(peak).toBeLessThanOrEqual(2);
    expect(gate.active).toBe(0);
  });

  it('frees the turn of a transform that fails', async () => {
    const gate = new TransformGate({
      concurrency: 1,
      queue: 0,
      maxWaitMs: 1_000,
      retryAfterSeconds: 1,
    });
    await expect(gate.run(() => Promise.reject(new Error('bad picture')))).rejects.toThrow(
      'bad picture',
    );
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });

  it('refuses a transform whose turn does not come in time, and keeps the queue moving', async () => {
    const gate = new TransformGate({
      concurrency: 1,
      queue: 5,
      maxWaitMs: 50,
      retryAfterSeconds: 2,
    });
    const slow = deferred();
    const first = gate.run(() => slow.promise);
    const waited = gate.run(async () => 'too late');
    await expect(waited).rejects.toMatchObject({ status: 429, retryAfterSeconds: 2 });
    expect(gate.queued).toBe(0);
    slow.finish('done');
    await expect(first).resolves.toBe('done');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.active).toBe(0);
  });
});
