import { describe, expect, it } from 'vitest';
import {
  cardHeroImage,
  contentHostBase,
  imageCode,
  offerGalleryImages,
  offerHeroMainImage,
  widthSrcSet,
  type CardImageIds,
  type PictureSources,
} from './travelCardImages.ts';

describe('contentHostBase', () => {
  it.each([
    ['/travelcards.json', ''],
    ['travelcards.json', ''],
    ['https://content.example/travelcards.json', 'https://content.example'],
    ['https://content.example/feeds/travelcards.json', 'https://content.example/feeds'],
  ])('%s → %j', (feedUrl, expected) => {
    expect(contentHostBase(feedUrl)).toBe(expected);
  });
});

describe('cardHeroImage', () => {
  it.each<[CardImageIds, string, PictureSources | null]>([
    [
      { ttiCode: '123456' },
      '',
      {
        webp: '/travel-pack/123456/123456_hero.webp',
        jpg: '/travel-pack/123456/123456_hero.jpg',
        width: 1200,
      },
    ],
    [
      { ttiCode: 4242 },
      'https://content.example',
      {
        webp: 'https://content.example/travel-pack/4242/4242_hero.webp',
        jpg: 'https://content.example/travel-pack/4242/4242_hero.jpg',
        width: 1200,
      },
    ],
    [
      { skiHotelId: 991 },
      '',
      { webp: '/travel-pack/991/991_hero.webp', jpg: '/travel-pack/991/991_hero.jpg', width: 1200 },
    ],
    [
      { shipId: 77 },
      '',
      {
        webp: '/travel-pack/ship-77/77_hero.webp',
        jpg: '/travel-pack/ship-77/77_hero.jpg',
        width: 1200,
      },
    ],
    [{ ttiCode: '', skiHotelId: null }, '', null],
    [{}, '', null],
  ])('%j on %j', (card, base, expected) => {
    expect(cardHeroImage(card, base)).toEqual(expected);
  });
});

describe('widthSrcSet', () => {
  it.each([
    [
      '/travel-pack/1/1_hero.webp',
      1200,
      '/travel-pack/1/1_hero.webp?w=480 480w, /travel-pack/1/1_hero.webp?w=800 800w, /travel-pack/1/1_hero.webp 1200w',
    ],
    [
      '/1/1_hero-main.webp',
      1920,
      '/1/1_hero-main.webp?w=480 480w, /1/1_hero-main.webp?w=800 800w, /1/1_hero-main.webp?w=1200 1200w, /1/1_hero-main.webp 1920w',
    ],
    ['/a.webp?v=2', 600, '/a.webp?v=2&w=480 480w, /a.webp?v=2 600w'],
    ['/small.webp', 400, '/small.webp 400w'],
  ])('%s at %i px', (url, width, expected) => {
    expect(widthSrcSet(url, width)).toBe(expected);
  });
});

describe('offer page pictures', () => {
  it.each<[CardImageIds, string | null]>([
    [{ ttiCode: 'ABC1' }, 'ABC1'],
    [{ ttiCode: 4242 }, '4242'],
    [{ skiHotelId: 991 }, '991'],
    [{ shipId: 77 }, 'ship-77'],
    [{ ttiCode: 'a b' }, 'a%20b'],
    [{}, null],
  ])('image code of %j is %s', (card, code) => {
    expect(imageCode(card)).toBe(code);
  });

  it('has a main hero picture', () => {
    expect(offerHeroMainImage('ABC1')).toBe('/ABC1/ABC1_hero-main.webp');
  });

  it('has a gallery of six pictures numbered 1 to 6', () => {
    expect(offerGalleryImages('ABC1', 'https://content.example')).toEqual([
      'https://content.example/ABC1/ABC1_1.webp',
      'https://content.example/ABC1/ABC1_2.webp',
      'https://content.example/ABC1/ABC1_3.webp',
      'https://content.example/ABC1/ABC1_4.webp',
      'https://content.example/ABC1/ABC1_5.webp',
      'https://content.example/ABC1/ABC1_6.webp',
    ]);
  });
});
