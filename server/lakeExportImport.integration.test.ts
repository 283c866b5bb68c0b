/**
 * Content that can leave: the seeded dataset exported with `@sanity/export` (the library behind
 * `sanity dataset export`) and imported with `@sanity/import` (behind `sanity dataset import`)
 * into a fresh dataset comes back whole: every document equal apart from system fields, every
 * asset byte-identical. Both libraries talk to the lake over HTTP as they talk to hosted Sanity.
 */
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportDataset } from '@sanity/export';
import { sanityImport } from '@sanity/import';
import type { SanityClient } from '@sanity/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { seedDocuments } from '../content/index.ts';

type Doc = Record<string, unknown> & { _id: string; _type: string };

let lake: TestLake;
let source: SanityClient;
let work: string;

const SYSTEM_FIELDS = ['_rev', '_updatedAt', '_createdAt'];

/** A document as compared: system fields left out; asset URLs name their dataset, so it is `*`. */
function comparable(doc: Doc, dataset: string): Record<string, unknown> {
  const copy: Record<string, unknown> = Object.fromEntries(
    Object.entries(doc).filter(([field]) => !SYSTEM_FIELDS.includes(field)),
  );
  for (const field of ['url', 'path']) {
    if (typeof copy[field] === 'string')
      copy[field] = (copy[field] as string).replace(`/${dataset}/`, '/*/');
  }
  return copy;
}

/**
 * The seed's documents with every drawn picture replaced by a small uploaded one of its own
 * colour: the dataset's real shape and references, without minutes of drawing.
 */
async function seedWithPictures(client: SanityClient): Promise<void> {
  const uploaded = new Map<string, string>();
  const picture = async (artwork: { key: string; size: string }): Promise<string> => {
    const key = `${artwork.key}:${artwork.size}`;
    let id = uploaded.get(key);
    if (!id) {
      const hue = [...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 0xffffff, 7);
      const bytes = await sharp({
        create: {
          width: 12,
          height: 8,
          channels: 3,
          background: `#${hue.toString(16).padStart(6, '0')}`,
        },
      })
        .png()
        .toBuffer();
      id = (await client.assets.upload('image', bytes, { filename: `${artwork.key}.png` }))._id;
      uploaded.set(key, id);
    }
    return id;
  };
  const withPictures = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(withPictures));
    if (typeof value !== 'object' || value === null) return value;
    const record = value as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(record)) {
      if (key === 'artwork' && record._type === 'image') {
        const ref = await picture(item as { key: string; size: string });
        result.asset = { _type: 'reference', _ref: ref };
      } else result[key] = await withPictures(item);
    }
    return result;
  };
  const transaction = client.transaction();
  for (const doc of seedDocuments()) transaction.createOrReplace((await withPictures(doc)) as Doc);
  await transaction.commit();
}

const everything = (client: SanityClient) =>
  client.fetch<Doc[]>('*[!(_id in path("_.**"))] | order(_id)', {}, { perspective: 'raw' });

beforeAll(async () => {
  lake = await startLakeForTest();
  source = lake.client();
  work = mkdtempSync(path.join(tmpdir(), 'lake-export-'));
  await seedWithPictures(source);
  // Beyond the seed: a draft, a file asset, and a private (personal data) document.
  const file = await source.assets.upload('file', Buffer.from('Itinerary notes\n'), {
    filename: 'notes.txt',
    contentType: 'text/plain',
  });
  await source
    .transaction()
    .createOrReplace({ _id: 'drafts.exportDraft', _type: 'page', title: 'Unpublished' })
    .createOrReplace({
      _id: 'exportNotes',
      _type: 'page',
      title: 'With a file',
      attachment: { _type: 'file', asset: { _type: 'reference', _ref: file._id } },
    })
    .commit();
}, 60_000);

afterAll(async () => {
  await lake.close();
  rmSync(work, { recursive: true, force: true });
});

describe('export and import round trip', () => {
  it('carries every document and every asset to a fresh dataset', async () => {
    const archive = path.join(work, 'export.tar.gz');
    const exported = await exportDataset({
      client: source,
      dataset: 'test',
      outputPath: archive,
      assets: true,
      drafts: true,
    });
    const before = await everything(source);
    expect(exported.documentCount).toBeGreaterThan(0);
    expect(exported.assetCount).toBe(
      before.filter((d) => /^sanity\.(image|file)Asset$/.test(d._type)).length,
    );

    const target = lake.client({ dataset: 'fresh' });
    // The first write to a new name creates the dataset, as on hosted Sanity after `create`.
    await target.create({ _id: 'placeholder', _type: 'placeholder' });
    await target.delete('placeholder');
    await sanityImport(createReadStream(archive), { client: target, operation: 'create' });

    const after = await everything(target);
    expect(after.map((d) => d._id)).toEqual(before.map((d) => d._id));
    const afterById = new Map(after.map((d) => [d._id, d]));
    for (const doc of before) {
      expect(comparable(afterById.get(doc._id) as Doc, 'fresh'), doc._id).toEqual(
        comparable(doc, 'test'),
      );
    }
    for (const asset of before.filter((d) => /^sanity\.(image|file)Asset$/.test(d._type))) {
      const copy = afterById.get(asset._id) as Doc;
      // The copy is a file of its own under the new dataset, not the original served twice.
      expect(copy.url).toContain('/fresh/');
      const bytes = async (url: unknown) =>
        Buffer.from(await (await fetch(url as string)).arrayBuffer());
      const original = await bytes(asset.url);
      expect(original.length).toBeGreaterThan(0);
      expect((await bytes(copy.url)).equals(original), asset._id).toBe(true);
    }
  }, 120_000);

  it('streams NDJSON: drafts and personal data only with a token, narrowed by types', async () => {
    await source.createOrReplace({ _id: 'enquiry-export', _type: 'enquiry', email: 'a@b.example' });
    const lines = async (query: string, token?: string) => {
      const response = await fetch(`${lake.origin}/v2025-02-19/data/export/test${query}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.headers.get('content-type')).toMatch(/^application\/x-ndjson/);
      const text = await response.text();
      return text
        .split('\n')
        .filter((line) => line !== '')
        .map((line) => (JSON.parse(line) as Doc)._id);
    };
    const withToken = await lines('', lake.token);
    const publicOnly = await lines('');
    expect(withToken).toEqual(expect.arrayContaining(['drafts.exportDraft', 'enquiry-export']));
    expect(publicOnly).not.toContain('drafts.exportDraft');
    expect(publicOnly).not.toContain('enquiry-export');
    expect(publicOnly.length).toBeGreaterThan(0);
    expect(await lines('?types=page&nextCursor=', lake.token)).toEqual(
      expect.arrayContaining(['drafts.exportDraft', 'exportNotes']),
    );
    expect(new Set(await lines('?types=enquiry', lake.token))).toEqual(new Set(['enquiry-export']));
    const missing = await fetch(`${lake.origin}/v1/data/export/nothere`, {
      headers: { authorization: `Bearer ${lake.token}` },
    });
    expect(missing.status).toBe(404);
  });
});
