/**
 * The content host of the travel-cards feed, served locally: `/travelcards.json` from
 * the committed snapshot and the cards' pictures at the host's paths (travel-pack/{code}/…, and
 * {code}/{code}_hero-main|_1…_6 for offer pages), drawn on first request by the image generator
 * and cached on disk, each also at a few narrower widths (`?w=480`) for phones. A path no card
 * owns is a 404, a width the host does not offer a 400.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { travelCards, type TravelCard } from '../shared/travelCardFeed.ts';
import { contentHostWidth } from '../shared/contentHostWidths.ts';
import { cachedArtwork, defaultCacheDir } from '../imagery/cache.ts';
import { isTravelPackPath, travelPackImage } from '../imagery/travelCardArt.ts';
import type { ServiceModule } from './serviceModule.ts';

const SNAPSHOT = path.resolve(import.meta.dirname, '../content/travelcards.json');

const FEED_CACHE = 'public, max-age=300, stale-while-revalidate=3600';
// Pictures change only with the generator version; a day fresh, a week stale, is ample.
const IMAGE_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

export function readTravelCardSnapshot(file = SNAPSHOT): TravelCard[] {
  const parsed = travelCards.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `${file} is not a valid travel-cards feed: ${issue?.path.join('.')} ${issue?.message}`,
    );
  }
  return parsed.data;
}

export interface ContentHostOptions {
  cards?: TravelCard[];
  cacheDir?: string;
}

export function createContentHostApp({
  cards = readTravelCardSnapshot(),
  cacheDir = defaultCacheDir,
}: ContentHostOptions = {}): Hono {
  const feed = JSON.stringify(cards);
  const feedTag = `"${createHash('sha1').update(feed).digest('hex').slice(0, 16)}"`;
  const app = new Hono();

  app.get('/travelcards.json', (c) => {
    c.header('cache-control', FEED_CACHE);
    c.header('etag', feedTag);
    c.header('access-control-allow-origin', '*');
    if (c.req.header('if-none-match') === feedTag) return c.body(null, 304);
    return c.body(feed, 200, { 'content-type': 'application/json; charset=utf-8' });
  });

  app.get('*', async (c, next) => {
    if (!isTravelPackPath(c.req.path)) return next();
    const asked = c.req.query('w');
    const width = contentHostWidth(asked);
    if (asked !== undefined && width === null) {
      return c.text('Unsupported width', 400, { 'cache-control': 'no-store' });
    }
    const image = travelPackImage(cards, c.req.path, width ?? undefined);
    if (!image) return c.text('Image not found', 404, { 'cache-control': 'no-store' });
    const bytes = await cachedArtwork(image.artwork, image.format, cacheDir);
    return c.body(new Uint8Array(bytes), 200, {
      'content-type': image.format === 'webp' ? 'image/webp' : 'image/jpeg',
      'cache-control': IMAGE_CACHE,
      'access-control-allow-origin': '*',
    });
  });

  app.all('*', (c) =>
    c.req.method === 'GET' || c.req.method === 'HEAD'
      ? c.text('Not found', 404)
      : c.text('Method not allowed', 405, { allow: 'GET, HEAD' }),
  );
  return app;
}

export function contentHostService(): ServiceModule {
  const cards = readTravelCardSnapshot();
  return {
    name: 'content host',
    app: createContentHostApp({ cards }),
    claims: (pathname) =>
      pathname === '/travelcards.json' ||
      pathname.startsWith('/travel-pack/') ||
      isTravelPackPath(pathname),
    describe: (origin) =>
      `content host  ${origin}/travelcards.json (${cards.length} cards, pictures under /travel-pack/)`,
  };
}
