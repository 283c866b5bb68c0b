/**
 * Audits the seed content against the site's rules: every id it names, every business constant in
 * the legal text, texts that must read exactly as specified, and alt text on every picture.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainText, type Block } from '../content/blocks.ts';
import { FIRST_HOTEL_ID } from '../content/hotels.ts';
import { destinationDocuments } from '../content/destinations.ts';
import { holidayTypes } from '../content/holidayTypes.ts';
import { journeys, pages, seedDocuments } from '../content/index.ts';
import { travelCards } from '../shared/travelCardFeed.ts';
import { normaliseTag } from '../web/lib/tags.ts';

const documents = seedDocuments();
const byId = new Map(
  documents.map((document) => [document._id, document as Record<string, unknown>]),
);
const slugsOf = (type: string) =>
  documents
    .filter((document) => document._type === type)
    .map((document) => (document as { slug: { current: string } }).slug.current);
const pageText = (slug: string) => {
  const found = pages.find((page) => page.slug.current === slug);
  if (!found) throw new Error(`no page ${slug}`);
  return `${found.intro}\n${plainText(found.body)}`.replace(/\s+/g, ' ');
};
const cards = travelCards.parse(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../content/travelcards.json'), 'utf8'),
  ),
);

describe('spec ids', () => {
  it.each([
    'luxury-thailand-cities-culture-beaches',
    'bangkok-hidden-islands-thailand',
    'thailand-in-style',
    'thailand-for-families',
    'singapore-highlights-malaysian-islands',
    'malaysian-explorer',
    'vietnam-north-to-south',
    'cambodian-discovery',
    'borneo-wildlife-adventure',
    'bali-lombok',
    'sri-lankan-summer',
    'sri-lanka-culture-wildlife',
    'sri-lanka-highlights-maldives',
    'sri-lanka-abu-dhabi-luxury-adventure',
    'sri-lanka-indulgence',
  ])('has the journey %s', (slug) => {
    expect(slugsOf('journey')).toContain(slug);
  });

  it('has the other embedded journeys: Sri Lanka ending day 15, Southern Africa, Botswana, Zimbabwe', () => {
    const slugs = slugsOf('journey');
    expect(slugs).toHaveLength(19);
    const sriLanka15 = journeys.filter(
      (journey) =>
        journey.tags.includes('Sri Lanka') && journey.itinerary.at(-1)?.region === 'Day 15',
    );
    expect(sriLanka15.length).toBeGreaterThan(0);
    for (const place of ['southern-africa', 'botswana', 'zimbabwe']) {
      expect(slugs.some((slug) => slug.startsWith(place))).toBe(true);
    }
  });

  it.each([
    ['journeyRegion', ['asia', 'indian-ocean', 'africa']],
    [
      'destination',
      ['maldives', 'dubai', 'mauritius', 'thailand', 'sri-lanka', 'south-africa', 'seychelles'],
    ],
    [
      'holidayType',
      [
        'family-holidays',
        'honeymoons',
        'all-inclusive',
        'multi-destinations-holidays',
        'safaris',
        'luxury-beach-holidays',
      ],
    ],
    [
      'page',
      [
        'about-us',
        'financial-protection',
        'privacy-policy',
        'booking-conditions',
        'booking-conditions-tour-operator',
        'booking-conditions-travel-agent',
        'terms',
        'accessibility',
      ],
    ],
  ])('has every %s', (type, expected) => {
    expect(slugsOf(type).sort()).toEqual([...expected].sort());
  });

  it('has the four singletons under their own ids', () => {
    for (const id of ['siteSettings', 'homePage', 'journeysPage', 'picksPage'])
      expect(byId.get(id)?._type).toBe(id);
  });
});

describe('journeys', () => {
  it('price within £2,389–£7,549 in whole pounds, spanning the range, one at most two without a price', () => {
    const prices = journeys
      .map((journey) => journey.price)
      .filter((price): price is number => price !== null);
    expect(prices.every((price) => Number.isInteger(price) && price >= 2389 && price <= 7549)).toBe(
      true,
    );
    expect(Math.min(...prices)).toBe(2389);
    expect(Math.max(...prices)).toBe(7549);
    expect(journeys.length - prices.length).toBeGreaterThanOrEqual(1);
    expect(journeys.length - prices.length).toBeLessThanOrEqual(2);
  });

  it.each(journeys.map((journey) => [journey.slug.current, journey] as const))(
    '%s: 10 to 16 days, nights add up',
    (_slug, journey) => {
      const lastDay = Math.max(
        ...journey.itinerary.map((day) => Number(/(\d+)$/.exec(day.region)?.[1] ?? Number.NaN)),
      );
      expect(lastDay).toBeGreaterThanOrEqual(10);
      expect(lastDay).toBeLessThanOrEqual(16);
      const nights = journey.itinerary
        .flatMap((day) => day.dealsExample)
        .reduce((sum, stay) => sum + stay.nights, 0);
      expect(nights).toBe(journey.nights);
      expect(journey.itinerary.some((day) => day.region.startsWith('Days '))).toBe(true);
    },
  );

  it('the first journey is 13 nights, and one journey has aside text', () => {
    expect(journeys[0]?.slug.current).toBe('luxury-thailand-cities-culture-beaches');
    expect(journeys[0]?.nights).toBe(13);
    expect(journeys.filter((journey) => 'asideText' in journey)).toHaveLength(1);
  });

  it("uses 'Option includes' and 'Option excludes' lines", () => {
    const texts = journeys.flatMap((journey) =>
      journey.itinerary.map((day) => day.additionalContent),
    );
    expect(texts.filter((text) => text.includes('Option includes:')).length).toBeGreaterThan(10);
    expect(texts.filter((text) => text.includes('Option excludes:')).length).toBeGreaterThan(10);
  });

  it('hotel examples use ids from 43521 and one id per hotel', () => {
    const titlesById = new Map<number, string>();
    const stays = [
      ...journeys.flatMap((journey) => journey.itinerary.flatMap((day) => day.dealsExample)),
      ...documents.flatMap((document) =>
        document._type === 'destination' ? document.dealsExample : [],
      ),
    ];
    for (const stay of stays) {
      expect(stay.hotelId).toBeGreaterThanOrEqual(FIRST_HOTEL_ID);
      expect(titlesById.get(stay.hotelId) ?? stay.title).toBe(stay.title);
      titlesById.set(stay.hotelId, stay.title);
      expect(stay.images.length).toBeLessThanOrEqual(2);
    }
    expect(Math.min(...titlesById.keys())).toBe(FIRST_HOTEL_ID);
  });

  it('every regional page and every Signature Itineraries card finds journeys by tag', () => {
    const tagSets = journeys.map((journey) => journey.tags.map(normaliseTag));
    const cardIds = (byId.get('journeysPage') as { cards: { id: string }[] }).cards.map(
      (card) => card.id,
    );
    for (const id of [...slugsOf('journeyRegion'), ...cardIds]) {
      expect(
        tagSets.some((tags) => tags.includes(id)),
        id,
      ).toBe(true);
    }
    expect(cardIds).toEqual(
      expect.arrayContaining(['thailand', 'sri-lanka', 'malaysia', 'vietnam', 'africa']),
    );
  });
});

describe('home page and holiday types', () => {
  const home = byId.get('homePage') as { heroSlides: { title: string; brandText: string }[] };

  it('has the seven hero titles in order, each brand text beginning "A pinch of"', () => {
    expect(home.heroSlides.map((slide) => slide.title)).toEqual([
      'A PINCH OF EXCELLENCE',
      'ADVENTURE',
      'CALM',
      'SERENITY',
      'RARE JOURNEYS',
      'OPULENCE',
      'INDULGENCE',
    ]);
    expect(home.heroSlides.every((slide) => slide.brandText.startsWith('A pinch of'))).toBe(true);
  });

  it('has the tile subtitles and links in order, three left and three right', () => {
    const types = [...holidayTypes].sort((a, b) => a.order - b.order);
    expect(types.map((type) => [type.tile.subtitle, type.slug.current])).toEqual([
      ['Family Time, Redefined', 'family-holidays'],
      ['Forever Starts Here', 'honeymoons'],
      ['Everything, Beautifully Covered', 'all-inclusive'],
      ['Freestyle your journey', 'multi-destinations-holidays'],
      ['Adventure, Unscripted', 'safaris'],
      ['Barefoot Elegance Awaits', 'luxury-beach-holidays'],
    ]);
    expect(types.map((type) => type.tile.panel)).toEqual([
      'left',
      'left',
      'left',
      'right',
      'right',
      'right',
    ]);
  });
});

describe('site settings', () => {
  const settings = byId.get('siteSettings') as {
    phone: string;
    email: string;
    openingHours: { weekday: number; label: string; time: string }[];
    socialLinks: { network: string; url?: string }[];
    launchNotice: { enabled: boolean; title: string };
  };

  it('uses clearly fictional contact details', () => {
    expect(settings.phone).toMatch(/^020 7946 0\d{3}$/);
    expect(settings.email).toMatch(/@[a-z0-9.-]+\.example$/);
  });

  it('opens Monday to Friday until 5PM and reopens Monday 9AM', () => {
    expect(settings.openingHours.map((hours) => [hours.weekday, hours.label, hours.time])).toEqual([
      [1, 'Available until', '5PM'],
      [2, 'Available until', '5PM'],
      [3, 'Available until', '5PM'],
      [4, 'Available until', '5PM'],
      [5, 'Available until', '5PM'],
      [6, 'Open Mon', '9AM'],
      [7, 'Open Mon', '9AM'],
    ]);
  });

  it('links Instagram and shows four placeholders', () => {
    expect(settings.socialLinks.filter((link) => link.url).map((link) => link.network)).toEqual([
      'instagram',
    ]);
    expect(settings.socialLinks.filter((link) => !link.url)).toHaveLength(4);
    expect(settings.launchNotice).toMatchObject({ enabled: true, title: 'Our story starts soon' });
  });
});

describe('legal pages', () => {
  it('has a privacy policy of exactly 15 sections, last updated 19 April 2025', () => {
    const privacy = pages.find((page) => page.slug.current === 'privacy-policy');
    expect(privacy?.body.filter((block: Block) => block.style === 'h2')).toHaveLength(15);
    expect(privacy).toMatchObject({ lastUpdated: '2025-04-19', lastUpdatedLabel: '19 April 2025' });
  });

  it('has website terms last updated 19-Apr-2025', () => {
    expect(pages.find((page) => page.slug.current === 'terms')).toMatchObject({
      lastUpdated: '2025-04-19',
      lastUpdatedLabel: '19-Apr-2025',
    });
  });

  it('links the booking-conditions hub to both sets of conditions', () => {
    const hub = pages.find((page) => page.slug.current === 'booking-conditions');
    const links = hub?.body.flatMap((block: Block) => block.markDefs.map((mark) => mark.href));
    expect(links).toEqual(
      expect.arrayContaining([
        '/booking-conditions-tour-operator',
        '/booking-conditions-travel-agent',
      ]),
    );
  });

  it.each([
    ['booking-conditions-tour-operator', '£150 per person'],
    ['booking-conditions-tour-operator', '20% of the total price'],
    ['booking-conditions-travel-agent', 'The supplier sets the deposit'],
    ['booking-conditions-tour-operator', '14 weeks before departure'],
    ['booking-conditions-travel-agent', '14 weeks before departure'],
    ['booking-conditions-tour-operator', '£10 per person per day'],
    ['booking-conditions-tour-operator', '£50 per booking per change'],
    ['booking-conditions-travel-agent', '£50 per booking per change'],
    ['booking-conditions-tour-operator', 'no price changes within 20 days of departure'],
    ['booking-conditions-tour-operator', 'absorb any increase of up to 2%'],
    ['booking-conditions-tour-operator', 'more than 8%'],
    ['booking-conditions-tour-operator', 'cancel and receive a full refund'],
    ['booking-conditions-tour-operator', 'under 12 hours'],
    ['booking-conditions-tour-operator', 'within 6 weeks of departure'],
    ['booking-conditions-tour-operator', 'More than 60 days before departure: loss of deposit'],
    ['booking-conditions-tour-operator', '30 to 60 days before departure: 75%'],
    ['booking-conditions-tour-operator', '15 to 29 days before departure: 90%'],
    ['booking-conditions-tour-operator', '14 days or less before departure: 100%'],
    ['booking-conditions-tour-operator', 'the cancellation charge will be the deposit'],
    ['booking-conditions-tour-operator', 'within 14 days of your return'],
    ['booking-conditions-tour-operator', 'acknowledge your complaint within 14 days'],
    ['booking-conditions-travel-agent', 'within 14 days of your return'],
    ['booking-conditions-tour-operator', 'at least 18 years old'],
    ['booking-conditions-tour-operator', 'every 6 months'],
    ['booking-conditions-tour-operator', 'the lead passenger must make the request'],
    ['booking-conditions-tour-operator', 'England and Wales'],
    ['terms', 'limited to £100.00'],
    ['terms', 'within 1 year'],
    ['terms', 'negotiation for 14 days before either of us refers it to arbitration'],
    ['terms', '30 days’ notice'],
    ['terms', 'deemed given 3 days after'],
    ['terms', 'law of England and Wales'],
    ['terms', 'aged 18 or over'],
    ['terms', 'employees, associates and their families may not enter'],
    ['terms', 'non-exclusive, royalty-free, worldwide licence'],
    ['terms', 'remove any content at our discretion'],
    ['terms', 'anyone under 16'],
    ['terms', 'voice, video or text message'],
    ['terms', 'moderates it manually'],
    ['terms', 'government ID'],
    ['privacy-policy', 'under 16'],
    ['financial-protection', 'PTS-DEMO-0000'],
    ['financial-protection', 'ATOL 0000-DEMO'],
    ['about-us', 'Considered luxury'],
    ['about-us', 'Personal service'],
    ['about-us', 'Sustainability-minded travel design'],
  ])('%s says "%s"', (slug, phrase) => {
    expect(pageText(slug).toLowerCase()).toContain(phrase.toLowerCase());
  });
});

describe('pictures', () => {
  it('every image in every document has alt text', () => {
    const missing: string[] = [];
    const visit = (value: unknown, where: string): void => {
      if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${where}[${index}]`));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (
          record._type === 'image' &&
          !(typeof record.alt === 'string' && record.alt.trim().length >= 8)
        )
          missing.push(where);
        for (const [field, child] of Object.entries(record)) visit(child, `${where}.${field}`);
      }
    };
    for (const document of documents) visit(document, document._id);
    expect(missing).toEqual([]);
  });
});

describe('travel-cards snapshot', () => {
  it('has about sixty cards of all three kinds', () => {
    expect(cards.length).toBeGreaterThanOrEqual(55);
    expect(cards.length).toBeLessThanOrEqual(65);
    expect(cards.filter((card) => 'ttiCode' in card).length).toBeGreaterThan(30);
    expect(cards.filter((card) => 'skiHotelId' in card).length).toBeGreaterThan(3);
    expect(cards.filter((card) => 'shipId' in card).length).toBeGreaterThan(5);
    expect(cards.some((card) => 'ttiCode' in card && typeof card.ttiCode === 'number')).toBe(true);
    // As in the feed, a few hotel cards carry no title of their own.
    expect(cards.some((card) => 'ttiCode' in card && !('title' in card))).toBe(true);
  });

  it('has slugs unique across the feed, ids equal to slugs', () => {
    const slugs = cards.map((card) => card.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const card of cards) if ('id' in card) expect(card.id).toBe(card.slug);
  });

  it('offers cards for every destination page', () => {
    for (const destination of destinationDocuments) {
      const wanted = destination.locations.map((place) => place.toLowerCase());
      const matching = cards.filter(
        (card) =>
          'location' in card && card.location.some((place) => wanted.includes(place.toLowerCase())),
      );
      expect(matching.length, destination.slug.current).toBeGreaterThanOrEqual(3);
    }
  });

  it('gives cruises seven to twenty-three nights and one stop more than nights', () => {
    for (const card of cards) {
      if (!('shipId' in card)) continue;
      expect(card.offer.duration).toBeGreaterThanOrEqual(7);
      expect(card.offer.duration).toBeLessThanOrEqual(23);
      expect(card.offer.itinerary).toHaveLength(card.offer.duration + 1);
      expect(card.offer.itinerary.every((stop) => stop.AtSea === (stop.Label === 'At sea'))).toBe(
        true,
      );
    }
  });
});
