import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupName, backupsIn, takeBackup } from './backup.ts';
import { startLakeForTest } from './testing.ts';

const now = new Date('2026-11-26T03:00:00Z');

describe('takeBackup', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'lake-backup-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('copies a serving lake online and deletes the expired backups', async () => {
    const dataDir = path.join(work, 'data');
    const lake = await startLakeForTest({ dataDir });
    try {
      await lake.client().create({ _id: 'kept', _type: 'note' });
      // A folder others may read, as an older host left it.
      mkdirSync(path.join(dataDir, 'backups'), { recursive: true });
      chmodSync(path.join(dataDir, 'backups'), 0o755);
      writeFileSync(path.join(dataDir, 'backups', 'lake-2026-10-01.sqlite'), 'old');
      writeFileSync(path.join(dataDir, 'backups', 'lake-2026-11-20.sqlite'), 'recent');
      const file = await takeBackup(dataDir, { now, days: 14 });
      expect(path.basename(file)).toBe('lake-2026-11-26.sqlite');
      // Personal data: the backup and its folder are for their owner alone.
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(dataDir, 'backups')).mode & 0o777).toBe(0o700);
      expect(readdirSync(path.join(dataDir, 'backups')).sort()).toEqual([
        'lake-2026-11-20.sqlite',
        'lake-2026-11-26.sqlite',
      ]);
      expect(backupsIn(path.join(dataDir, 'backups')).map((f) => path.basename(f))).toEqual([
        'lake-2026-11-26.sqlite',
        'lake-2026-11-20.sqlite',
      ]);
    } finally {
      await lake.close();
    }
    // The backup is a lake of its own: opened alone, it holds the document.
    const copy = path.join(work, 'copy');
    mkdirSync(copy);
    copyFileSync(
      path.join(dataDir, 'backups', 'lake-2026-11-26.sqlite'),
      path.join(copy, 'lake.sqlite'),
    );
    const restored = await startLakeForTest({ dataDir: copy });
    try {
      expect(await restored.client().getDocument('kept')).toMatchObject({ _type: 'note' });
    } finally {
      await restored.close();
    }
  });

  it('a lake given backup days takes one when it starts, and none without', async () => {
    const withBackups = await startLakeForTest({
      dataDir: path.join(work, 'scheduled'),
      backupDays: 14,
    });
    const without = await startLakeForTest({ dataDir: path.join(work, 'unscheduled') });
    try {
      const today = path.join(work, 'scheduled', 'backups', backupName(new Date()));
      for (let i = 0; i < 100 && !existsSync(today); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(existsSync(today)).toBe(true);
      expect(existsSync(path.join(work, 'unscheduled', 'backups'))).toBe(false);
    } finally {
      await withBackups.close();
      await without.close();
    }
  });
});
