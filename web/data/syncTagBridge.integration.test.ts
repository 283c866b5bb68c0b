/**
 * The bridge between the two vocabularies of a publish (docs/caching-and-live-pages.md): the
 * content API's sync tags, which open pages hear on the Live Content API, and the site's content
 * dependency tags, which key the page cache and the CDN's purges. On the embedded lake a sync tag
 * is the digest of a content dependency tag (`all` being the lake's `dataset`), so the two agree
 * when, for every page's query, the answer's sync tags are its content dependency tags, and, for
 * every publish, the event names the content dependency tags the change touches.
 */
import type { SanityClient } from '@sanity/client';
import { DATASET_KEY, syncTagFor } from '@halcyon/content-lake';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import { filter, firstValueFrom, take, timeout } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeys, seedDocuments } from '../../content/index.ts';
import { ALL_CONTENT, changeTags, type TaggedDocument } from '../../shared/contentTags.ts';
import { finderQuery } from '../routes/find-a-trip/finderQuery.ts';
import { holidayTypeQuery } from '../routes/holiday-types/holidayTypeQuery.ts';
import { homePageQuery } from '../routes/home/homePageQuery.ts';
import { journeyQuery } from '../routes/journeys/journeyQuery.ts';
import { journeysPageQuery } from '../routes/journeys/journeysPageQuery.ts';
import { pageQuery } from '../routes/pages/pageQuery.ts';
import { destinationQuery } from '../routes/picks/destinationQuery.ts';
import { picksPageQuery } from '../routes/picks/picksPageQuery.ts';
import { siteSettingsQuery } from './queries/siteSettingsQuery.ts';
import { queryTags } from './queryTags.server.ts';

let lake: TestLake;
let editor: SanityClient;
let visitor: SanityClient;

/** The seed without its drawn pictures: the dataset's shape and references, at once. */
function withoutPictures(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPictures);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'artwork')
      .map(([key, item]) => [key, withoutPictures(item)]),
  );
}

beforeAll(async () => {
  lake = await startLakeForTest();
  editor = lake.client();
  visitor = lake.client({ withToken: false });
  const transaction = editor.transaction();
  for (const doc of seedDocuments()) {
    transaction.createOrReplace(withoutPictures(doc) as { _id: string; _type: string });
  }
  await transaction.commit();
});
afterAll(() => lake.close());

/** The sync tag a content dependency tag stands for on the embedded lake. */
const asSyncTag = (tag: string) => syncTagFor(tag === ALL_CONTENT ? DATASET_KEY : tag);

const firstJourney = journeys[0];
if (!firstJourney) throw new Error('the seed has journeys');
const journeySlug = firstJourney.slug.current;

describe("a page's answers: sync tags are their content dependency tags", () => {
  it.each([
    ['the site settings', siteSettingsQuery, {}],
    ['the home page', homePageQuery, {}],
    ['the journeys list', journeysPageQuery, {}],
    ['a journey', journeyQuery, { id: journeySlug }],
    ['a regional page', journeyQuery, { id: 'asia' }],
    ['a destination', destinationQuery, { slug: 'maldives' }],
    ['the picks', picksPageQuery, {}],
    ['a holiday type', holidayTypeQuery, { id: 'safaris' }],
    ['a legal page', pageQuery, { slug: 'terms' }],
    ['the trip finder', finderQuery, {}],
  ])('%s', async (_page, query, params) => {
    const answer = await visitor.fetch(query, params, { filterResponse: false });
    const expected = queryTags(query, params, answer.result).map(asSyncTag);
    expect([...(answer.syncTags ?? [])].sort()).toEqual([...new Set(expected)].sort());
  });
});

describe('a publish: the event names the content dependency tags it touches', () => {
  it.each([
    ['a journey retitled', firstJourney._id, { title: 'Bali and Lombok, Unhurried' }],
    ['a journey moved to a new address', firstJourney._id, { slug: { current: 'bali-lombok' } }],
    ['the site settings', 'siteSettings', { phone: '+44 20 7946 0000' }],
  ])('%s', async (_change, id, set) => {
    const before = await editor.getDocument<TaggedDocument>(id);
    const events = visitor.live.events({ tag: 'test.bridge' });
    const message = firstValueFrom(
      events.pipe(
        filter((event) => event.type === 'message'),
        take(1),
        timeout(5_000),
      ),
    );
    await firstValueFrom(events.pipe(filter((event) => event.type === 'welcome')));
    await editor.patch(id).set(set).commit();
    const after = await editor.getDocument<TaggedDocument>(id);
    const event = await message;
    const named = event.type === 'message' ? [...event.tags].sort() : [];
    expect(named).toEqual(changeTags(before, after).map(asSyncTag).sort());
  });
});
