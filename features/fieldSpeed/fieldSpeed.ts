/**
 * The vocabulary of the site's own field data (issue 51, decision 098): the route types and
 * device classes a page view is counted under, the five metrics, their goals, and the fixed
 * buckets every report is folded into. Shared by the page's beacon, the collecting endpoint and
 * the Studio's "Site speed" tool, so all three read the same words.
 */

/** The kinds of page the site renders, by the route module that renders them (web/routes.ts). */
export const ROUTE_TYPE_BY_MODULE = {
  'routes/home/HomePage': 'home',
  'routes/journeys/JourneysPage': 'journeys',
  'routes/journeys/JourneyPage': 'journey',
  'routes/picks/PicksPage': 'picks',
  'routes/picks/PickPage': 'pick',
  'routes/find-a-trip/FindATripPage': 'finder',
  'routes/holiday-types/HolidayTypePage': 'holiday-type',
  'routes/pages/BookAppointmentPage': 'enquiry',
  'routes/enquiries/RequestCallbackPage': 'enquiry',
  'routes/enquiries/TalkToExpertPage': 'enquiry',
  'routes/plan-my-trip/PlanMyTripPage': 'trip-request',
  'routes/specialists/SpecialistsPage': 'specialists',
  'routes/specialists/SpecialistPage': 'specialists',
  'routes/payments/PayStatusPage': 'payment',
  'routes/payments/TestFormPage': 'payment',
  'routes/pages/StaticPage': 'reading',
  'routes/NotFoundPage': 'not-found',
} as const;

export const ROUTE_TYPES = [
  'home',
  'journeys',
  'journey',
  'picks',
  'pick',
  'finder',
  'holiday-type',
  'enquiry',
  'trip-request',
  'specialists',
  'payment',
  'reading',
  'not-found',
  'other',
] as const;
export type RouteType = (typeof ROUTE_TYPES)[number];

/** What an editor reads for each route type. */
export const ROUTE_TYPE_TITLES: Record<RouteType, string> = {
  home: 'Home page',
  journeys: 'Journeys list',
  journey: 'A journey',
  picks: 'Picks list',
  pick: 'A pick (destination, offer or cruise)',
  finder: 'Find a trip',
  'holiday-type': 'A holiday type',
  enquiry: 'Enquiry pages',
  'trip-request': 'Plan my trip',
  specialists: 'Our specialists, and each one’s page',
  payment: 'Payment pages',
  reading: 'Reading pages (About us, legal, editors’ pages)',
  'not-found': 'Page not found',
  other: 'Other pages',
};

/** The route type of a route module id; a route not in the table is 'other'. */
export function routeTypeOf(routeId: string | undefined): RouteType {
  if (!routeId) return 'other';
  return (ROUTE_TYPE_BY_MODULE as Record<string, RouteType>)[routeId] ?? 'other';
}

