/**
 * Set up before every file of the `unit` test project (vite.config.ts): a unit test may not start
 * a process or a worker thread, open a listening socket or connect to one. Each of those throws
 * here, naming the rule, so a test that needs a lake, a host, a mail catcher or a command line
 * fails at once in the fast tier and is moved to the integration tier (`*.integration.test.ts`).
 * The check is on what the test does, not on what it imports, so a helper that starts a server
 * on a unit test's behalf is caught too.
 */
import childProcess from 'node:child_process';
import { syncBuiltinESMExports } from 'node:module';
import net from 'node:net';
import workerThreads from 'node:worker_threads';
import { UNIT_TIER_RULE } from './rule.ts';

const guarded = Symbol.for('tests.unitGuard');

function refuse(what: string): never {
  throw new Error(`${what}: ${UNIT_TIER_RULE}`);
}

const patched = globalThis as { [guarded]?: true };
// Without isolation a worker runs several files, and this file runs before each of them.
if (!patched[guarded]) {
  patched[guarded] = true;
  const processStarters = [
    'spawn',
    'spawnSync',
    'exec',
    'execSync',
    'execFile',
    'execFileSync',
    'fork',
  ] as const;
  for (const name of processStarters) {
    Object.defineProperty(childProcess, name, {
      value: () => refuse(`child_process.${name}()`),
      writable: true,
      configurable: true,
    });
  }
  // The lake's query workers spin to their time limits: a pool of them is not a unit.
  Object.defineProperty(workerThreads, 'Worker', {
    value: function Worker(): never {
      refuse('a worker thread');
    },
    writable: true,
    configurable: true,
  });
  // `import { spawn } from 'node:child_process'` reads the ES module's copy of the exports.
  syncBuiltinESMExports();
  net.Server.prototype.listen = function listen(): never {
    refuse('a server listening');
  };
  net.Socket.prototype.connect = function connect(): never {
    refuse('a socket connecting');
  };
}
