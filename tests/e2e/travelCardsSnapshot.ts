import { readFileSync } from 'node:fs';
import path from 'node:path';

/** A travel card as the committed snapshot holds it, for working out expectations. */
export interface SnapshotCard {
  slug: string;
  title?: string | null;
  heroTitle?: string | null;
  location?: string[];
  ttiCode?: string | number;
  skiHotelId?: number;
  shipId?: number;
  shipName?: string;
  destinationName?: string;
  cruiseLine?: string | null;
  duration?: number;
  offer?: {
    price?: number | null;
    duration?: number;
    itinerary?: { Label: string }[];
  } | null;
}

const file = path.resolve(import.meta.dirname, '../../content/travelcards.json');

export function snapshotCards(): SnapshotCard[] {
  return JSON.parse(readFileSync(file, 'utf8')) as SnapshotCard[];
}

export const pounds = (value: number) => `£${value.toLocaleString('en-GB')}`;

/** Cards listing a place whose lower-cased, hyphenated name is the destination id. */
export function cardsIn(cards: SnapshotCard[], destination: string): SnapshotCard[] {
  return cards.filter((card) =>
    (card.location ?? []).some(
      (place) => place.trim().toLowerCase().replace(/\s+/g, '-') === destination,
    ),
  );
}
