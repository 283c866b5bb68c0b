import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataFolder } from './dataLock.ts';

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
