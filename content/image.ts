/**
 * Images in the seed content are artworks to be drawn by the generator (imagery/) and
 * uploaded as assets by the seed script, which swaps `artwork` for an asset reference.
 */
import type { Mood } from '../imagery/palette.ts';
import type { SceneName } from '../imagery/scenes.ts';

/** Output sizes by where the picture is shown. */
export const imageSizes = {
  hero: { width: 1920, height: 1080 },
  mobile: { width: 828, height: 1200 },
  card: { width: 1200, height: 800 },
  detail: { width: 960, height: 720 },
  tile: { width: 960, height: 1200 },
  /** The large share card of social networks and messages. */
  share: { width: 1200, height: 630 },
  /** A specialist's portrait, four by five. */
  portrait: { width: 640, height: 800 },
} as const;
export type ImageSize = keyof typeof imageSizes;

export interface SeedImage {
  _type: 'image';
  alt: string;
  artwork: { scene: SceneName; key: string; size: ImageSize; mood?: Mood };
}

/** What each scene shows, in words: the basis of the alt text. */
export const sceneDescriptions: Record<SceneName, string> = {
  beach: 'palms leaning over a quiet beach and open sea',
  lagoon: 'over-water villas on a still lagoon',
  'granite-cove': 'granite boulders and palms around a sheltered cove',
  savanna: 'flat-topped acacias across the open savanna',
  delta: 'reed-fringed channels and an acacia on the water',
  falls: 'a broad waterfall dropping into a gorge of spray',
  cape: 'a flat-topped mountain above a sweeping bay',
  'city-dubai': 'a desert skyline of towers above the water',
  'city-singapore': 'a bay-front skyline of towers and a sky-deck',
  'city-bangkok': 'a riverside skyline crowned by a temple spire',
  desert: 'layered dunes under a low sun',
  'temple-dagoba': 'a white dagoba among palms and green hills',
  'temple-chedi': 'temple spires rising above the treetops',
  'temple-angkor': 'lotus-bud temple towers mirrored in a moat',
  'karst-bay': 'limestone karsts and a junk under sail on a calm bay',
  'tea-hills': 'misty hills combed with rows of tea',
  rainforest: 'layered rainforest canopy above a slow river',
  'volcano-terraces': 'a volcano above terraced rice fields',
  alpine: 'snow-capped peaks above a pine forest',
  cruise: 'a cruise ship at anchor on a calm sea',
  'pool-terrace': 'an infinity pool terrace looking out to sea',
  'share-card': 'a low gold sun over a calm horizon, its light on the water, on deep ink',
  portrait: 'a drawn head-and-shoulders portrait against a soft sky',
};

export function art(
  scene: SceneName,
  key: string,
  size: ImageSize,
  alt?: string,
  mood?: Mood,
): SeedImage {
  return {
    _type: 'image',
    alt: alt ?? `Illustration of ${sceneDescriptions[scene]}`,
    artwork: mood ? { scene, key, size, mood } : { scene, key, size },
  };
}
