/**
 * `npm run content:export` and `content:import` as an operator runs them, in child processes
 * against a stopped local lake's data folder: an archive out of one folder into another comes
 * back whole, and a bad archive is refused with its line and reason, nothing written.
 */
import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { create } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest } from '@halcyon/content-lake/testing';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
let work: string;
let port: number;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: found } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return found;
}

async function content(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['scripts/content.ts', ...args], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: String(port),
        SANITY_DATASET: 'production',
      },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

/** Every document of a stopped lake's folder, without system fields and `_.` documents. */
async function documentsIn(dataDir: string) {
  const lake = await startLakeForTest({ dataDir, dataset: 'production' });
  try {
    const docs = await lake.client({ dataset: 'production' }).fetch<Record<string, unknown>[]>(
      '*[!(_id in path("_.**"))] | order(_id)',
      {},
      {
        perspective: 'raw',
      },
    );
    return docs.map(({ _rev, _updatedAt, _createdAt, ...rest }) => rest);
  } finally {
    await lake.close();
  }
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'content-scripts-'));
  port = await freePort();
  const lake = await startLakeForTest({
    dataDir: path.join(work, 'from'),
    dataset: 'production',
    publicOrigin: `http://127.0.0.1:${port}`,
  });
  const client = lake.client({ dataset: 'production' });
  const file = await client.assets.upload('file', Buffer.from('Packing list\n'), {
    filename: 'packing.txt',
  });
  await client
    .transaction()
    .create({ _id: 'page-a', _type: 'page', title: 'Away' })
    .create({ _id: 'drafts.page-a', _type: 'page', title: 'Away, revised' })
    .create({
      _id: 'page-b',
      _type: 'page',
      attachment: { _type: 'file', asset: { _type: 'reference', _ref: file._id } },
    })
    .commit();
  await lake.close();
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('content scripts', () => {
  it('export from one data folder and import into another carries everything', async () => {
    const archive = path.join(work, 'out.tar.gz');
    const exported = await content(path.join(work, 'from'), 'export', archive);
    expect(exported.output).toContain('3 documents');
    expect(exported.code).toBe(0);
    // Drafts, enquiries and recordings: the archive is for its owner alone.
    expect(statSync(archive).mode & 0o777).toBe(0o600);

    const imported = await content(path.join(work, 'to'), 'import', archive);
    expect(imported.code, imported.output).toBe(0);
    const before = await documentsIn(path.join(work, 'from'));
    const after = await documentsIn(path.join(work, 'to'));
    expect(after).toEqual(before);

    const again = await content(path.join(work, 'to'), 'import', archive);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/exist already .*--replace/s);
    expect((await content(path.join(work, 'to'), 'import', archive, '--replace')).code).toBe(0);
  }, 120_000);

  it('writes over an archive others could read, and leaves it for its owner alone', async () => {
    const archive = path.join(work, 'again.tar.gz');
    writeFileSync(archive, 'an older export', { mode: 0o644 });
    chmodSync(archive, 0o644);
    const exported = await content(path.join(work, 'from'), 'export', archive);
    expect(exported.code, exported.output).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(statSync(archive).size).toBeGreaterThan('an older export'.length);
  }, 120_000);

  it.each([
    ['{"_id":"x","_type":"page"}\n{broken\n', 'line 2: not a JSON document'],
    ['{"_id":"x","_type":"page"}\n{"_type":"page"}\n', 'line 2: the document has no "_id"'],
    ['{"_id":"x"}\n', 'line 1: the document has no "_type"'],
    [
      '{"_id":"x","_type":"page","f":{"_sanityAsset":"file@file://./files/gone.txt"}}\n',
      'line 1: the asset file "files/gone.txt" is not in the archive',
    ],
  ])(
    'refuses %j whole: %s',
    async (ndjson, reason) => {
      const folder = mkdtempSync(path.join(work, 'bad-'));
      mkdirSync(path.join(folder, 'export'));
      writeFileSync(path.join(folder, 'export', 'data.ndjson'), ndjson);
      const archive = path.join(folder, 'bad.tar.gz');
      await create({ gzip: true, file: archive, cwd: folder }, ['export']);
      const dataDir = path.join(folder, 'data');
      const result = await content(dataDir, 'import', archive);
      expect(result.code).toBe(1);
      expect(result.output).toContain(reason);
      expect(result.output).toContain('nothing was imported');
      expect(await documentsIn(dataDir)).toEqual([]);
    },
    60_000,
  );
});
