/**
 * The travel-cards feed's cards as the pages use them: the destination filter, titles, labels.
 * Parsing lives in `travelCardFeed.ts`, which a browser loads only with a refresh of the feed.
 */
import { isInDestination } from '../lib/locationMatch.ts';
import type { CruiseCard, HotelCard, SkiHotelCard, TravelCard } from './travelCardFeed.ts';

export type {
  CruiseCard,
  CruiseStop,
  HotelCard,
  SkiHotelCard,
  TravelCard,
} from './travelCardFeed.ts';

/** What a card in a list shows and prices by: its price and nights, not its itinerary. */
type OfferSummary = Pick<NonNullable<TravelCard['offer']>, 'price' | 'duration'>;

/** The fields every card in a list reads, whatever its kind. */
type SummaryFields = 'kind' | 'slug' | 'link' | 'title' | 'heroTitle' | 'heroSubtitle';

/**
 * A card as a list of cards shows it: its name, labels, line, price, nights and picture. A page
 * listing cards sends these, not the feed's whole cards (their cruise itineraries and long texts
 * are read only on the offer's own page), so its HTML and the data hydration parses stay small.
 */
export type CardSummary =
  | (Pick<CruiseCard, SummaryFields | 'shipId' | 'shipName' | 'cruiseLine' | 'destinationName'> & {
      offer?: OfferSummary | null;
    })
  | (Pick<HotelCard, SummaryFields | 'location' | 'duration' | 'ttiCode'> & {
      offer?: OfferSummary | null;
    })
  | (Pick<SkiHotelCard, SummaryFields | 'location' | 'duration' | 'skiHotelId'> & {
      offer?: OfferSummary | null;
    });

function offerSummary(offer: TravelCard['offer']): OfferSummary | null {
  return offer ? { price: offer.price ?? null, duration: offer.duration ?? null } : null;
}

/** The summary of a card a list sends to the browser. */
export function summariseCard(card: TravelCard): CardSummary {
  const shared = {
    slug: card.slug,
    link: card.link ?? null,
    title: card.title ?? null,
    heroTitle: card.heroTitle ?? null,
    heroSubtitle: card.heroSubtitle ?? null,
    offer: offerSummary(card.offer),
  };
  if (card.kind === 'cruise') {
    return {
      ...shared,
      kind: 'cruise',
      shipId: card.shipId,
      shipName: card.shipName ?? null,
      cruiseLine: card.cruiseLine ?? null,
      destinationName: card.destinationName ?? null,
    };
  }
  const stay = { ...shared, location: card.location, duration: card.duration ?? null };
  return card.kind === 'ski-hotel'
    ? { ...stay, kind: 'ski-hotel', skiHotelId: card.skiHotelId }
    : { ...stay, kind: 'hotel', ttiCode: card.ttiCode };
}

/** The card list's destination filter. */
export function cardsInDestination<Card extends CardSummary>(
  cards: readonly Card[],
  destinationId: string | null | undefined,
): Card[] {
  if (!destinationId) return [...cards];
  return cards.filter(
    (card) => card.kind !== 'cruise' && isInDestination(card.location, destinationId),
  );
}

export function findCardBySlug<Card extends { slug: string }>(
  cards: readonly Card[],
  slug: string,
): Card | null {
  return cards.find((card) => card.slug === slug) ?? null;
}

/** Nights of the offer: the cruise's or hotel's duration, else the default 7. */
export function offerNights(card: CardSummary): number {
  const own = card.offer?.duration ?? (card.kind === 'cruise' ? null : card.duration);
  return typeof own === 'number' && own > 0 ? own : 7;
}

export const FIVE_STARS = '5 Stars';

/**
 * Card labels: the location list, or the cruise line and ship name;
 * '5 Stars' is added when there is no cruise line.
 */
export function cardLabels(card: CardSummary): string[] {
  const labels =
    card.kind === 'cruise'
      ? [card.cruiseLine, card.shipName].filter((label): label is string => Boolean(label))
      : card.location.filter(Boolean);
  if (card.kind !== 'cruise' || !card.cruiseLine) labels.push(FIVE_STARS);
  return labels;
}

/** The name a card or offer page goes by. */
export function cardTitle(card: CardSummary): string {
  if (card.kind === 'cruise') {
    return card.heroTitle || card.shipName || card.destinationName || card.title || card.slug;
  }
  return card.heroTitle || card.title || card.location[0] || card.slug;
}
