import { afterEach, describe, expect, it } from 'vitest';
import { followListener } from './contentChanges.ts';
import { startLakeForTest, type TestLake } from '@halcyon/content-lake/testing';

let lake: TestLake | undefined;
afterEach(async () => {
  await lake?.close();
  lake = undefined;
});

describe('followListener', () => {
  it('reports published changes with their tags, over the content API listener', async () => {
    lake = await startLakeForTest();
    const client = lake.client();
    const seen: string[][] = [];
    let welcomed!: () => void;
    const ready = new Promise<void>((resolve) => (welcomed = resolve));
    // Writes made before the follower's own stream is open would be missed: wait for it.
    const stop = followListener(client, {
      onChange: (tags) => seen.push(tags.sort()),
      onGap: () => {},
      onReady: () => welcomed(),
    });
    await ready;

    await client.create({ _id: 'drafts.j1', _type: 'journey', title: 'Draft only' });
    await client.create({
      _id: 'h1',
      _type: 'holidayType',
      slug: { _type: 'slug', current: 'safaris' },
    });
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(1);
    expect(seen[0]).toEqual(['all', 'doc:h1', 'slug:holidayType:safaris', 'type:holidayType']);

    await client.delete('h1');
    await expect.poll(() => seen.length, { timeout: 30_000 }).toBe(2);
    expect(seen[1]).toEqual(['all', 'doc:h1', 'slug:holidayType:safaris', 'type:holidayType']);
    stop();
    // The filter runs on a query worker, whose first start can take seconds on a busy machine.
  }, 90_000);
});
