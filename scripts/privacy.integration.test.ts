/** `npm run privacy` as an operator runs it, against a running local lake. */
import { execFile } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, 'privacy.ts');

let lake: TestLake;

beforeAll(async () => {
  lake = await startLakeForTest();
  await lake
    .client()
    .transaction()
    .create({
      _id: 'enquiry.a',
      _type: 'enquiry',
      status: 'new',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      createdAt: '2026-10-01T09:00:00.000Z',
    })
    .create({
      _id: 'enquiry.b',
      _type: 'enquiry',
      status: 'new',
      firstName: 'Grace',
      email: 'grace@example.org',
      createdAt: '2026-10-02T09:00:00.000Z',
    })
    .commit();
});

afterAll(async () => {
  await lake.close();
});

/** The command with the environment of a host whose data folder is the test lake's. */
function privacy(...args: string[]) {
  return run(process.execPath, [SCRIPT, ...args], {
    env: {
      PATH: process.env.PATH,
      PORT: new URL(lake.origin).port,
      DATA_DIR: lake.dataDir,
      SANITY_DATASET: 'test',
    },
  });
}

/** The command as an operator types it, told the data folder but not the host's port. */
function privacyWithoutPort(...args: string[]) {
  return run(process.execPath, [SCRIPT, ...args], {
    env: { PATH: process.env.PATH, DATA_DIR: lake.dataDir, SANITY_DATASET: 'test' },
  });
}

// Each run starts a Node process that loads the lake's modules: seconds on a busy machine.
describe('npm run privacy', { timeout: 60_000 }, () => {
  it('exports one person’s enquiries as JSON, to a file only its owner reads', async () => {
    const { stdout } = await privacy('export', 'ADA@example.org');
    const exported = JSON.parse(stdout) as { email: string; enquiries: { _id: string }[] };
    expect(exported.email).toBe('ada@example.org');
    expect(exported.enquiries).toMatchObject([{ _id: 'enquiry.a', lastName: 'Lovelace' }]);

    const file = path.join(lake.dataDir, 'export.json');
    await privacy('export', 'ada@example.org', '--out', file);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ email: 'ada@example.org' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('erases one person and no one else', async () => {
    const { stdout } = await privacy('erase', 'ada@example.org');
    expect(stdout).toContain('erased 1 enquiry documents');
    expect(
      await lake.client().fetch('*[_type == "enquiry"]._id', {}, { perspective: 'raw' }),
    ).toEqual(['enquiry.b']);
  });

  it('erases through the running host on a port other than the default', async () => {
    await lake.client().create({
      _id: 'enquiry.c',
      _type: 'enquiry',
      status: 'new',
      firstName: 'Mary',
      email: 'mary@example.org',
      createdAt: '2026-10-03T09:00:00.000Z',
    });
    // The host listens on a port of its own choosing, not the 3000 the command assumes.
    expect(new URL(lake.origin).port).not.toBe('3000');
    const { stdout } = await privacyWithoutPort('erase', 'mary@example.org');
    expect(stdout).toContain('erased 1 enquiry documents');
    expect(
      await lake.client().fetch('*[_type == "enquiry"]._id', {}, { perspective: 'raw' }),
    ).not.toContain('enquiry.c');
  });

  it('refuses what is not an e-mail address and explains its usage', async () => {
    await expect(privacy('erase', '*')).rejects.toMatchObject({
      stderr: expect.stringContaining('is not an e-mail address'),
    });
    await expect(privacy('forget')).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining('npm run privacy -- erase <email>'),
    });
  });
});
