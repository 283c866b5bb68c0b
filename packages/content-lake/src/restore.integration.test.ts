/**
 * Backup, then `kill -9` of a lake process during 500 concurrent writes, then restore: every
 * acknowledged write is present, because restore keeps the live database when it is intact (it
 * holds writes newer than any backup) and goes back to a backup only when it is damaged.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { afterAll, describe, expect, it } from 'vitest';
import { takeBackup } from './backup.ts';
import { restoreLake } from './restore.ts';
import { startLakeForTest } from './testing.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lake-restore-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startChildLake(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../bin/content-lake.ts')],
    {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LAKE_BACKUP_DAYS: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  const origin = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1] as string);
    });
    child.once('exit', (code) => reject(new Error(`lake exited early (${code})`)));
  });
  return { child, origin };
}

async function storedIds(): Promise<string[]> {
  const lake = await startLakeForTest({ dataDir, dataset: 'durability' });
  try {
    return await lake.client({ dataset: 'durability' }).fetch<string[]>('*[_type == "note"]._id');
  } finally {
    await lake.close();
  }
}

describe('backup, kill -9, restore', () => {
  it('loses nothing acknowledged, and falls back to the backup only when the file is damaged', async () => {
    const { child, origin } = await startChildLake();
    const client = createClient({
      projectId: 'local',
      dataset: 'durability',
      apiHost: origin,
      useProjectHostname: false,
      apiVersion: '2025-02-19',
      useCdn: false,
      token: readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim(),
      maxRetries: 0,
    });
    await client.create({ _id: 'note-early', _type: 'note' });
    // Online: the backup reads through a connection of its own while the child serves.
    const backup = await takeBackup(dataDir);

    const acknowledged: string[] = [];
    let killed = false;
    await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        client
          .create({ _id: `note-${n}`, _type: 'note', n })
          .then(() => {
            acknowledged.push(`note-${n}`);
            if (acknowledged.length === 100 && !killed) {
              killed = true;
              child.kill('SIGKILL');
            }
          })
          .catch(() => undefined),
      ),
    );
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(100);
    expect(acknowledged.length).toBeLessThan(500);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });

    expect(restoreLake(dataDir)).toEqual({
      kind: 'kept-live',
      file: path.join(dataDir, 'lake.sqlite'),
    });
    const afterCrash = await storedIds();
    expect(acknowledged.filter((id) => !afterCrash.includes(id))).toEqual([]);
    expect(afterCrash).toContain('note-early');

    // A damaged live file: restore goes back to the newest intact backup, setting the file aside.
    writeFileSync(path.join(dataDir, 'lake.sqlite'), 'not a database');
    const outcome = restoreLake(dataDir);
    expect(outcome).toMatchObject({ kind: 'restored', from: backup });
    expect(await storedIds()).toEqual(['note-early']);

    // Naming a backup restores exactly it, even over an intact live file.
    expect(restoreLake(dataDir, { from: backup })).toMatchObject({ kind: 'restored' });
    expect(() => restoreLake(dataDir, { from: path.join(dataDir, 'local-api-token') })).toThrow(
      /not an intact lake backup/,
    );
  }, 60_000);
});
