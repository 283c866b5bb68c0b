/**
 * The travel-cards feed as a loader reads it. The server fetches the content host's
 * feed (TRAVEL_CARDS_URL, by default this host's /travelcards.json) with a short time limit and
 * falls back to the embedded snapshot, so the first HTML always carries cards. The snapshot is
 * imported here only, keeping the JSON out of the browser bundle.
 */
import snapshot from '../../content/travelcards.json';
import { environment } from '../../shared/environment.ts';
import { TRAVEL_CARDS_FEED, type ContentDependencies } from '../../shared/contentTags.ts';
import { parseTravelCards, type TravelCard } from './travelCardFeed.ts';

const FEED_TIME_LIMIT_MS = 1500;
/** A fetched feed serves every page for a minute: the content host changes it rarely. */
const FEED_FRESH_MS = 60_000;
const DEFAULT_FEED_PATH = '/travelcards.json';

export interface TravelCardsFeed {
  cards: TravelCard[];
  /** Where the browser fetches the feed: this host's path or the remote content host. */
  feedUrl: string;
}

let snapshotCards: TravelCard[] | undefined;

/** The embedded snapshot, parsed once. */
export function snapshotTravelCards(): TravelCard[] {
  snapshotCards ??= parseTravelCards(snapshot);
  return snapshotCards;
}

function configuredFeedUrl(): string | null {
  return environment().TRAVEL_CARDS_URL ?? null;
}

/** The feed's address for the browser. */
export function browserFeedUrl(): string {
  return configuredFeedUrl() ?? DEFAULT_FEED_PATH;
}

interface FetchedFeed {
  url: string;
  fetchedAt: number;
  cards: Promise<TravelCard[]>;
}

let lastFetch: FetchedFeed | undefined;

/** Forgets the fetched feed, so the next page fetches it again (for tests). */
export function forgetFetchedTravelCards(): void {
  lastFetch = undefined;
}

async function fetchTravelCards(url: string): Promise<TravelCard[]> {
  const response = await fetch(url, { signal: AbortSignal.timeout(FEED_TIME_LIMIT_MS) });
  if (!response.ok) throw new Error('Network response was not ok');
  return parseTravelCards(await response.json());
}

/**
 * This site's own feed. Served by the one-process host, it is addressed through the address the
 * host listens on; on a serverless deploy, through the site's public origin, where the build ships
 * it as a static file. Never through the request's `Host` header, which a caller writes (a port
 * there would make the server fetch from any local port).
 */
function ownFeedUrl(ownOrigin: string | undefined): string {
  if (ownOrigin) return new URL(DEFAULT_FEED_PATH, ownOrigin).href;
  const { HOST, PORT } = environment();
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST;
  return new URL(DEFAULT_FEED_PATH, `http://${host.includes(':') ? `[${host}]` : host}:${PORT}`)
    .href;
}

/** What a loader hands over of its load context. */
interface FeedContext {
  contentDependencies?: ContentDependencies;
  ownOrigin?: string;
}

export async function loadTravelCards(
  _request: Request,
  { contentDependencies, ownOrigin }: FeedContext,
): Promise<TravelCardsFeed> {
  contentDependencies?.add([TRAVEL_CARDS_FEED]);
  const feedUrl = browserFeedUrl();
  const serverUrl = configuredFeedUrl() ?? ownFeedUrl(ownOrigin);
  const now = Date.now();
  // Pages rendered at the same moment share one fetch; a failed fetch is not kept.
  if (!lastFetch || lastFetch.url !== serverUrl || now - lastFetch.fetchedAt > FEED_FRESH_MS) {
    lastFetch = { url: serverUrl, fetchedAt: now, cards: fetchTravelCards(serverUrl) };
  }
  const attempt = lastFetch;
  try {
    return { cards: await attempt.cards, feedUrl };
  } catch (error) {
    if (lastFetch === attempt) lastFetch = undefined;
    console.error('Error fetching travel cards:', error);
    return { cards: snapshotTravelCards(), feedUrl };
  }
}
