/**
 * Request coalescing of the queries a live event prompts, against a real lake: renders keyed by
 * the same event share one answer until the host hears of the next publish; every other read
 * goes to the content API.
 */
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';
import type { AppLoadContext } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CoalescedQueries } from '../../shared/coalescedQueries.ts';
import { forgetEnvironment } from '../../shared/environment.ts';
import { fetchContent } from './sanityClient.server.ts';

let lake: TestLake;
const saved = { PORT: process.env.PORT, SANITY_DATASET: process.env.SANITY_DATASET };

beforeAll(async () => {
  lake = await startLakeForTest();
  process.env.PORT = new URL(lake.origin).port;
  process.env.SANITY_DATASET = 'test';
  forgetEnvironment();
  await lake.client().createOrReplace({ _id: 'bali', _type: 'journey', title: 'Bali' });
});
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
  forgetEnvironment();
  await lake.close();
});

const TITLE = '*[_id == $id][0].title';

/** One render's read of the journey's title, as a page asked at `address`. */
function readTitle(address: string, coalescedQueries: CoalescedQueries) {
  const request = new Request(`https://www.halcyonvale.example${address}`);
  const context = { coalescedQueries } as AppLoadContext;
  return fetchContent(TITLE, { id: 'bali' }, { request, context });
}

/** Changes the title behind the store's back, as a publish the host has not yet heard of. */
const retitle = (title: string) => lake.client().patch('bali').set({ title }).commit();

describe('renders prompted by one live event', () => {
  it('share one answer, even after the content changed, until the host clears the store', async () => {
    const shared = new CoalescedQueries();
    await retitle('Bali');
    expect(await readTitle('/journeys/bali.data?lastLiveEventId=7', shared)).toBe('Bali');
    await retitle('Bali and Lombok');
    expect(await readTitle('/journeys/bali.data?lastLiveEventId=7', shared)).toBe('Bali');
    shared.clear();
    expect(await readTitle('/journeys/bali.data?lastLiveEventId=7', shared)).toBe(
      'Bali and Lombok',
    );
  });

  it('do not share with a render keyed by another event, or by none', async () => {
    const shared = new CoalescedQueries();
    await retitle('Bali');
    await readTitle('/journeys/bali.data?lastLiveEventId=8', shared);
    await retitle('Bali in the dry season');
    expect(await readTitle('/journeys/bali.data?lastLiveEventId=9', shared)).toBe(
      'Bali in the dry season',
    );
    expect(await readTitle('/journeys/bali.data', shared)).toBe('Bali in the dry season');
    expect(shared.size).toBe(2);
  });
});
