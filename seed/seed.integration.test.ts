/**
 * The seed against a real local lake over HTTP: it writes everything once, a second run changes
 * nothing, an edited document is restored, and --reset rebuilds the dataset from scratch.
 * Pictures come from the shared image cache, so only the very first run on a machine draws them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { isSeeded } from './local.ts';
import { seed, type SeedReport } from './run.ts';

let lake: TestLake;
let first: SeedReport;

beforeAll(async () => {
  lake = await startLakeForTest();
  first = await seed({ client: lake.client() });
}, 600_000);
afterAll(async () => {
  await lake?.close();
});

const revisions = async () =>
  Object.fromEntries(
    (
      await lake
        .client()
        .fetch<{ _id: string; _rev: string }[]>('*{_id, _rev}', {}, { perspective: 'raw' })
    ).map((document) => [document._id, document._rev]),
  );

describe('seed', () => {
  it('writes every document and uploads every picture once', async () => {
    expect(first).toMatchObject({ created: first.documents, replaced: 0, unchanged: 0 });
    expect(first.assetsUploaded).toBe(first.artworks);
    const counts = await lake
      .client()
      .fetch<{ documents: number; assets: number }>(
        '{"documents": count(*[!(_type match "sanity.*")]), "assets": count(*[_type == "sanity.imageAsset"])}',
      );
    expect(counts).toEqual({ documents: first.documents, assets: first.artworks });
    expect(await isSeeded(lake.client())).toBe(true);
  });

  it('publishes readable content whose pictures resolve to real assets', async () => {
    const journey = await lake.client({ withToken: false }).fetch<{
      heroTitle: string;
      heroImage: {
        alt: string;
        asset: { metadata: { dimensions: { width: number; height: number } } };
      };
    }>('*[_type == "journey" && slug.current == $slug][0]{heroTitle, heroImage{alt, asset->{metadata}}}', {
      slug: 'thailand-in-style',
    });
    expect(journey.heroTitle).toBe('Thailand in Style');
    expect(journey.heroImage.alt).toMatch(/Thailand/);
    expect(journey.heroImage.asset.metadata.dimensions).toMatchObject({
      width: 1920,
      height: 1080,
    });
  });

  it('changes nothing when run again', async () => {
    const before = await revisions();
    const again = await seed({ client: lake.client() });
    expect(again).toMatchObject({
      created: 0,
      replaced: 0,
      unchanged: first.documents,
      assetsUploaded: 0,
    });
    expect(await revisions()).toEqual(before);
  }, 120_000);

  it('restores a document an editor changed, and only that one', async () => {
    await lake.client().patch('journey-thailand-in-style').set({ price: 1 }).commit();
    const restored = await seed({ client: lake.client() });
    expect(restored).toMatchObject({ created: 0, replaced: 1 });
    const price = await lake
      .client()
      .fetch<number>('*[_id == "journey-thailand-in-style"][0].price');
    expect(price).toBe(5150);
  }, 120_000);

  it('rebuilds the dataset from scratch with --reset', async () => {
    await lake
      .client()
      .create({ _id: 'stray-document', _type: 'note', text: 'not part of the seed' });
    const rebuilt = await seed({ client: lake.client(), reset: true });
    expect(rebuilt.deleted).toBeGreaterThan(first.documents);
    expect(rebuilt).toMatchObject({
      created: first.documents,
      replaced: 0,
      assetsUploaded: first.artworks,
    });
    expect(await lake.client().fetch('*[_id == "stray-document"][0]')).toBeNull();
  }, 300_000);
});
