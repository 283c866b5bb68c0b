import { describe, expect, it } from 'vitest';
import { absoluteUrl, canonicalUrl, siteOrigin } from './canonicalUrl.ts';

describe('siteOrigin', () => {
  it.each([
    ['https://www.example.co.uk', 'http://127.0.0.1:3000/x', 'https://www.example.co.uk'],
    ['https://www.example.co.uk/', 'http://127.0.0.1:3000/x', 'https://www.example.co.uk'],
    ['https://www.example.co.uk/some/path', 'http://127.0.0.1:3000/', 'https://www.example.co.uk'],
    [' https://www.example.co.uk ', 'http://127.0.0.1:3000/', 'https://www.example.co.uk'],
    [undefined, 'http://127.0.0.1:4303/journeys?x=1', 'http://127.0.0.1:4303'],
    ['', 'http://localhost:3000/', 'http://localhost:3000'],
    ['not a url', 'http://localhost:3000/', 'http://localhost:3000'],
  ])('SITE_URL %j on a request to %s is %s', (configured, requestUrl, expected) => {
    expect(siteOrigin(configured, requestUrl)).toBe(expected);
  });
});

describe('canonicalUrl', () => {
  it.each([
    ['/', 'https://example.com/'],
    ['', 'https://example.com/'],
    ['/?status=0&ref=abc', 'https://example.com/'],
    ['/journeys', 'https://example.com/journeys'],
    ['/journeys/', 'https://example.com/journeys'],
    [
      '/journeys/thailand-in-style?utm_source=mail#days',
      'https://example.com/journeys/thailand-in-style',
    ],
    ['/paystatus?status=success', 'https://example.com/paystatus'],
    ['/picks/caf%C3%A9', 'https://example.com/picks/caf%C3%A9'],
  ])('%s is %s', (path, expected) => {
    expect(canonicalUrl('https://example.com', path)).toBe(expected);
  });
});

describe('absoluteUrl', () => {
  it.each([
    [
      '/images/local/production/a-1x1.jpg?w=1200',
      'https://example.com/images/local/production/a-1x1.jpg?w=1200',
    ],
    ['https://cdn.sanity.io/images/p/d/a.jpg', 'https://cdn.sanity.io/images/p/d/a.jpg'],
    ['travel-pack/1/1_hero.jpg', 'https://example.com/travel-pack/1/1_hero.jpg'],
  ])('%s is %s', (href, expected) => {
    expect(absoluteUrl('https://example.com', href)).toBe(expected);
  });
});
