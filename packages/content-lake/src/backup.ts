/**
 * Local backups of the lake's database: SQLite's online backup (node:sqlite `backup()`), taken
 * while the lake serves, once a day into `DATA_DIR/backups/lake-YYYY-MM-DD.sqlite`, and kept
 * for `LAKE_BACKUP_DAYS` days (14 unless set). Personal data: a backup holds enquiries as the
 * database did that day, so backups older than the retention window are deleted, and an
 * enquiry erased from the lake is gone from every backup within those days — well inside the
 * month UK GDPR allows for an erasure (decision 072). Restore: `restore.ts`.
 */
import { chmodSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync, backup } from 'node:sqlite';
import { makePrivate } from './storage.ts';

export const DEFAULT_BACKUP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const NAME = /^lake-(\d{4}-\d{2}-\d{2})\.sqlite$/;

export const backupFolder = (dataDir: string) => path.join(dataDir, 'backups');
export const databaseFile = (dataDir: string) => path.join(dataDir, 'lake.sqlite');

/** `lake-2026-11-26.sqlite`: one file per UTC day, so a second backup that day replaces it. */
export function backupName(now: Date): string {
  return `lake-${now.toISOString().slice(0, 10)}.sqlite`;
}

/** The backups that are older than `days` days at `now` (a backup of day D lives until D + days). */
export function expiredBackups(names: readonly string[], now: Date, days: number): string[] {
  const today = Date.parse(now.toISOString().slice(0, 10));
  return names.filter((name) => {
    const day = NAME.exec(name)?.[1];
    return day !== undefined && today - Date.parse(day) >= days * DAY_MS;
  });
}

/** Backup files in a folder, newest first. */
export function backupsIn(folder: string): string[] {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => NAME.test(name))
    .sort()
    .reverse()
    .map((name) => path.join(folder, name));
}

/**
 * Takes one backup through a connection of its own (WAL lets it read while the lake writes), then
 * deletes the expired ones. Answers the file written.
 */
export async function takeBackup(
  dataDir: string,
  { now = new Date(), days = DEFAULT_BACKUP_DAYS }: { now?: Date; days?: number } = {},
): Promise<string> {
  const folder = backupFolder(dataDir);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  // Before the copy is written: a folder an older version left readable would show it meanwhile.
  chmodSync(folder, 0o700);
  const file = path.join(folder, backupName(now));
  const partial = `${file}.partial`;
  const source = new DatabaseSync(databaseFile(dataDir), { readOnly: true });
  try {
    rmSync(partial, { force: true });
    await backup(source, partial);
  } finally {
    source.close();
  }
  // Renamed only when whole, so a crash mid-backup never leaves a torn file under a backup's name.
  renameSync(partial, file);
  makePrivate(folder, file);
  for (const name of expiredBackups(readdirSync(folder), now, days)) {
    rmSync(path.join(folder, name), { force: true });
  }
  return file;
}

/**
 * A backup at once (unless today's exists), then one a day. Returns the function that stops it.
 * Failures are reported and retried the next day; they never stop the lake.
 */
export function scheduleBackups(
  dataDir: string,
  {
    days = DEFAULT_BACKUP_DAYS,
    log = console.error,
  }: { days?: number; log?: (line: string) => void } = {},
): () => void {
  const run = () => {
    takeBackup(dataDir, { days }).catch((error: unknown) => {
      log(`lake: backup failed: ${(error as Error).message}`);
    });
  };
  const today = path.join(backupFolder(dataDir), backupName(new Date()));
  if (!backupsIn(backupFolder(dataDir)).includes(today)) run();
  const timer = setInterval(run, DAY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
