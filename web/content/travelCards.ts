/**
 * The travel-cards feed's cards as the pages use them: the destination filter, titles, labels.
 * Parsing lives in `travelCardFeed.ts`, which a browser loads only with a refresh of the feed.
 */
import { isInDestination } from '../lib/locationMatch.ts';
import type { TravelCard } from './travelCardFeed.ts';

export type {
  CruiseCard,
  CruiseStop,
  HotelCard,
  SkiHotelCard,
  TravelCard,
} from './travelCardFeed.ts';

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
