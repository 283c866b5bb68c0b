/**
 * One process per data folder: the lake keeps the dataset in memory, so a second process
 * writing the same SQLite file would leave the first one answering from stale memory. The
 * lock file holds the owner's pid on its first line; a lock whose process is gone (a crash,
 * kill -9) is taken over. Once the owner listens, the second line holds the address it listens
 * on, so a command run beside it (an erasure, an export) finds the running host on whatever
 * port it was started and works through it, rather than being refused the folder.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'lake.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

interface LockOwner {
  pid: number;
  /** Where the owner listens, once it does and has said so. */
  origin?: string;
}

/** The lock's owner as the file names it; undefined when there is no lock or it is unreadable. */
function readOwner(file: string): LockOwner | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [pidLine = '', originLine = ''] = text.split('\n').map((line) => line.trim());
  const pid = Number(pidLine);
  if (!/^\d+$/.test(pidLine) || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return /^https?:\/\/[^\s/]+$/.test(originLine) ? { pid, origin: originLine } : { pid };
}

/** Takes the folder's lock; returns the function that releases it. */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = readOwner(file);
    if (owner && owner.pid !== process.pid && isRunning(owner.pid)) {
      const where = owner.origin ? ` at ${owner.origin}` : '';
      throw new Error(
        `The content lake in ${dataDir} is already served by process ${owner.pid}${where}; stop it, or use another DATA_DIR (delete ${file} if that process is not a lake).`,
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    if (readOwner(file)?.pid !== process.pid) return;
    try {
      rmSync(file);
    } catch {
      // Already gone.
    }
  };
}

/**
 * Writes into this process's lock on `dataDir` the address it listens on (an origin such as
 * http://127.0.0.1:3999). Does nothing where the lock is another process's.
 */
export function recordListeningOrigin(dataDir: string, origin: string): void {
  const file = path.join(dataDir, LOCK_FILE);
  const { origin: normalised } = new URL(origin);
  if (readOwner(file)?.pid !== process.pid) return;
  writeFileSync(file, `${String(process.pid)}\n${normalised}\n`);
}

/**
 * Where the lake serving `dataDir` listens, when another running process holds the folder and
 * has said so; undefined when no other process serves it (the caller may open it itself).
 */
export function runningLakeOrigin(dataDir: string): string | undefined {
  const owner = readOwner(path.join(dataDir, LOCK_FILE));
  if (!owner || owner.pid === process.pid || !isRunning(owner.pid)) return undefined;
  return owner.origin;
}
