/**
 * `npm run content:restore [-- <backup file>]`, with the lake stopped. What a crash leaves is
 * not a reason to go back to a backup: every write the lake acknowledged was flushed to the
 * live database (WAL, synchronous FULL) first, so after `kill -9` the live file, once SQLite has
 * replayed its WAL, is the newest consistent state and holds writes newer than any backup.
 * So without a file named, restore keeps the live database when it passes SQLite's integrity
 * check, and falls back to the newest intact backup only when it is missing or damaged. Naming
 * a file restores exactly that backup. Whatever is replaced is set aside beside it, never
 * deleted (decision 072).
 */
import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { backupFolder, backupsIn, databaseFile } from './backup.ts';
import { lockDataFolder } from './dataLock.ts';
import { makePrivate } from './storage.ts';
import path from 'node:path';

export type RestoreOutcome =
  { kind: 'kept-live'; file: string } | { kind: 'restored'; from: string; setAside: string[] };

/** Whether a file is a SQLite database that passes `PRAGMA integrity_check`. */
export function isIntact(file: string): boolean {
  if (!existsSync(file)) return false;
  try {
    const db = new DatabaseSync(file);
    try {
      const rows = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
      const ok = rows.length === 1 && rows[0]?.integrity_check === 'ok';
      // Folds the WAL into the file, so the kept state no longer depends on the side files.
      if (ok) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return ok;
    } finally {
      db.close();
    }
  } catch {
    return false;
  }
}

function setAside(live: string, stamp: string): string[] {
  const moved: string[] = [];
  for (const suffix of ['', '-wal', '-shm']) {
    const file = `${live}${suffix}`;
    if (existsSync(file)) {
      const target = `${live}.before-restore-${stamp}${suffix}`;
      renameSync(file, target);
      moved.push(target);
    }
  }
  return moved;
}

export function restoreLake(
  dataDir: string,
  { from, now = new Date() }: { from?: string; now?: Date } = {},
): RestoreOutcome {
  // Refuses while a lake serves this folder: it holds the data in memory and would overwrite.
  const unlock = lockDataFolder(dataDir);
  try {
    const live = databaseFile(dataDir);
    if (from === undefined && isIntact(live)) return { kind: 'kept-live', file: live };
    const source = from ?? backupsIn(backupFolder(dataDir)).find(isIntact);
    if (source === undefined)
      throw new Error(
        `The live database is missing or damaged and there is no intact backup in ${backupFolder(dataDir)}.`,
      );
    if (!isIntact(source)) throw new Error(`${source} is not an intact lake backup.`);
    const moved = setAside(live, now.toISOString().replace(/[:.]/g, '-'));
    copyFileSync(source, live);
    makePrivate(path.dirname(live), live);
    return { kind: 'restored', from: source, setAside: moved };
  } finally {
    unlock();
  }
}
