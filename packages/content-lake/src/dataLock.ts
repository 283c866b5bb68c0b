/**
 * One process per data folder: the lake keeps the dataset in memory, so a second process
 * writing the same SQLite file would leave the first one answering from stale memory. The
 * lock file holds the owner's pid; a lock whose process is gone (a crash, kill -9) is taken
 * over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock; returns the function that releases it. */
export function lockDataFolder(dataDir: string): () => void {
  const file = path.join(dataDir, 'lake.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isRunning(owner)) {
      throw new Error(
        `The content lake in ${dataDir} is already served by process ${owner}; stop it, or use another DATA_DIR (delete ${file} if that process is not a lake).`,
        { cause: error },
      );
    }
    writeFileSync(file, String(process.pid));
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // Already gone.
    }
  };
}
