import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { travelPackFolder } from '../shared/travelCardFeed.ts';
import {
  contentHostService,
  createContentHostApp,
  readTravelCardSnapshot,
} from './contentHostService.ts';

const cacheDir = mkdtempSync(path.join(tmpdir(), 'content-host-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

const cards = readTravelCardSnapshot();
const app = createContentHostApp({ cards, cacheDir });
const hotel = cards.find((card) => 'ttiCode' in card);
const ski = cards.find((card) => 'skiHotelId' in card);
const cruise = cards.find((card) => 'shipId' in card);
if (!hotel || !ski || !cruise)
  throw new Error('the snapshot should hold hotel, ski and cruise cards');
const code = travelPackFolder(hotel);
const shipId = travelPackFolder(cruise).replace('ship-', '');

describe('content host', () => {
  it('serves the travel-cards snapshot with cache headers and revalidation', async () => {
    const response = await app.request('/travelcards.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
    const body = (await response.json()) as unknown[];
    expect(body).toHaveLength(cards.length);
    const again = await app.request('/travelcards.json', {
      headers: { 'if-none-match': response.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  it.each([
    [`/travel-pack/${code}/${code}_hero.webp`, 'image/webp', 'webp', 1200],
    [`/travel-pack/${code}/${code}_hero.jpg`, 'image/jpeg', 'jpeg', 1200],
    [`/travel-pack/${code}/${code}_hero-main.webp`, 'image/webp', 'webp', 1920],
    [`/travel-pack/${code}/${code}_3.webp`, 'image/webp', 'webp', 1200],
    [
      `/travel-pack/${travelPackFolder(ski)}/${travelPackFolder(ski)}_hero.jpg`,
      'image/jpeg',
      'jpeg',
      1200,
    ],
    [`/travel-pack/ship-${shipId}/${shipId}_hero.webp`, 'image/webp', 'webp', 1200],
    [`/${code}/${code}_hero-main.webp`, 'image/webp', 'webp', 1920],
    [`/${code}/${code}_6.webp`, 'image/webp', 'webp', 1200],
    [`/ship-${shipId}/ship-${shipId}_2.webp`, 'image/webp', 'webp', 1200],
  ])(
    'draws %s',
    async (url, contentType, format, width) => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(contentType);
      expect(response.headers.get('cache-control')).toMatch(/max-age=\d+/);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe(format);
      expect(metadata.width).toBe(width);
    },
    20_000,
  );

  it.each([
    [`/travel-pack/${code}/${code}_hero.webp?w=480`, 480, 320],
    [`/travel-pack/${code}/${code}_hero.jpg?w=800`, 800, 533],
    [`/${code}/${code}_hero-main.webp?w=1200`, 1200, 675],
    // Never wider than the picture itself.
    [`/travel-pack/${code}/${code}_hero.webp?w=1200`, 1200, 800],
  ])(
    'draws %s at the width asked for',
    async (url, width, height) => {
      const response = await app.request(url);
      expect(response.status).toBe(200);
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.width, metadata.height]).toEqual([width, height]);
    },
    20_000,
  );

  it.each(['640', '4000', '480px', '', '0800'])('answers 400 for the width %j', async (width) => {
    const response = await app.request(`/travel-pack/${code}/${code}_hero.webp?w=${width}`);
    expect(response.status).toBe(400);
  });

  it.each([
    '/travel-pack/999999/999999_hero.webp',
    `/travel-pack/${code}/${code}_7.webp`,
    `/travel-pack/${code}/${code}_hero.png`,
    `/travel-pack/${code}/1${code}_hero.webp`,
    `/travel-pack/ship-${code}/${code}_hero.webp`,
    '/travel-pack/../content/travelcards.json',
    `/${code}/${code}_hero-main.gif`,
    `/travel-pack/${code}/`,
  ])('answers 404 for %s', async (url) => {
    const response = await app.request(url);
    expect(response.status).toBe(404);
  });

  it.each([
    ['/travelcards.json', true],
    ['/travel-pack/123/123_hero.webp', true],
    ['/123/123_hero-main.webp', true],
    ['/ship-9/ship-9_4.webp', true],
    ['/journeys/asia', false],
    ['/picks/maldives', false],
    ['/2024/report.webp', false],
  ])('claims %s: %s', (pathname, claimed) => {
    expect(contentHostService().claims(pathname)).toBe(claimed);
  });

  it('refuses writes', async () => {
    const response = await app.request('/travelcards.json', { method: 'POST' });
    expect(response.status).toBe(405);
  });
});
