/**
 * The unit tier's guard (unitGuard.ts) is in force in this project: were it lost from the
 * configuration, a test that starts a lake would pass here unnoticed and the fast tier would slow
 * down again, one file at a time.
 */
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { connect, createServer } from 'node:net';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
// The rule alone: importing the guard here would install it, and prove nothing of the setup.
import { UNIT_TIER_RULE } from './rule.ts';

describe('a unit test', () => {
  it('cannot start a process, by any of the usual calls', () => {
    expect(() => spawnSync(process.execPath, ['--version'])).toThrow(UNIT_TIER_RULE);
    expect(() => spawn(process.execPath, ['--version'])).toThrow(UNIT_TIER_RULE);
    expect(() => execFile(process.execPath, ['--version'])).toThrow(UNIT_TIER_RULE);
  });

  it('cannot start a worker thread', () => {
    expect(() => new Worker('1', { eval: true })).toThrow(UNIT_TIER_RULE);
  });

  it('cannot listen on a port, as a bare or an HTTP server', () => {
    expect(() => createServer().listen(0, '127.0.0.1')).toThrow(UNIT_TIER_RULE);
    expect(() => createHttpServer().listen(0, '127.0.0.1')).toThrow(UNIT_TIER_RULE);
  });

  it('cannot connect to a port, directly or through fetch', async () => {
    expect(() => connect(4850, '127.0.0.1')).toThrow(UNIT_TIER_RULE);
    const failure: unknown = await fetch('http://127.0.0.1:4850/').catch((error: unknown) => error);
    expect(String((failure as Error).cause)).toContain(UNIT_TIER_RULE);
  });
});
