/**
 * schema.org structured data (JSON-LD) built from the same content a page shows, so what search
 * engines read never disagrees with what a visitor sees. Builders are pure: they take plain
 * values and absolute URLs and return objects ready to serialise.
 */
import type { Crumb } from '../breadcrumbs.ts';
import { isShownPrice } from '../price.ts';
import { absoluteUrl } from './canonicalUrl.ts';

export type JsonLd = { '@context': 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

const CONTEXT = 'https://schema.org' as const;

/**
 * The brand mark as a square PNG served by the site itself (from `public/`), at an address that
 * never changes: search engines show it beside the agency's name and want at least 112x112.
 */
export const BRAND_LOGO = { path: '/brand-logo.png', width: 512, height: 512 } as const;
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Drops empty values so a missing field is absent rather than null or ''. */
function compact<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, entry]) =>
        entry !== null &&
        entry !== undefined &&
        entry !== '' &&
        !(Array.isArray(entry) && entry.length === 0),
    ),
  ) as T;
}

/** '5PM' → '17:00', '9:30am' → '09:30'; null when the text is not a clock time. */
export function clockTime(text: string): string | null {
  const match = /^\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*$/i.exec(text);
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const hour24 = (hour % 12) + (match[3]?.toLowerCase() === 'p' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export interface AgencyFacts {
  name: string;
  phone: string | null;
  email: string | null;
  description: string | null;
  /** Weekday 1 (Monday) to 7, with the label and time the header shows ('Available until', '5PM'). */
  openingHours: readonly { weekday: number; label: string; time: string }[];
  socialLinks: readonly { url: string | null }[];
}

/**
 * The travel agency itself, on every page. Only days whose label says until when are turned into
 * closing times: other labels (such as 'Open Mon') tell a visitor when to come back, not hours.
 */
export function travelAgency(facts: AgencyFacts, origin: string): JsonLd {
  const openingHoursSpecification = facts.openingHours.flatMap((entry) => {
    const closes = /until/i.test(entry.label) ? clockTime(entry.time) : null;
    const day = WEEKDAYS[entry.weekday - 1];
    return closes && day
      ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${day}`, closes }]
      : [];
  });
  return compact({
    '@context': CONTEXT,
    '@type': 'TravelAgency',
    '@id': `${origin}/#agency`,
    name: facts.name,
    url: `${origin}/`,
    logo: `${origin}${BRAND_LOGO.path}`,
    description: facts.description,
    telephone: facts.phone,
    email: facts.email,
    openingHoursSpecification,
    sameAs: facts.socialLinks
      .map((link) => link.url?.trim())
      .filter((url): url is string => Boolean(url)),
  });
}

/** The breadcrumb trail as shown; the last crumb (the page itself) takes the page's own URL. */
export function breadcrumbList(crumbs: readonly Crumb[], origin: string, pageUrl: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.to ? absoluteUrl(origin, crumb.to) : pageUrl,
    })),
  };
}

/** A 'from' price per person in pounds, as an Offer; null when the page shows no price. */
function fromPriceOffer(price: unknown, url: string): Record<string, unknown> | null {
  if (!isShownPrice(price)) return null;
  return {
    '@type': 'Offer',
    url,
    price,
    priceCurrency: 'GBP',
    availability: 'https://schema.org/InStock',
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'GBP',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitText: 'per person' },
    },
  };
}

export interface TripFacts {
  name: string;
  description: string | null;
  url: string;
  image: string | null;
  price: number | null;
  /** The itinerary's days in order, each named by its place. */
  days: readonly { name: string }[];
}

/** A signature itinerary: its days as an ordered list and, when priced, a per-person offer. */
export function touristTrip(trip: TripFacts): JsonLd {
  return compact({
    '@context': CONTEXT,
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.description,
    url: trip.url,
    image: trip.image,
    itinerary:
      trip.days.length > 0
        ? {
            '@type': 'ItemList',
            numberOfItems: trip.days.length,
            itemListElement: trip.days.map((day, index) => ({
              '@type': 'ListItem',
              position: index + 1,
              name: day.name,
            })),
          }
        : null,
    offers: fromPriceOffer(trip.price, trip.url),
  });
}

export interface OfferFacts {
  /** A hotel stay is a Hotel; a cruise is sold as a Product. */
  kind: 'hotel' | 'cruise';
  name: string;
  description: string | null;
  url: string;
  image: string | null;
  price: number | null;
  seller: string | null;
}

/** A partner offer page: the hotel or cruise, with its per-person offer when priced. */
export function offerPage(offer: OfferFacts): JsonLd {
  const priced = fromPriceOffer(offer.price, offer.url);
  return compact({
    '@context': CONTEXT,
    '@type': offer.kind === 'hotel' ? 'Hotel' : 'Product',
    name: offer.name,
    description: offer.description,
    url: offer.url,
    image: offer.image,
    // A Hotel carries its offer as makesOffer; a Product as offers.
    ...(offer.kind === 'hotel'
      ? { makesOffer: priced }
      : {
          offers: priced
            ? compact({
                ...priced,
                seller: offer.seller ? { '@type': 'Organization', name: offer.seller } : null,
              })
            : null,
        }),
  });
}

/**
 * JSON for a <script type="application/ld+json"> element. Angle brackets, ampersands and the
 * two line separators JavaScript treats as line ends are written as \u escapes, so no content
 * (not even '</script>') can end the element early; JSON parsers read them back unchanged.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
