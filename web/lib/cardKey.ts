/**
 * A stable React key for a travel card: some cards lack fields, so the key falls back
 * through id, slug, destinationName, title and finally the card's position.
 */
export interface KeyedCard {
  id?: string | number | null;
  slug?: string | null;
  destinationName?: string | null;
  title?: string | null;
}

export function cardKey(card: KeyedCard, index: number): string {
  for (const candidate of [card.id, card.slug, card.destinationName, card.title]) {
    if (typeof candidate === 'number' && Number.isFinite(candidate)) return String(candidate);
    if (typeof candidate === 'string' && candidate.trim()) return candidate;
  }
  return String(index);
}
