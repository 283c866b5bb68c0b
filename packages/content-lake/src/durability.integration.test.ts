/**
 * Acknowledged writes survive `kill -9`: a lake runs in a child process, takes a burst of
 * concurrent writes, is killed without warning part-way through, and restarts on the same
 * folder. Every write that was answered with success must be there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@sanity/client';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'lake-durability-'));
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

async function startLake(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../bin/content-lake.ts')],
    {
      env: { ...process.env, PORT: '0', DATA_DIR: dataDir },
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

const clientFor = (origin: string) =>
  createClient({
    projectId: 'local',
    dataset: 'durability',
    apiHost: origin,
    useProjectHostname: false,
    apiVersion: '2025-02-19',
    useCdn: false,
    token: readFileSync(path.join(dataDir, 'local-api-token'), 'utf8').trim(),
    maxRetries: 0,
  });

describe('durability', () => {
  it('keeps every acknowledged write across kill -9', async () => {
    const first = await startLake();
    const client = clientFor(first.origin);
    const acknowledged: string[] = [];
    let killed = false;
    const writes = Array.from({ length: 150 }, (_, n) =>
      client
        .create({ _id: `note-${n}`, _type: 'note', n })
        .then(() => {
          acknowledged.push(`note-${n}`);
          // Kill while the rest are still in flight.
          if (acknowledged.length === 50 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(writes);
    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);

    const second = await startLake();
    const stored: string[] = await clientFor(second.origin).fetch('*[_type == "note"]._id');
    const missing = acknowledged.filter((id) => !stored.includes(id));
    expect(missing).toEqual([]);
    second.child.kill('SIGKILL');
  }, 30_000);
});
