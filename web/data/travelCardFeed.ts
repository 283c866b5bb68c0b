/**
 * The travel-cards feed's parser: partner offers from the content host, parsed card by card, so
 * one malformed card is dropped and logged instead of breaking a page. zod's mini build keeps it
 * small, and a browser loads it only with a refresh of the feed (the cards a page first shows
 * were parsed on the server).
 */
import { z } from 'zod/mini';

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
