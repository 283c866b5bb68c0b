/**
 * The seed dataset and the site's own GROQ queries, for the parity test and the benchmark.
 * Seed images are artworks the seed script renders and uploads; here each becomes a reference
 * to an image asset document with the same id shape, so queries see the dataset's real size.
 */
import { createHash } from 'node:crypto';
import { seedDocuments } from '../../content/index.ts';
import { imageSizes, type ImageSize } from '../../content/image.ts';
import { destinationQuery } from '../../web/content/queries/destinationQuery.ts';
import { holidayTypeQuery } from '../../web/content/queries/holidayTypeQuery.ts';
import { homePageQuery } from '../../web/content/queries/homePageQuery.ts';
import { journeyQuery } from '../../web/content/queries/journeyQuery.ts';
import { journeysPageQuery } from '../../web/content/queries/journeysPageQuery.ts';
import { pageQuery } from '../../web/content/queries/pageQuery.ts';
import { picksPageQuery } from '../../web/content/queries/picksPageQuery.ts';
import { siteSettingsQuery } from '../../web/content/queries/siteSettingsQuery.ts';
import type { LakeDocument } from './types.ts';

export interface SiteQuery {
  name: string;
  query: string;
  params: Record<string, unknown>;
}

function assetFor(artwork: { key: string; size: ImageSize }): LakeDocument {
  const sha1 = createHash('sha1').update(`${artwork.key}:${artwork.size}`).digest('hex');
  const { width, height } = imageSizes[artwork.size];
  return {
    _id: `image-${sha1}-${width}x${height}-jpg`,
    _type: 'sanity.imageAsset',
    assetId: sha1,
    sha1hash: sha1,
    extension: 'jpg',
    mimeType: 'image/jpeg',
    path: `images/local/production/${sha1}-${width}x${height}.jpg`,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
      lqip: 'data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==',
    },
  };
}

/** Replaces every `artwork` image with an asset reference, collecting the asset documents. */
function withAssets(value: unknown, assets: Map<string, LakeDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => withAssets(item, assets));
  if (typeof value !== 'object' || value === null) return value;
  const record = value as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (key === 'artwork' && record._type === 'image') {
      const asset = assetFor(item as { key: string; size: ImageSize });
      assets.set(asset._id, asset);
      result.asset = { _type: 'reference', _ref: asset._id };
    } else {
      result[key] = withAssets(item, assets);
    }
  }
  return result;
}

export function seedDataset(): LakeDocument[] {
  const assets = new Map<string, LakeDocument>();
  const documents = seedDocuments().map((doc) => withAssets(doc, assets) as LakeDocument);
  return [...documents, ...assets.values()];
}

const slugOf = (documents: LakeDocument[], type: string, index = 0) =>
  (documents.filter((doc) => doc._type === type)[index]?.slug as { current: string } | undefined)
    ?.current ?? '';

/** The site's queries with parameters taken from the seed, one per kind of page. */
export function siteQueries(documents: LakeDocument[]): SiteQuery[] {
  return [
    { name: 'site settings', query: siteSettingsQuery, params: {} },
    { name: 'home page', query: homePageQuery, params: {} },
    { name: 'journeys page', query: journeysPageQuery, params: {} },
    { name: 'journey', query: journeyQuery, params: { id: slugOf(documents, 'journey', 3) } },
    {
      name: 'journey region',
      query: journeyQuery,
      params: { id: slugOf(documents, 'journeyRegion') },
    },
    { name: 'picks page', query: picksPageQuery, params: {} },
    {
      name: 'destination',
      query: destinationQuery,
      params: { slug: slugOf(documents, 'destination', 2) },
    },
    {
      name: 'holiday type',
      query: holidayTypeQuery,
      params: { id: slugOf(documents, 'holidayType', 1) },
    },
    { name: 'legal page', query: pageQuery, params: { slug: slugOf(documents, 'page', 2) } },
  ];
}
