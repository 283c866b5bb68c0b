import { describe, expect, it, vi } from 'vitest';
import {
  cardLabels,
  cardsInDestination,
  cardTitle,
  findCardBySlug,
  offerNights,
  type TravelCard,
} from './travelCards.ts';
import { parseTravelCards } from './travelCardFeed.ts';

const offer = {
  price: 2875,
  departureDate: '2026-03-01T00:00:00Z',
  updatedAt: '2026-01-05T10:00:00Z',
  partnerName: 'Partner',
};

const hotel = {
  link: 'https://partner.example/soneva',
  title: 'Soneva Jani',
  location: ['Maldives', 'Noonu Atoll'],
  offerMessage: null,
  offer,
  ttiCode: '123456',
  duration: 7,
  heroTitle: 'Soneva Jani',
  heroBrand: 'A pinch of barefoot luxury',
  heroSubtitle: 'Overwater villas',
  heroImage: null,
  contentTitle: 'Stay',
  contentText: 'Text',
  itiniraries: [],
  slug: 'soneva-jani',
  id: 'soneva-jani',
};
const skiHotel = {
  ...hotel,
  ttiCode: undefined,
  skiHotelId: 991,
  location: ['France', 'Courchevel'],
  slug: 'ski',
  id: 'ski',
};
const cruise = {
  slug: 'celebrity-edge-med',
  link: 'https://partner.example/edge',
  shipId: 77,
  shipName: 'Celebrity Edge',
  destinationId: 12,
  destinationName: 'Mediterranean',
  cruiseLine: 'Celebrity Cruises',
  heroTitle: 'Mediterranean',
  heroSubtitle: 'Sail',
  heroBrand: 'A pinch of ocean breeze',
  contentTitle: 'Cruise',
  contentText: 'Text',
  offer: {
    ...offer,
    duration: 10,
    itinerary: [
      {
        Id: 1,
        CruiseId: 5,
        Label: 'Barcelona',
        Date: null,
        AtSea: false,
        Description: null,
        ImageUrl: null,
      },
    ],
  },
};

describe('parseTravelCards', () => {
  it('reads hotel, ski hotel and cruise cards and tells them apart', () => {
    const cards = parseTravelCards([hotel, skiHotel, cruise]);
    expect(cards.map((card) => card.kind)).toEqual(['hotel', 'ski-hotel', 'cruise']);
  });

  it('accepts a numeric ttiCode and keeps unknown fields such as info', () => {
    const [card] = parseTravelCards([{ ...hotel, ttiCode: 4242, info: { stars: 5 } }]);
    expect(card).toMatchObject({ ttiCode: 4242, info: { stars: 5 } });
  });

  it.each<[string, unknown]>([
    ['no slug', { ...hotel, slug: undefined }],
    ['an empty slug', { ...hotel, slug: ' ' }],
    ['no identifying code', { ...hotel, ttiCode: undefined }],
    ['a location that is not a list', { ...hotel, location: 'Maldives' }],
    ['a price that is text', { ...hotel, offer: { ...offer, price: '2875' } }],
    [
      'a cruise stop without a label',
      { ...cruise, offer: { ...cruise.offer, itinerary: [{ Id: 1 }] } },
    ],
    ['a string', 'card'],
    ['null', null],
  ])('drops and logs a card with %s, keeping the others', (_case, malformed) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cards = parseTravelCards([hotel, malformed, cruise]);
    expect(cards.map((card) => card.slug)).toEqual(['soneva-jani', 'celebrity-edge-med']);
    expect(log).toHaveBeenCalledWith('Travel card 1 dropped:', expect.any(String));
  });

  it.each([[{}], ['[]'], [null], [42]])('a feed that is not a list (%j) gives no cards', (feed) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(parseTravelCards(feed)).toEqual([]);
  });
});

describe('card helpers', () => {
  const cards = parseTravelCards([
    hotel,
    skiHotel,
    cruise,
    { ...hotel, slug: 'cinnamon', id: 'cinnamon', location: ['Sri Lanka', 'Bentota'] },
    { ...cruise, slug: 'no-line', cruiseLine: undefined, offer: { ...offer, duration: undefined } },
  ]);
  const bySlug = (slug: string) => findCardBySlug(cards, slug) as TravelCard;

  it.each<[string | null, string[]]>([
    [null, ['soneva-jani', 'ski', 'celebrity-edge-med', 'cinnamon', 'no-line']],
    ['maldives', ['soneva-jani']],
    ['sri-lanka', ['cinnamon']],
    ['courchevel', ['ski']],
    ['mediterranean', []],
    ['dubai', []],
  ])('destination %s keeps %j', (destination, slugs) => {
    expect(cardsInDestination(cards, destination).map((card) => card.slug)).toEqual(slugs);
  });

  it.each<[string, string[]]>([
    ['soneva-jani', ['Maldives', 'Noonu Atoll', '5 Stars']],
    ['celebrity-edge-med', ['Celebrity Cruises', 'Celebrity Edge']],
    ['no-line', ['Celebrity Edge', '5 Stars']],
  ])('labels of %s are %j', (slug, labels) => {
    expect(cardLabels(bySlug(slug))).toEqual(labels);
  });

  it.each<[string, number]>([
    ['soneva-jani', 7],
    ['celebrity-edge-med', 10],
    ['no-line', 7],
  ])('%s lasts %d nights', (slug, nights) => {
    expect(offerNights(bySlug(slug))).toBe(nights);
  });

  it('names a card by its hero title, else its ship or place', () => {
    expect(cardTitle(bySlug('celebrity-edge-med'))).toBe('Mediterranean');
    expect(cardTitle({ ...bySlug('no-line'), heroTitle: null } as TravelCard)).toBe(
      'Celebrity Edge',
    );
  });

  it('finds nothing for an unknown slug', () => {
    expect(findCardBySlug(cards, 'nowhere')).toBeNull();
  });
});
