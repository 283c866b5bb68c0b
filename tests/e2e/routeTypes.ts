import { readFileSync } from 'node:fs';
import path from 'node:path';

interface FeedCard {
  link: string;
  shipId?: number;
}
const feed = path.resolve(import.meta.dirname, '../../content/travelcards.json');
const cards = JSON.parse(readFileSync(feed, 'utf8')) as FeedCard[];
/** The first offer (a hotel or tour) and the first cruise of the committed travel-card feed. */
const offer = cards.find((card) => card.shipId === undefined);
const cruise = cards.find((card) => card.shipId !== undefined);
if (!offer || !cruise) throw new Error('The travel-card snapshot holds an offer and a cruise');

/** The page of the first cruise in the committed travel-card feed. */
export const CRUISE_ROUTE = cruise.link;

/** One address of every kind of page that opens on a hero picture. */
export const HERO_PICTURE_ROUTES: readonly string[] = [
  '/',
  '/journeys',
  '/journeys/thailand-in-style',
  '/journeys/asia',
  '/picks',
  '/picks/maldives',
  offer.link,
  cruise.link,
  '/holiday-types/safaris',
];

/** Addresses of the pages made for reading, whose scripts wait for a visitor's first reach. */
export const READING_ROUTES: readonly string[] = ['/privacy-policy', '/about-us', '/no-such-page'];

/**
 * One address of every kind of page the site renders, so checks over the whole site (valid
 * HTML, layout at every width) see each template once, including the not-found page: those that
 * open on a hero picture, then those that open on text.
 */
export const ROUTE_TYPES: readonly string[] = [
  ...HERO_PICTURE_ROUTES,
  '/privacy-policy',
  '/about-us',
  '/book-an-appointment',
  '/request-a-callback',
  '/talk-to-an-expert',
  '/paystatus',
  '/form',
  '/no-such-page',
];

/**
 * Every kind of page a visitor reaches, for the accessibility sweep (decision 125):
 * each route type above, the trip finder with results and with none, the trip request, the
 * accessibility statement and the specialists' pages. A new page is added here once and is then scanned, tabbed through,
 * measured and narrowed on both screens.
 */
export const ACCESSIBILITY_ROUTES: readonly string[] = [
  ...ROUTE_TYPES,
  '/find-a-trip',
  '/find-a-trip?where=maldives&month=7',
  '/plan-my-trip',
  '/accessibility',
  '/specialists',
  '/specialists/priya-hartley',
];
