/**
 * The sizes at which this host's own content host draws a travel card's pictures, shared by the
 * drawing (imagery/) and the site, which declares them on share cards. A remote content host
 * (TRAVEL_CARDS_URL) serves its own photographs, whose sizes the site cannot know.
 */
export const TRAVEL_CARD_PICTURE_SIZES = {
  /** travel-pack/{code}/{code}_hero: the card's picture, also the offer page's share picture. */
  hero: { width: 1200, height: 800 },
  /** {code}/{code}_hero-main: the offer page's banner. */
  'hero-main': { width: 1920, height: 1080 },
  /** {code}/{code}_1…6: the offer page's gallery. */
  gallery: { width: 1200, height: 800 },
} as const;
