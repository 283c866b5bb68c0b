/**
 * The Sanity CLI itself against the local lake, run as an operator runs it: `sanity dataset
 * export`, `sanity documents query` and `sanity documents get` in child processes, from a folder
 * of their own whose `sanity.cli.js` names the project, with the lake's token in
 * `SANITY_AUTH_TOKEN` and its address in `SANITY_INTERNAL_ENV` (decision 071).
 *
 * The CLI has no documented API host setting. `@sanity/cli-core` takes any `SANITY_INTERNAL_ENV`
 * other than `staging` or `production` as the API host, and its project commands put the
 * project id in front of the host name (`http://<projectId>.<host>`). A loopback address split
 * across the two, project id `127` and `SANITY_INTERNAL_ENV=http://0.0.1:<port>`, gives
 * `http://127.0.0.1:<port>`, which needs no name lookup, so that is the way tested here. These
 * tests fail if a CLI upgrade changes either behaviour.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify, stripVTControlCharacters } from 'node:util';
import type { SanityClient } from '@sanity/client';
import sharp from 'sharp';
import { extract } from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';

type Doc = Record<string, unknown> & { _id: string; _type: string };

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '..');
const SANITY = path.join(root, 'node_modules', '.bin', 'sanity');
/** Every CLI start loads several hundred modules; on a busy machine that takes a while. */
const CLI_TIMEOUT_MS = 120_000;

let lake: TestLake;
let client: SanityClient;
let work: string;

