/**
 * Where the content host keeps a travel card's pictures:
 * - hotel and ski-hotel cards: travel-pack/{ttiCode or skiHotelId}/{same id}_hero.webp|.jpg
 * - cruise cards: travel-pack/ship-{shipId}/{shipId}_hero.webp|.jpg
 * - an offer page's hero and gallery: {code}/{code}_hero-main.webp and {code}_{1..6}.webp
 * Each is also offered at the host's narrower widths (`?w=480`), listed in a `srcset`.
 */
import { CONTENT_HOST_WIDTHS } from '../../shared/contentHostWidths.ts';

export interface PictureSources {
  webp: string;
  jpg: string;
  /** The WebP picture's own width in pixels: the widest entry of its `srcset`. */
  width: number;
  /** The JPG fallback's, when it is another picture of another width. */
  jpgWidth?: number;
}

/** Card and gallery pictures are 1200 px wide, an offer page's main hero 1920 px. */
export const CARD_PICTURE_WIDTH = 1200;
export const HERO_MAIN_PICTURE_WIDTH = 1920;

/** A `srcset` of a content-host picture: its narrower widths, then the picture itself. */
export function widthSrcSet(url: string, width: number): string {
  const narrower = CONTENT_HOST_WIDTHS.filter((candidate) => candidate < width).map(
    (candidate) => `${url}${url.includes('?') ? '&' : '?'}w=${candidate} ${candidate}w`,
  );
  return [...narrower, `${url} ${width}w`].join(', ');
}

export interface CardImageIds {
  ttiCode?: string | number | null;
  skiHotelId?: number | null;
  shipId?: string | number | null;
}

export const GALLERY_SIZE = 6;

/** The folder the feed lives in: '' for this host's /travelcards.json, else the feed's folder. */
export function contentHostBase(feedUrl: string): string {
  const cut = feedUrl.lastIndexOf('/');
  return cut <= 0 ? '' : feedUrl.slice(0, cut);
}

function segment(id: string | number): string {
  return encodeURIComponent(String(id).trim());
}

function present(id: string | number | null | undefined): id is string | number {
  return (
    (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '')
  );
}

/** The image code of a card: its ttiCode, ski hotel id, or 'ship-{shipId}'; null when it has none. */
export function imageCode(card: CardImageIds): string | null {
  if (present(card.shipId)) return `ship-${segment(card.shipId)}`;
  if (present(card.ttiCode)) return segment(card.ttiCode);
  if (present(card.skiHotelId)) return segment(card.skiHotelId);
  return null;
}

/** The hero picture of a card, as WebP with a JPG fallback. */
export function cardHeroImage(card: CardImageIds, base = ''): PictureSources | null {
  let folder: string;
  let file: string;
  if (present(card.shipId)) {
    folder = `ship-${segment(card.shipId)}`;
    file = `${segment(card.shipId)}_hero`;
  } else {
    const id = present(card.ttiCode) ? card.ttiCode : card.skiHotelId;
    if (!present(id)) return null;
    folder = segment(id);
    file = `${segment(id)}_hero`;
  }
  const stem = `${base}/travel-pack/${folder}/${file}`;
  return { webp: `${stem}.webp`, jpg: `${stem}.jpg`, width: CARD_PICTURE_WIDTH };
}

/** An offer page's main hero picture. */
export function offerHeroMainImage(code: string, base = ''): string {
  return `${base}/${code}/${code}_hero-main.webp`;
}

/** An offer page's gallery: six pictures numbered 1 to 6. */
export function offerGalleryImages(code: string, base = ''): string[] {
  return Array.from(
    { length: GALLERY_SIZE },
    (_, index) => `${base}/${code}/${code}_${index + 1}.webp`,
  );
}