export const DEVICES = ['phone', 'tablet', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** Viewport widths (CSS pixels) below which a visit counts as a phone's, then a tablet's. */
export const DEVICE_WIDTHS = { phone: 600, tablet: 1024 } as const;

export function deviceOf(viewportWidth: number): Device {
  if (viewportWidth < DEVICE_WIDTHS.phone) return 'phone';
  return viewportWidth < DEVICE_WIDTHS.tablet ? 'tablet' : 'desktop';
}

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Metric = (typeof METRICS)[number];

/** Metrics whose reports carry the attribution's target and longest phase. */
export const ATTRIBUTED_METRICS = ['LCP', 'INP'] as const;
export type AttributedMetric = (typeof ATTRIBUTED_METRICS)[number];

export const CONNECTIONS = ['slow-2g', '2g', '3g', '4g'] as const;
export type Connection = (typeof CONNECTIONS)[number];

/** The phases web-vitals' attribution splits LCP and INP into. */
export const PHASES = {
  LCP: ['timeToFirstByte', 'resourceLoadDelay', 'resourceLoadDuration', 'elementRenderDelay'],
  INP: ['inputDelay', 'processingDuration', 'presentationDelay'],
} as const;

export interface MetricInfo {
  title: string;
  /** One sentence for an editor who does not know the acronym. */
  explanation: string;
  unit: 'ms' | 'score';
  /** The largest value a real page view can report; anything above is refused. */
  max: number;
  /** This site's goal: p75 at or under it is "good". */
  good: number;
  /** Google's threshold for "good": p75 over it is "poor" here. */
  poor: number;
  /**
   * Upper edges of the fixed buckets, ascending. A value falls in the first bucket whose edge is
   * above it; the last bucket holds everything from the last edge to `max`.
   */
  edges: readonly number[];
}

function steps(from: number, to: number, step: number): number[] {
  const edges: number[] = [];
  // Integer arithmetic on step counts, so 0.005 steps do not drift.
  const count = Math.round((to - from) / step);
  for (let index = 1; index <= count; index += 1) {
    edges.push(Number((from + index * step).toFixed(6)));
  }
  return edges;
}

/** Load times in milliseconds: fine where the goals are, coarse where a figure is simply bad. */
const LOAD_EDGES = [
  ...steps(0, 2000, 50),
  ...steps(2000, 5000, 250),
  ...steps(5000, 10_000, 1000),
  ...steps(10_000, 50_000, 10_000),
];

export const METRIC_INFO: Record<Metric, MetricInfo> = {
  LCP: {
    title: 'Largest contentful paint',
    explanation:
      'How long until the largest picture or block of text on the page is shown: when a visitor feels the page has arrived.',
    unit: 'ms',
    max: 60_000,
    good: 1200,
    poor: 2500,
    edges: LOAD_EDGES,
  },
  INP: {
    title: 'Interaction to next paint',
    explanation:
      'How long the page takes to answer a tap, click or key press visibly: the slowest answer a visitor met, near enough.',
    unit: 'ms',
    max: 30_000,
    good: 100,
    poor: 200,
    edges: [...steps(0, 500, 10), ...steps(500, 1000, 50), ...steps(1000, 5000, 500), 10_000],
  },
  CLS: {
    title: 'Cumulative layout shift',
    explanation:
      'How much the page moves under the visitor’s eyes as it loads (0 is perfectly still).',
    unit: 'score',
    max: 50,
    good: 0.02,
    poor: 0.1,
    edges: [...steps(0, 0.1, 0.005), ...steps(0.1, 0.5, 0.025), ...steps(0.5, 2, 0.25), 5],
  },
  FCP: {
    title: 'First contentful paint',
    explanation:
      'How long until the first text or picture appears, so the visitor sees the page is coming.',
    unit: 'ms',
    max: 60_000,
    good: 1000,
    poor: 1800,
    edges: LOAD_EDGES,
  },
  TTFB: {
    title: 'Time to first byte',
    explanation: 'How long the server and the network take to start sending the page.',
    unit: 'ms',
    max: 60_000,
    good: 400,
    poor: 800,
    edges: LOAD_EDGES,
  },
};

/** Verdict of a p75 against this site's goal and Google's threshold, in words. */
export type Rating = 'good' | 'needs work' | 'poor';

export function ratingOf(metric: Metric, p75: number): Rating {
  const info = METRIC_INFO[metric];
  if (p75 <= info.good) return 'good';
  return p75 <= info.poor ? 'needs work' : 'poor';
}

/** A figure from fewer page views than this is shown as too few to judge. */
export const MIN_VIEWS = 50;

/** The days the Studio tool and the alert read. */
export const WINDOW_DAYS = 28;

/** The type of the day documents the endpoint writes (ids `siteSpeedDay.{day}.{route}.{device}`). */
export const SITE_SPEED_DAY_TYPE = 'siteSpeedDay';

/** The collecting endpoint's path. */
export const VITALS_PATH = '/api/vitals';

/** User agents not counted: crawlers, headless browsers and lab tools. */
export const BOT_USER_AGENT = /bot|crawl|spider|slurp|headless|lighthouse|pagespeed|preview/i;
