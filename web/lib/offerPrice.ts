/**
 * The price an overview panel or destination hero shows: the page's own offer price
 * wins (with its duration, 7 nights by default); otherwise the lowest offer price among travel
 * cards sharing a location with the page.
 */
import { sharesLocation } from './locationMatch.ts';
import { isShownPrice } from './price.ts';

export const DEFAULT_NIGHTS = 7;

export interface PageOffer {
  locations: readonly string[] | null | undefined;
  offerPrice?: number | null;
  duration?: number | null;
}

export interface PricedCard {
  location?: readonly (string | null | undefined)[] | null;
  duration?: number | null;
  offer?: { price?: number | null; duration?: number | null } | null;
}

export interface ShownOffer {
  price: number;
  nights: number;
}

function nightsOr(value: number | null | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function pageOfferPrice(page: PageOffer, cards: readonly PricedCard[]): ShownOffer | null {
  if (isShownPrice(page.offerPrice)) {
    return { price: page.offerPrice, nights: nightsOr(page.duration, DEFAULT_NIGHTS) };
  }
  let best: ShownOffer | null = null;
  for (const card of cards) {
    const price = card.offer?.price;
    if (!isShownPrice(price) || !sharesLocation(card.location, page.locations)) continue;
    if (best === null || price < best.price) {
      best = {
        price,
        nights: nightsOr(card.offer?.duration ?? card.duration, DEFAULT_NIGHTS),
      };
    }
  }
  return best;
}
