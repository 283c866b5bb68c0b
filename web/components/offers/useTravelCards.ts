import { useMemo } from 'react';
import useSWR from 'swr';
import { cardsInDestination, type CardSummary, type TravelCard } from '../../data/travelCards.ts';
import { retryingImport } from '../retryingImport.ts';
import { useIdle } from '../useIdle.ts';

const loadFeedParser = retryingImport(() => import('../../data/travelCardFeed.ts'));

export const DEFAULT_FEED_URL = '/travelcards.json';

/**
 * Fetches the feed; a non-OK status is a failure. The parser comes with the refresh: the cards a
 * page first shows were parsed on the server, so its script need not carry it.
 */
async function fetchTravelCards(url: string): Promise<TravelCard[]> {
  const [response, { parseTravelCards }] = await Promise.all([fetch(url), loadFeedParser()]);
  if (!response.ok) throw new Error('Network response was not ok');
  return parseTravelCards(await response.json());
}

interface TravelCardsOptions<Card extends CardSummary> {
  /** The cards the page was rendered with (the loader's feed or the embedded snapshot). */
  initialCards?: readonly Card[];
  /**
   * What the page keeps of each card of a refreshed feed: the summary a list shows
   * (`summariseCard`), or the whole card on an offer's own page.
   */
  select: (card: TravelCard) => Card;
  feedUrl?: string;
  /** Only cards in this destination. */
  destination?: string | null;
  /**
   * Whether the place the cards are shown is on screen or near it (true when not given). A
   * refresh of cards already shown also waits for it: a list below the fold is refreshed on the
   * visitor's way to it.
   */
  near?: boolean;
  /** What a failure is logged as: 'Error fetching travel cards:' or, on an offer page, 'Error fetching deal card:'. */
  errorMessage?: string;
}

export interface TravelCardsState<Card extends CardSummary> {
  cards: Card[];
  /** True until the first answer when the page had no cards to start with. */
  loading: boolean;
}

/**
 * The feed in the browser: the cards the page was rendered with show first; a successful
 * fetch replaces them; a failure is logged only and the shown cards stay. With cards already
 * shown, the fetch waits for the browser's first idle moment after load (and, for a list below
 * the fold, for the visitor to near it), so the feed's download and parsing never compete with
 * the first paint, hydration or a first tap; without them it starts at once.
 */
export function useTravelCards<Card extends CardSummary>({
  initialCards,
  select,
  feedUrl = DEFAULT_FEED_URL,
  destination,
  errorMessage = 'Error fetching travel cards:',
  near = true,
}: TravelCardsOptions<Card>): TravelCardsState<Card> {
  const shown = initialCards !== undefined;
  const idle = useIdle(shown);
  const due = idle && (near || !shown);
  const { data, error } = useSWR<TravelCard[], Error>(due ? feedUrl : null, fetchTravelCards, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
    dedupingInterval: 30_000,
    onError: (failure) => console.error(errorMessage, failure),
  });
  // The feed's whole cards stay in the shared cache, under its address, for every page that reads it.
  const fetched = useMemo(() => data?.map(select), [data, select]);
  const source = fetched ?? initialCards;
  const cards = useMemo(() => cardsInDestination(source ?? [], destination), [source, destination]);
  return { cards, loading: source === undefined && error === undefined };
}
