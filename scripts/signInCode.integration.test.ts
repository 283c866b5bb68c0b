/**
 * `npm run privacy -- sign-in-code` as the owner runs it beside a running host: it asks the host for a
 * fresh code with the server token from the data folder and prints the link here, never on the
 * host's console; the link signs the editor in once.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'privacy.ts');

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest({ signIn: { enabled: true, trustProxy: 0 } });
});

afterAll(async () => {
  await lake.close();
});

/** The command with the environment of a host whose data folder is `dataDir`. */
async function signInCode(dataDir = lake.dataDir) {
  try {
    const { stdout, stderr } = await run(process.execPath, [SCRIPT, 'sign-in-code'], {
      env: { PATH: process.env.PATH, PORT: new URL(lake.origin).port, DATA_DIR: dataDir },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

// Each run starts a Node process that loads the lake's modules: seconds on a busy machine.
describe('npm run privacy -- sign-in-code', { timeout: 60_000 }, () => {
  it('prints a link that signs the editor in once, and the host prints nothing', async () => {
    const hostConsole = vi.spyOn(console, 'log');
    const { code, output } = await signInCode();
    expect(code, output).toBe(0);
    expect(hostConsole).not.toHaveBeenCalled();
    const link = /^studio sign-in (\S+) {2}\(works once, within 10 minutes\)$/m.exec(output)?.[1];
    expect(link).toMatch(/\/v1\/auth\/login\/local\?origin=.*%2Fstudio&code=/);
    const signIn = await fetch(link ?? '', { redirect: 'manual' });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get('location')).toMatch(/\/studio#sid=/);
    expect((await fetch(link ?? '', { redirect: 'manual' })).status).toBe(403);
  });

  it('names the folder to use when this data folder’s token is not the host’s', async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'sign-in-code-'));
    try {
      const { code, output } = await signInCode(other);
      expect(code).toBe(1);
      expect(output).toContain('set DATA_DIR to the running host’s folder');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
