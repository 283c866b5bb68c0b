import { describe, expect, it } from 'vitest';
import { art } from '../content/image.ts';
import { artworkId, collectArtworks, toArtwork, withAssetReferences } from './artworks.ts';

const hero = art('beach', 'one', 'hero', 'A quiet beach at dawn');
const mobile = art('beach', 'one', 'mobile', 'A quiet beach at dawn');
const documents = [
  { _id: 'a', _type: 'page', heroImage: hero, list: [{ _key: 'k1', image: hero }] },
  { _id: 'b', _type: 'page', heroImage: mobile, seo: { image: null } },
];

describe('artworks', () => {
  it('collects each distinct picture once', () => {
    const found = collectArtworks(documents);
    expect([...found.keys()]).toEqual([artworkId(hero.artwork), artworkId(mobile.artwork)]);
  });

  it('sizes artworks by where they are shown', () => {
    expect(toArtwork(hero.artwork)).toMatchObject({ width: 1920, height: 1080 });
    expect(toArtwork(mobile.artwork)).toMatchObject({ width: 828, height: 1200 });
  });

  it('swaps artworks for asset references, keeping alt text and keys', () => {
    const ids = new Map([
      [artworkId(hero.artwork), 'image-aaa-1920x1080-webp'],
      [artworkId(mobile.artwork), 'image-bbb-828x1200-webp'],
    ]);
    const [first] = withAssetReferences(documents, ids);
    expect(first?.heroImage).toEqual({
      _type: 'image',
      alt: 'A quiet beach at dawn',
      asset: { _type: 'reference', _ref: 'image-aaa-1920x1080-webp' },
    });
    expect(first?.list?.[0]).toMatchObject({
      _key: 'k1',
      image: { asset: { _ref: 'image-aaa-1920x1080-webp' } },
    });
    expect(JSON.stringify(documents)).toContain('"artwork"');
  });

  it('refuses to write a picture that was not uploaded', () => {
    expect(() => withAssetReferences(documents, new Map())).toThrow(/No asset uploaded/);
  });
});
