import { isShownPrice } from './price.ts';
import { hasTag } from './tags.ts';

export interface PricedTaggedItem {
  tags?: readonly (string | null | undefined)[] | null;
  price?: number | null;
}

/**
 * The lowest price among journeys whose tags match the id, as each card of the Signature
 * Itineraries list shows it. Journeys without a price worth showing do not count; null when none
 * is left.
 */
export function lowestPriceByTag(journeys: readonly PricedTaggedItem[], id: string): number | null {
  let lowest: number | null = null;
  for (const journey of journeys) {
    if (!isShownPrice(journey.price) || !hasTag(journey.tags, id)) continue;
    if (lowest === null || journey.price < lowest) lowest = journey.price;
  }
  return lowest;
}
