import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  BRAND_LOGO,
  breadcrumbList,
  clockTime,
  offerPage,
  serializeJsonLd,
  touristTrip,
  travelAgency,
} from './structuredData.ts';

describe('clockTime', () => {
  it.each([
    ['5PM', '17:00'],
    ['9AM', '09:00'],
    ['12pm', '12:00'],
    ['12am', '00:00'],
    ['9:30 a.m.', '09:30'],
    ['17:00', null],
    ['13PM', null],
    ['soon', null],
  ])('%s is %s', (text, expected) => {
    expect(clockTime(text)).toBe(expected);
  });
});

describe('travelAgency', () => {
  it('names the agency with its contacts, closing times and switched-on social links', () => {
    const agency = travelAgency(
      {
        name: 'Halcyon Vale',
        phone: '020 0000 0000',
        email: 'hello@example.com',
        description: null,
        openingHours: [
          { weekday: 1, label: 'Available until', time: '5PM' },
          { weekday: 6, label: 'Open Mon', time: '9AM' },
        ],
        socialLinks: [{ url: 'https://social.example/halcyon' }, { url: null }, { url: ' ' }],
      },
      'https://example.com',
    );
    expect(agency).toEqual({
      '@context': 'https://schema.org',
      '@type': 'TravelAgency',
      '@id': 'https://example.com/#agency',
      name: 'Halcyon Vale',
      url: 'https://example.com/',
      logo: 'https://example.com/brand-logo.png',
      telephone: '020 0000 0000',
      email: 'hello@example.com',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          closes: '17:00',
        },
      ],
      sameAs: ['https://social.example/halcyon'],
    });
  });
});

describe('the brand logo', () => {
  it('is a square PNG of the declared size, at least the 112x112 search engines want', async () => {
    const file = path.resolve(import.meta.dirname, '../../../public', BRAND_LOGO.path.slice(1));
    const { format, width, height } = await sharp(file).metadata();
    expect({ format, width, height }).toEqual({
      format: 'png',
      width: BRAND_LOGO.width,
      height: BRAND_LOGO.height,
    });
    expect(Math.min(width ?? 0, height ?? 0)).toBeGreaterThanOrEqual(112);
  });
});

describe('breadcrumbList', () => {
  it('numbers the crumbs and gives the last the page URL', () => {
    expect(
      breadcrumbList(
        [
          { label: 'Home', to: '/' },
          { label: 'Premium Picks', to: '/picks' },
          { label: 'Maldives' },
        ],
        'https://example.com',
        'https://example.com/picks/maldives',
      ).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://example.com/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Premium Picks',
        item: 'https://example.com/picks',
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Maldives',
        item: 'https://example.com/picks/maldives',
      },
    ]);
  });
});

describe('touristTrip', () => {
  const trip = {
    name: 'Thailand in Style',
    description: 'Bangkok, the north and the islands.',
    url: 'https://example.com/journeys/thailand-in-style',
    image: null,
    days: [{ name: 'Bangkok' }, { name: 'Chiang Mai' }],
  };

  it.each([
    [2389, true],
    [0, false],
    [null, false],
    [-5, false],
  ])('with price %j has an offer: %s', (price, priced) => {
    const result = touristTrip({ ...trip, price });
    expect('offers' in result).toBe(priced);
    if (priced) {
      expect(result.offers).toMatchObject({
        '@type': 'Offer',
        price,
        priceCurrency: 'GBP',
        priceSpecification: { '@type': 'UnitPriceSpecification', price, priceCurrency: 'GBP' },
      });
    }
  });

  it('lists the days in order and leaves out a missing picture', () => {
    const result = touristTrip({ ...trip, price: null });
    expect(result.itinerary).toEqual({
      '@type': 'ItemList',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Bangkok' },
        { '@type': 'ListItem', position: 2, name: 'Chiang Mai' },
      ],
    });
    expect('image' in result).toBe(false);
  });
});

describe('offerPage', () => {
  const base = {
    name: 'Velana Sands',
    description: null,
    url: 'https://example.com/picks/velana',
    image: 'https://example.com/travel-pack/1/1_hero.jpg',
    price: 3100,
    seller: 'Partner Cruises',
  };

  it.each([
    ['hotel', 'Hotel', 'makesOffer'],
    ['cruise', 'Product', 'offers'],
  ] as const)('a %s offer is a %s with its price under %s', (kind, type, key) => {
    const result = offerPage({ ...base, kind });
    expect(result['@type']).toBe(type);
    expect(result[key]).toMatchObject({ price: 3100, priceCurrency: 'GBP' });
  });

  it('has no offer without a price', () => {
    const result = offerPage({ ...base, kind: 'cruise', price: null });
    expect('offers' in result).toBe(false);
  });
});

describe('serializeJsonLd', () => {
  it.each([
    ['</script><script>alert(1)</script>'],
    ['<!-- comment'],
    ['Fish & chips'],
    ['line\u2028separator\u2029'],
  ])('writes %j without raw markup and reads it back unchanged', (name) => {
    const json = serializeJsonLd({ name });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({ name });
  });
});
