/**
 * The travel-cards feed: partner offers from the content host. Parsed card by card,
 * so one malformed card is dropped and logged instead of breaking a page. zod's mini build keeps
 * the browser bundle small.
 */
import { z } from 'zod/mini';
import { isInDestination } from '../lib/locationMatch.ts';

const text = z.nullish(z.string());
const idLike = z.union([z.number(), z.string()]);
const nights = z.nullish(z.int().check(z.positive()));

const cruiseStopSchema = z.looseObject({
  Id: z.nullish(idLike),
  CruiseId: z.nullish(idLike),
  Label: z.string(),
  Date: text,
  AtSea: z.nullish(z.boolean()),
  Description: text,
  ImageUrl: text,
});

const offerSchema = z.looseObject({
  price: z.nullish(z.number()),
  departureDate: text,
  updatedAt: text,
  partnerName: text,
  duration: nights,
  itinerary: z.nullish(z.array(cruiseStopSchema)),
});

const commonFields = {
  slug: z.string().check(z.trim(), z.minLength(1)),
  link: text,
  title: text,
  offerMessage: text,
  offer: z.nullish(offerSchema),
  heroTitle: text,
  heroBrand: text,
  heroSubtitle: text,
  contentTitle: text,
  contentText: text,
};

const hotelFields = {
  ...commonFields,
  id: z.nullish(idLike),
  location: z.array(z.string()),
  duration: nights,
  heroImage: text,
  itiniraries: z.nullish(z.array(z.unknown())),
};

const cruiseCardSchema = z.looseObject({
  ...commonFields,
  shipId: z.union([z.number(), z.string().check(z.minLength(1))]),
  shipName: text,
  destinationId: z.nullish(idLike),
  destinationName: text,
  cruiseLine: text,
});

const skiHotelCardSchema = z.looseObject({ ...hotelFields, skiHotelId: z.int() });

// ttiCode is a string in the feed, occasionally a number.
const hotelCardSchema = z.looseObject({
  ...hotelFields,
  ttiCode: z.union([z.string().check(z.minLength(1)), z.number()]),
});

export type CruiseStop = z.output<typeof cruiseStopSchema>;
export type CruiseCard = z.output<typeof cruiseCardSchema> & { kind: 'cruise' };
export type SkiHotelCard = z.output<typeof skiHotelCardSchema> & { kind: 'ski-hotel' };
export type HotelCard = z.output<typeof hotelCardSchema> & { kind: 'hotel' };
export type TravelCard = CruiseCard | SkiHotelCard | HotelCard;

/** One card of the feed, told apart by its identifying field; null with the reason when malformed. */
export function parseTravelCard(raw: unknown): { card: TravelCard } | { error: string } {
  const record = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  if ('shipId' in record) {
    const parsed = cruiseCardSchema.safeParse(raw);
    if (parsed.success) return { card: { ...parsed.data, kind: 'cruise' } };
    return { error: z.prettifyError(parsed.error) };
  }
  if ('skiHotelId' in record) {
    const parsed = skiHotelCardSchema.safeParse(raw);
    if (parsed.success) return { card: { ...parsed.data, kind: 'ski-hotel' } };
    return { error: z.prettifyError(parsed.error) };
  }
  const parsed = hotelCardSchema.safeParse(raw);
  if (parsed.success) return { card: { ...parsed.data, kind: 'hotel' } };
  return { error: z.prettifyError(parsed.error) };
}

/** The cards of a feed that parse; each malformed card is logged and dropped. */
export function parseTravelCards(feed: unknown): TravelCard[] {
  if (!Array.isArray(feed)) {
    console.error('Travel cards feed is not a list');
    return [];
  }
  const cards: TravelCard[] = [];
  feed.forEach((raw: unknown, index) => {
    const result = parseTravelCard(raw);
    if ('card' in result) cards.push(result.card);
    else console.error(`Travel card ${index} dropped:`, result.error);
  });
  return cards;
}

/** The card list's destination filter. */
export function cardsInDestination(
  cards: readonly TravelCard[],
  destinationId: string | null | undefined,
): TravelCard[] {
  if (!destinationId) return [...cards];
  return cards.filter(
    (card) => card.kind !== 'cruise' && isInDestination(card.location, destinationId),
  );
}

export function findCardBySlug(cards: readonly TravelCard[], slug: string): TravelCard | null {
  return cards.find((card) => card.slug === slug) ?? null;
}

/** Nights of the offer: the cruise's or hotel's duration, else the default 7. */
export function offerNights(card: TravelCard): number {
  const own = card.offer?.duration ?? (card.kind === 'cruise' ? null : card.duration);
  return typeof own === 'number' && own > 0 ? own : 7;
}

export const FIVE_STARS = '5 Stars';

/**
 * Card labels: the location list, or the cruise line and ship name;
 * '5 Stars' is added when there is no cruise line.
 */
export function cardLabels(card: TravelCard): string[] {
  const labels =
    card.kind === 'cruise'
      ? [card.cruiseLine, card.shipName].filter((label): label is string => Boolean(label))
      : card.location.filter(Boolean);
  if (card.kind !== 'cruise' || !card.cruiseLine) labels.push(FIVE_STARS);
  return labels;
}

/** The name a card or offer page goes by. */
export function cardTitle(card: TravelCard): string {
  if (card.kind === 'cruise') {
    return card.heroTitle || card.shipName || card.destinationName || card.title || card.slug;
  }
  return card.heroTitle || card.title || card.location[0] || card.slug;
}
