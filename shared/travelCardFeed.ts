/**
 * The travel-cards feed: hotel cards with `ttiCode`, ski hotels with `skiHotelId`,
 * cruises with ship fields and an itinerary. Field names are the feed's own, `itiniraries` included.
 */
import { z } from 'zod';

const isoDateTime = z.iso.datetime({ offset: true });

const offer = z.object({
  price: z.number().int().nonnegative(),
  departureDate: isoDateTime,
  updatedAt: isoDateTime,
  partnerName: z.string().min(1),
});

const cruiseStop = z.strictObject({
  Id: z.number().int(),
  CruiseId: z.number().int(),
  Label: z.string().min(1),
  Date: z.null(),
  AtSea: z.boolean(),
  Description: z.null(),
  ImageUrl: z.null(),
});

const stayCard = {
  link: z.string().startsWith('/picks/'),
  title: z.string().min(1).optional(),
  location: z.array(z.string().min(1)).min(1).max(2),
  offerMessage: z.null(),
  offer: offer.strict(),
  duration: z.literal(7),
  heroTitle: z.string().min(1),
  heroBrand: z.string().startsWith('A pinch of'),
  heroSubtitle: z.string().min(1),
  heroImage: z.string().startsWith('/travel-pack/').nullable(),
  contentTitle: z.string().min(1),
  contentText: z.string().min(1),
  itiniraries: z.array(z.never()),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  id: z.string(),
  info: z.string().optional(),
};

export const hotelCard = z.strictObject({
  ...stayCard,
  ttiCode: z.union([z.string().regex(/^\d+$/), z.number().int()]),
});
export const skiHotelCard = z.strictObject({ ...stayCard, skiHotelId: z.number().int() });
export const cruiseCard = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  link: z.string().startsWith('/picks/'),
  shipId: z.number().int(),
  shipName: z.string().min(1),
  destinationId: z.number().int(),
  destinationName: z.string().min(1),
  cruiseLine: z.string().min(1).optional(),
  heroTitle: z.string().min(1),
  heroSubtitle: z.string().min(1),
  heroBrand: z.string().startsWith('A pinch of'),
  contentTitle: z.string().min(1),
  contentText: z.string().min(1),
  offer: offer
    .extend({ duration: z.number().int().min(1), itinerary: z.array(cruiseStop).min(2) })
    .strict(),
  info: z.string().optional(),
});

export const travelCard = z.union([hotelCard, skiHotelCard, cruiseCard]);
export const travelCards = z.array(travelCard);
export type TravelCard = z.infer<typeof travelCard>;
export type CruiseCard = z.infer<typeof cruiseCard>;

/** The id that names a card's pictures on the content host: ttiCode, skiHotelId or ship-{shipId}. */
export function travelPackFolder(card: TravelCard): string {
  if ('ttiCode' in card) return String(card.ttiCode);
  if ('skiHotelId' in card) return String(card.skiHotelId);
  return `ship-${card.shipId}`;
}
