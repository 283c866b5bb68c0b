/**
 * The trip finder's catalogue summary: every signature journey and every partner offer reduced
 * to what the finder matches on (places, months, price, nights, kinds of holiday) and what a
 * result card shows. Built on the server from one content query and the travel-cards feed, so
 * matching is plain array work over a few dozen small records.
 */
import type { MonthNumber } from '../../../shared/months.ts';
import { inheritedMonths, monthsOf } from '../../lib/whenToGo.ts';
import { normaliseTag } from '../../lib/tags.ts';

/** A place a visitor can choose under "where". */
export interface PlaceOption {
  /** The value in the address: `where=maldives`. */
  value: string;
  label: string;
  group: 'region' | 'destination' | 'country';
  /** Lower-cased place names an entry may carry to be in this place. */
  names: string[];
}

/** A kind of holiday a visitor can choose under "type". */
export interface KindOption {
  value: string;
  label: string;
}

export interface CatalogueEntry {
  kind: 'journey' | 'pick';
  /** Unique within the catalogue: `journey:{slug}` or `pick:{slug}`. */
  key: string;
  title: string;
  href: string;
  /** Guide price per person in pounds; null when there is none to show. */
  price: number | null;
  nights: number;
  /** The place line of the card, e.g. 'Maldives, South Malé Atoll'. */
  placeLabel: string;
  /** Lower-cased place names: regions, countries, islands. */
  places: string[];
  /** Months it is best taken (1 = January); empty when not known. */
  months: MonthNumber[];
  /** Holiday-type slugs. */
  kinds: string[];
  /** What the card's picture is made from. */
  picture:
    | { source: 'content'; image: unknown }
    | { source: 'feed'; ttiCode?: string | number; skiHotelId?: number; shipId?: string | number };
}

export interface Catalogue {
  entries: CatalogueEntry[];
  places: PlaceOption[];
  kinds: KindOption[];
}

/** The content the catalogue is built from, as the finder query returns it. */
export interface CatalogueContent {
  journeys: {
    slug: string | null;
    title: string | null;
    price: number | null;
    nights: number | null;
    tags: string[] | null;
    months: number[] | null;
    kinds: string[] | null;
    image: unknown;
  }[];
  destinations: {
    slug: string | null;
    title: string | null;
    region: string | null;
    locations: string[] | null;
    months: number[] | null;
    kinds: string[] | null;
  }[];
  regions: { slug: string | null; title: string | null }[];
  holidayTypes: { id: string; slug: string | null; label: string | null }[];
}

/** The fields of a feed card the catalogue reads (a hotel, ski hotel or cruise). */
export interface CatalogueCard {
  kind: 'hotel' | 'ski-hotel' | 'cruise';
  slug: string;
  title: string;
  location?: string[];
  destinationName?: string | null;
  duration?: number | null;
  offer?: { price?: number | null; duration?: number | null; departureDate?: string | null } | null;
  ttiCode?: string | number;
  skiHotelId?: number;
  shipId?: string | number;
}

const lower = (names: readonly (string | null | undefined)[]) => [
  ...new Set(
    names
      .filter((name): name is string => typeof name === 'string')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  ),
];

const positive = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

interface DestinationFacts {
  names: string[];
  region: string | null;
  months: MonthNumber[];
  kinds: string[];
}

