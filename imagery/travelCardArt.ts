/**
 * Pictures for the travel-cards feed at the content host's paths:
 * travel-pack/{code}/{code}_hero.(webp|jpg) for cards (ships under travel-pack/ship-{shipId}/),
 * and {code}/{code}_hero-main.webp and {code}/{code}_{1..6}.webp for offer pages.
 */
import { travelPackFolder, type TravelCard } from '../shared/travelCardFeed.ts';
import { TRAVEL_CARD_PICTURE_SIZES } from '../shared/travelCardPictures.ts';
import type { Artwork, ImageFormat } from './render.ts';
import type { SceneName } from './scenes.ts';

const scenesByPlace: Record<string, SceneName[]> = {
  maldives: ['lagoon', 'beach', 'pool-terrace'],
  'united arab emirates': ['city-dubai', 'desert', 'pool-terrace'],
  mauritius: ['beach', 'pool-terrace', 'lagoon'],
  thailand: ['karst-bay', 'beach', 'temple-chedi'],
  'sri lanka': ['tea-hills', 'beach', 'temple-dagoba'],
  'south africa': ['cape', 'savanna', 'tea-hills'],
  seychelles: ['granite-cove', 'beach', 'pool-terrace'],
};
const seaside: SceneName[] = ['pool-terrace', 'beach', 'cruise'];
const alpine: SceneName[] = ['alpine', 'alpine', 'pool-terrace'];
const voyage: SceneName[] = ['cruise', 'beach', 'cruise'];

function scenesFor(card: TravelCard): SceneName[] {
  if ('shipId' in card) return voyage;
  if ('skiHotelId' in card) return alpine;
  const country = card.location[0]?.toLowerCase() ?? '';
  return scenesByPlace[country] ?? seaside;
}

const sizes = TRAVEL_CARD_PICTURE_SIZES;

/**
 * travel-pack/{code}/{code}_{variant}.{ext}, or the same without the travel-pack/ prefix (the
 * offer page's hero-main and gallery); a ship's code is ship-{shipId}, its file names either
 * {shipId}_… or ship-{shipId}_….
 */
const PATH =
  /^(?:\/travel-pack)?\/((?:ship-)?)(\d+)\/(?:ship-)?(\d+)_(hero|hero-main|[1-6])\.(webp|jpg)$/;

/** Whether a request path has the shape of a content-host picture. */
export function isTravelPackPath(pathname: string): boolean {
  return PATH.test(pathname);
}

export interface TravelPackImage {
  artwork: Artwork;
  format: ImageFormat;
}

/**
 * The picture a content-host path names, or null when no card owns it; `width` (one of the
 * host's fixed widths, narrower than the picture) draws the same composition smaller.
 */
export function travelPackImage(
  cards: readonly TravelCard[],
  pathname: string,
  width?: number,
): TravelPackImage | null {
  const match = PATH.exec(pathname);
  if (!match) return null;
  const [, ship, folderId, fileId, variant, format] = match as unknown as [
    string,
    string,
    string,
    string,
    string,
    ImageFormat,
  ];
  if (folderId !== fileId) return null;
  const folder = `${ship}${folderId}`;
  const card = cards.find((candidate) => travelPackFolder(candidate) === folder);
  if (!card) return null;
  const scenes = scenesFor(card);
  const index = variant === 'hero' || variant === 'hero-main' ? 0 : Number(variant) - 1;
  const full =
    variant === 'hero' ? sizes.hero : variant === 'hero-main' ? sizes['hero-main'] : sizes.gallery;
  const size =
    width !== undefined && width < full.width
      ? { width, height: Math.round((full.height * width) / full.width) }
      : full;
  return {
    format,
    artwork: {
      scene: scenes[index % scenes.length] as SceneName,
      // Hero and hero-main share a key so they show the same composition at two sizes.
      key: `travel-pack-${folder}-${variant === 'hero-main' ? 'hero' : variant}`,
      ...size,
    },
  };
}

/** Every path the content host can serve for a card, for pre-generation and tests. */
export function travelPackPaths(card: TravelCard): string[] {
  const folder = travelPackFolder(card);
  const id = folder.replace(/^ship-/, '');
  const variants = ['hero', 'hero-main', '1', '2', '3', '4', '5', '6'];
  return variants.flatMap((variant) =>
    (['webp', 'jpg'] as const).map((format) => `/travel-pack/${folder}/${id}_${variant}.${format}`),
  );
}
