import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DAY_MS, startDailyJob } from './dailyJob.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('startDailyJob', () => {
  it('runs first after the given delay, then once a day, logging under its name', async () => {
    const lines: string[] = [];
    const run = vi.fn(() => Promise.resolve('2 things done'));
    const stop = startDailyJob({
      name: 'retention',
      run,
      log: (l) => lines.push(l),
      firstRunMs: 60_000,
    });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(lines).toEqual(['retention     2 things done']);
    await vi.advanceTimersByTimeAsync(DAY_MS);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
    await vi.advanceTimersByTimeAsync(2 * DAY_MS);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs nothing for a run with nothing to say, and a failure with its reason', async () => {
    const lines: string[] = [];
    const run = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('lake unreachable'))
      .mockResolvedValue('back');
    const stop = startDailyJob({
      name: 'speed alert',
      run,
      log: (l) => lines.push(l),
      firstRunMs: 0,
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    stop();
    expect(lines).toEqual(['speed alert   failed: lake unreachable', 'speed alert   back']);
  });

  it('never starts a run while the one before is still going', async () => {
    let finish: (line: string) => void = () => undefined;
    const run = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const stop = startDailyJob({
      name: 'slow',
      run,
      log: () => undefined,
      firstRunMs: 0,
      intervalMs: 10,
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
    finish('done');
    await vi.advanceTimersByTimeAsync(10);
    expect(run).toHaveBeenCalledTimes(2);
    stop();
  });
});
