/**
 * Where the content host keeps a travel card's pictures:
 * - hotel and ski-hotel cards: travel-pack/{ttiCode or skiHotelId}/{same id}_hero.webp|.jpg
 * - cruise cards: travel-pack/ship-{shipId}/{shipId}_hero.webp|.jpg
 * - an offer page's hero and gallery: {code}/{code}_hero-main.webp and {code}_{1..6}.webp
 */

export interface PictureSources {
  webp: string;
  jpg: string;
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
  return { webp: `${stem}.webp`, jpg: `${stem}.jpg` };
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
