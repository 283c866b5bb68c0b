import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder, recordListeningOrigin, runningLakeOrigin } from './dataLock.ts';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'lake-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataFolder', () => {
  it('takes the lock and gives it back', () => {
    const dir = folder();
    const release = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, 'lake.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, 'lake.lock'))).toBe(false);
  });

  it('refuses a folder another running process serves', () => {
    const dir = folder();
    // The parent of this test process is alive and is not this process.
    writeFileSync(path.join(dir, 'lake.lock'), String(process.ppid));
    expect(() => lockDataFolder(dir)).toThrow(/already served by process/);
  });

  it('records where its owner listens, for a command run beside it to find', () => {
    const dir = folder();
    const release = lockDataFolder(dir);
    recordListeningOrigin(dir, 'http://127.0.0.1:3999');
    expect(readFileSync(path.join(dir, 'lake.lock'), 'utf8')).toBe(
      `${String(process.pid)}\nhttp://127.0.0.1:3999\n`,
    );
    // The owner itself is not told to go elsewhere.
    expect(runningLakeOrigin(dir)).toBeUndefined();
    release();
    expect(existsSync(path.join(dir, 'lake.lock'))).toBe(false);
  });

  it('names the address of another running process that serves the folder', () => {
    const dir = folder();
    writeFileSync(path.join(dir, 'lake.lock'), `${String(process.ppid)}\nhttp://127.0.0.1:3999\n`);
    expect(runningLakeOrigin(dir)).toBe('http://127.0.0.1:3999');
    expect(() => lockDataFolder(dir)).toThrow(/process \d+ at http:\/\/127\.0\.0\.1:3999/);
    // Another's lock is never rewritten.
    recordListeningOrigin(dir, 'http://127.0.0.1:4000');
    expect(runningLakeOrigin(dir)).toBe('http://127.0.0.1:3999');
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = folder();
    const gone = spawnSync(process.execPath, [
      '-e',
      'process.stdout.write(String(process.pid))',
    ]).stdout.toString();
    writeFileSync(path.join(dir, 'lake.lock'), gone);
    const release = lockDataFolder(dir);
    expect(readFileSync(path.join(dir, 'lake.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
