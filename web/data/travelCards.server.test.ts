import { afterEach, describe, expect, it, vi } from 'vitest';
import snapshot from '../../content/travelcards.json';
import { forgetEnvironment } from '../../shared/environment.ts';
import {
  browserFeedUrl,
  forgetFetchedTravelCards,
  loadTravelCards,
  snapshotTravelCards,
} from './travelCards.server.ts';

const request = new Request('http://127.0.0.1:3000/picks');
const card = {
  slug: 'fresh-lagoon-house',
  id: 'fresh-lagoon-house',
  link: '/picks/fresh-lagoon-house',
  location: ['Maldives'],
  ttiCode: '118397',
  offer: { price: 1234 },
};

function answer(response: Response | Error) {
  const fetchFeed = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetchFeed);
  return fetchFeed;
}

afterEach(() => {
  forgetFetchedTravelCards();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  forgetEnvironment();
});

describe('loadTravelCards', () => {
  it("reads this host's feed by default", async () => {
    const fetchFeed = answer(Response.json([card]));
    const feed = await loadTravelCards(request, {});
    expect(fetchFeed).toHaveBeenCalledWith(
      'http://127.0.0.1:3000/travelcards.json',
      expect.anything(),
    );
    expect(feed).toEqual({
      cards: [expect.objectContaining({ slug: card.slug })],
      feedUrl: '/travelcards.json',
    });
  });

  it("reads this host's feed at the address it listens on, whatever Host the visitor sent", async () => {
    vi.stubEnv('PORT', '4100');
    vi.stubEnv('HOST', '0.0.0.0');
    forgetEnvironment();
    const fetchFeed = answer(Response.json([card]));
    await loadTravelCards(new Request('http://127.0.0.1:22/picks'), {});
    expect(fetchFeed).toHaveBeenCalledWith(
      'http://127.0.0.1:4100/travelcards.json',
      expect.anything(),
    );
  });

  it("reads a serverless deploy's own feed from the site's public origin", async () => {
    const fetchFeed = answer(Response.json([card]));
    const feed = await loadTravelCards(new Request('https://evil.example/picks'), {
      ownOrigin: 'https://www.halcyonvale.example',
    });
    expect(fetchFeed).toHaveBeenCalledWith(
      'https://www.halcyonvale.example/travelcards.json',
      expect.anything(),
    );
    expect(feed.feedUrl).toBe('/travelcards.json');
  });

  it('reads a remote content host when TRAVEL_CARDS_URL is set, and tells the browser so', async () => {
    vi.stubEnv('TRAVEL_CARDS_URL', 'https://content.example/feeds/travelcards.json');
    forgetEnvironment();
    const fetchFeed = answer(Response.json([card]));
    const feed = await loadTravelCards(request, {});
    expect(fetchFeed).toHaveBeenCalledWith(
      'https://content.example/feeds/travelcards.json',
      expect.anything(),
    );
    expect(feed.feedUrl).toBe('https://content.example/feeds/travelcards.json');
    expect(browserFeedUrl()).toBe('https://content.example/feeds/travelcards.json');
  });

  it.each<[string, Response | Error]>([
    ['a non-OK status', new Response('busy', { status: 503 })],
    ['a network error', new TypeError('fetch failed')],
    ['a time-out', new DOMException('The operation timed out.', 'TimeoutError')],
    ['a body that is not JSON', new Response('<html>', { status: 200 })],
  ])('falls back to the embedded snapshot on %s, logging it', async (_case, response) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(response);
    const feed = await loadTravelCards(request, {});
    expect(feed.cards).toEqual(snapshotTravelCards());
    expect(log).toHaveBeenCalledWith('Error fetching travel cards:', expect.anything());
  });

  it('fetches once for pages rendered within a minute, and again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchFeed = answer(Response.json([card]));
      fetchFeed.mockImplementation(async () => Response.json([card]));
      await Promise.all([loadTravelCards(request, {}), loadTravelCards(request, {})]);
      await loadTravelCards(request, {});
      expect(fetchFeed).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 61_000);
      await loadTravelCards(request, {});
      expect(fetchFeed).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('tries again on the next page after a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(new TypeError('fetch failed'));
    await loadTravelCards(request, {});
    const fetchFeed = answer(Response.json([card]));
    const feed = await loadTravelCards(request, {});
    expect(fetchFeed).toHaveBeenCalledTimes(1);
    expect(feed.cards.map((each) => each.slug)).toEqual([card.slug]);
  });

  it('drops a malformed card and keeps the rest', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    answer(Response.json([card, { slug: 'broken' }]));
    const feed = await loadTravelCards(request, {});
    expect(feed.cards.map((each) => each.slug)).toEqual([card.slug]);
    expect(log).toHaveBeenCalledWith('Travel card 1 dropped:', expect.any(String));
  });
});

describe('the embedded snapshot', () => {
  it('parses every card of the committed snapshot', () => {
    const log = vi.spyOn(console, 'error');
    expect(snapshotTravelCards()).toHaveLength((snapshot as unknown[]).length);
    expect(log).not.toHaveBeenCalled();
  });
});
