/** The travel-cards feed's cards as the finder's catalogue reads them. */
import { cardTitle, type TravelCard } from '../../data/travelCards.ts';
import type { CatalogueCard } from './catalogue.ts';

export function catalogueCard(card: TravelCard): CatalogueCard {
  const shared = { slug: card.slug, title: cardTitle(card), offer: card.offer ?? null };
  if (card.kind === 'cruise') {
    return {
      ...shared,
      kind: 'cruise',
      destinationName: card.destinationName,
      shipId: card.shipId,
    };
  }
  const stay = { ...shared, location: card.location, duration: card.duration };
  return card.kind === 'ski-hotel'
    ? { ...stay, kind: 'ski-hotel', skiHotelId: card.skiHotelId }
    : { ...stay, kind: 'hotel', ttiCode: card.ttiCode };
}