/** Builds the catalogue; `kinds` on documents are holiday-type ids, turned into slugs here. */
export function buildCatalogue(
  content: CatalogueContent,
  cards: readonly CatalogueCard[],
): Catalogue {
  const kindSlug = new Map(
    content.holidayTypes.flatMap((type) => (type.slug ? [[type.id, type.slug] as const] : [])),
  );
  const kindsOf = (ids: readonly string[] | null) =>
    (ids ?? []).flatMap((id) => kindSlug.get(id) ?? []);

  const destinations: (DestinationFacts & { slug: string; title: string })[] =
    content.destinations.flatMap((destination) =>
      destination.slug && destination.title
        ? [
            {
              slug: destination.slug,
              title: destination.title,
              names: lower([destination.title, ...(destination.locations ?? [])]),
              region: destination.region,
              months: monthsOf(destination.months),
              kinds: kindsOf(destination.kinds),
            },
          ]
        : [],
    );
  const destinationsAt = (places: readonly string[]) =>
    destinations.filter((destination) => destination.names.some((name) => places.includes(name)));

  const entries: CatalogueEntry[] = [];
  for (const journey of content.journeys) {
    if (!journey.slug || !journey.title) continue;
    const places = lower(journey.tags ?? []);
    const own = monthsOf(journey.months);
    entries.push({
      kind: 'journey',
      key: `journey:${journey.slug}`,
      title: journey.title,
      href: `/journeys/${journey.slug}`,
      price: positive(journey.price),
      nights: positive(journey.nights) ?? 0,
      placeLabel: (journey.tags ?? []).slice(1).join(', ') || (journey.tags?.[0] ?? ''),
      places,
      months: own.length > 0 ? own : inheritedMonths(destinationsAt(places)),
      kinds: kindsOf(journey.kinds),
      picture: { source: 'content', image: journey.image },
    });
  }

  for (const card of cards) {
    const named = card.kind === 'cruise' ? [card.destinationName] : (card.location ?? []);
    const ownPlaces = lower(named);
    const at = card.kind === 'cruise' ? [] : destinationsAt(ownPlaces);
    const departure = card.offer?.departureDate ? new Date(card.offer.departureDate) : null;
    const departureMonth =
      departure && !Number.isNaN(departure.getTime()) ? departure.getUTCMonth() + 1 : null;
    entries.push({
      kind: 'pick',
      key: `pick:${card.slug}`,
      title: card.title,
      href: `/picks/${card.slug}`,
      price: positive(card.offer?.price),
      nights: positive(card.offer?.duration) ?? positive(card.duration) ?? 7,
      placeLabel: named.filter(Boolean).join(', '),
      places: lower([...ownPlaces, ...at.map((destination) => destination.region)]),
      // A cruise sails on its date; a stay is best in its destination's months.
      months:
        card.kind === 'cruise'
          ? monthsOf(departureMonth ? [departureMonth] : [])
          : inheritedMonths(at),
      kinds: [...new Set(at.flatMap((destination) => destination.kinds))],
      picture: {
        source: 'feed',
        ...(card.ttiCode !== undefined ? { ttiCode: card.ttiCode } : {}),
        ...(card.skiHotelId !== undefined ? { skiHotelId: card.skiHotelId } : {}),
        ...(card.shipId !== undefined ? { shipId: card.shipId } : {}),
      },
    });
  }

  return {
    entries,
    places: placeOptions(content, destinations, entries),
    kinds: kindOptions(content),
  };
}

function placeOptions(
  content: CatalogueContent,
  destinations: readonly { slug: string; title: string; names: string[]; region: string | null }[],
  entries: readonly CatalogueEntry[],
): PlaceOption[] {
  const options: PlaceOption[] = [];
  const taken = new Set<string>();
  const add = (option: PlaceOption) => {
    if (!option.value || taken.has(option.value)) return;
    taken.add(option.value);
    for (const name of option.names) taken.add(normaliseTag(name));
    options.push(option);
  };
  const regionTitles = [
    ...content.regions.map((region) => region.title),
    ...destinations.map((destination) => destination.region),
  ];
  for (const title of regionTitles) {
    if (title)
      add({ value: normaliseTag(title), label: title, group: 'region', names: lower([title]) });
  }
  for (const destination of destinations) {
    add({
      value: destination.slug,
      label: destination.title,
      group: 'destination',
      names: destination.names,
    });
  }
  // Countries and islands: the other places journeys and offers name, each once, by name.
  const others = new Map<string, string>();
  for (const entry of entries) {
    const named =
      entry.kind === 'journey'
        ? entry.placeLabel.split(', ')
        : [entry.placeLabel.split(', ')[0] ?? ''];
    for (const name of named) {
      const value = normaliseTag(name);
      if (value && !taken.has(value) && !others.has(value)) others.set(value, name.trim());
    }
  }
  for (const [value, label] of [...others].sort((a, b) => a[1].localeCompare(b[1], 'en-GB'))) {
    add({ value, label, group: 'country', names: lower([label]) });
  }
  return options;
}

function kindOptions(content: CatalogueContent): KindOption[] {
  return content.holidayTypes.flatMap((type) =>
    type.slug ? [{ value: type.slug, label: type.label ?? type.slug }] : [],
  );
}