/** Runs `sanity …` in the work folder as an operator would, with the lake's token. */
async function sanity(...args: string[]) {
  const port = new URL(lake.origin).port;
  try {
    const { stdout, stderr } = await run(process.execPath, [SANITY, ...args], {
      cwd: work,
      timeout: CLI_TIMEOUT_MS,
      maxBuffer: 16 * 1024 * 1024,
      env: {
        PATH: process.env.PATH,
        // The CLI keeps its settings and telemetry under these; nothing of the user's is read.
        HOME: path.join(work, 'home'),
        TMPDIR: path.join(work, 'tmp'),
        DO_NOT_TRACK: '1',
        NO_UPDATE_NOTIFIER: '1',
        SANITY_AUTH_TOKEN: lake.token,
        SANITY_INTERNAL_ENV: `http://0.0.1:${port}`,
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** CLI messages as read: without colours, the `›` margin and the wrapping at 80 columns. */
const plain = (text: string) =>
  stripVTControlCharacters(text).replace(/›/g, '').replace(/\s+/g, ' ');

const picture = (colour: string) =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: colour } })
    .png()
    .toBuffer();

beforeAll(async () => {
  lake = await startLakeForTest({ dataset: 'production' });
  client = lake.client({ dataset: 'production' });
  work = mkdtempSync(path.join(tmpdir(), 'lake-sanity-cli-'));
  mkdirSync(path.join(work, 'home'));
  mkdirSync(path.join(work, 'tmp'));
  writeFileSync(
    path.join(work, 'sanity.cli.js'),
    "export default { api: { projectId: '127', dataset: 'production' } };\n",
  );

  const [red, blue, notes] = await Promise.all([
    client.assets.upload('image', await picture('#c0392b'), { filename: 'red.png' }),
    client.assets.upload('image', await picture('#2e86c1'), { filename: 'blue.png' }),
    client.assets.upload('file', Buffer.from('Itinerary notes\n'), {
      filename: 'notes.txt',
      contentType: 'text/plain',
    }),
  ]);
  const image = (id: string) => ({ _type: 'image', asset: { _type: 'reference', _ref: id } });
  await client
    .transaction()
    .create({ _id: 'page-kenya', _type: 'page', title: 'Kenya', hero: image(red._id) })
    .create({
      _id: 'page-japan',
      _type: 'page',
      title: 'Japan',
      hero: image(blue._id),
      gallery: [{ _key: 'a', ...image(red._id) }],
      attachment: { _type: 'file', asset: { _type: 'reference', _ref: notes._id } },
    })
    .create({ _id: 'drafts.page-japan', _type: 'page', title: 'Japan (draft)' })
    .create({ _id: 'enquiry-1', _type: 'enquiry', email: 'guest@example.com' })
    .commit();
}, 60_000);

afterAll(async () => {
  await lake.close();
  rmSync(work, { recursive: true, force: true });
});

describe('the Sanity CLI against the local lake', () => {
  it(
    '`sanity dataset export` writes every document and every asset, byte for byte',
    async () => {
      const result = await sanity('dataset', 'export', 'production', 'backup.tar.gz');
      expect(result.code, result.stderr).toBe(0);
      expect(result.stdout).toContain('Export finished');

      const unpacked = path.join(work, 'unpacked');
      mkdirSync(unpacked);
      await extract({ file: path.join(work, 'backup.tar.gz'), cwd: unpacked });
      const [folder] = readdirSync(unpacked);
      const inArchive = (...parts: string[]) => path.join(unpacked, folder as string, ...parts);
      const lines = readFileSync(inArchive('data.ndjson'), 'utf8')
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => JSON.parse(line) as Doc);

      const stored = await client.fetch<Doc[]>('*', {}, { perspective: 'raw' });
      const isAsset = (doc: Doc) => /^sanity\.(image|file)Asset$/.test(doc._type);
      // Drafts and personal data too: the token holder's export is the whole dataset.
      expect(lines.map((doc) => doc._id).sort()).toEqual(
        stored
          .filter((doc) => !isAsset(doc))
          .map((doc) => doc._id)
          .sort(),
      );
      const japan = lines.find((doc) => doc._id === 'page-japan') as Doc;
      expect(japan.title).toBe('Japan');
      expect(japan.attachment).toEqual({
        _type: 'file',
        _sanityAsset: expect.stringMatching(/^file@file:\/\/\.\/files\/[0-9a-f]{40}\.txt$/),
      });

      // Each asset is in the archive under its hash, the very bytes the lake serves.
      const assets = stored.filter(isAsset);
      expect(assets).toHaveLength(3);
      const described = JSON.parse(readFileSync(inArchive('assets.json'), 'utf8')) as Record<
        string,
        unknown
      >;
      for (const asset of assets) {
        const kind = asset._type === 'sanity.imageAsset' ? 'images' : 'files';
        const name = path.basename(new URL(asset.url as string).pathname);
        const original = Buffer.from(await (await fetch(asset.url as string)).arrayBuffer());
        expect(readFileSync(inArchive(kind, name)).equals(original), name).toBe(true);
        const key = `${kind === 'images' ? 'image' : 'file'}-${asset.sha1hash as string}`;
        expect(described[key], name).toMatchObject({
          originalFilename: asset.originalFilename,
        });
      }
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '`sanity documents query` prints the query result',
    async () => {
      const result = await sanity(
        'documents',
        'query',
        '*[_type == "page"] | order(_id) { _id, title, "hero": hero.asset->originalFilename }',
        '--api-version',
        '2025-02-19',
      );
      expect(result.code, result.stderr).toBe(0);
      // Published documents, the default perspective of this API version.
      expect(JSON.parse(result.stdout)).toEqual([
        { _id: 'page-japan', title: 'Japan', hero: 'blue.png' },
        { _id: 'page-kenya', title: 'Kenya', hero: 'red.png' },
      ]);
    },
    CLI_TIMEOUT_MS,
  );

  it(
    '`sanity documents get` prints the document, and names one that is missing',
    async () => {
      const [found, missing] = await Promise.all([
        sanity('documents', 'get', 'page-kenya'),
        sanity('documents', 'get', 'page-nowhere'),
      ]);
      expect(found.code, found.stderr).toBe(0);
      expect(JSON.parse(found.stdout)).toEqual(await client.getDocument('page-kenya'));
      expect(missing.code).not.toBe(0);
      expect(plain(missing.stderr)).toContain(
        'Document "page-nowhere" not found in dataset "production"',
      );
    },
    CLI_TIMEOUT_MS,
  );
});
