/**
 * GROQ parity: the site's queries (and a table of language features) answered by the lake over
 * HTTP equal groq-js evaluated directly on the same documents.
 */
import { evaluate, parse } from 'groq-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDataset, siteQueries } from '../../tests/fixtures/siteFixture.ts';
import { startLakeForTest, type TestLake } from './testing.ts';
import type { LakeDocument } from './types.ts';

let lake: TestLake;
let stored: LakeDocument[];
const seed = seedDataset();

beforeAll(async () => {
  lake = await startLakeForTest();
  const editor = lake.client();
  await editor.mutate(seed.map((doc) => ({ createOrReplace: doc })));
  // The documents as stored (with _rev, _createdAt…), in the lake's order.
  stored = await editor.fetch('*', {}, { perspective: 'raw' });
});
afterAll(async () => {
  await lake.close();
});

async function direct(query: string, params: Record<string, unknown>): Promise<unknown> {
  const value = await evaluate(parse(query), {
    dataset: stored,
    params,
    sanity: { projectId: 'local', dataset: 'test' },
  });
  return value.get();
}

const languageTable: [string, string, Record<string, unknown>][] = [
  ['count by type', 'count(*[_type == "journey"])', {}],
  ['order and slice', '*[_type == "journey"] | order(price desc)[0...3]{heroTitle, price}', {}],
  [
    'filter by array membership',
    '*[_type == "journey" && $tag in tags].slug.current',
    { tag: 'Thailand' },
  ],
  [
    'dereference an image asset',
    '*[_type == "journey"][0].cardImage.asset->{_id, "w": metadata.dimensions.width}',
    {},
  ],
  [
    'references()',
    'count(*[references($asset)])',
    { asset: seed.find((doc) => doc._type === 'sanity.imageAsset')?._id },
  ],
  [
    'select and coalesce',
    '*[_type == "holidayType"]{"label": select(order < 3 => "early", "late"), "p": coalesce(panel, "none")}',
    {},
  ],
  [
    'string functions',
    '*[_type == "destination"]{"upper": upper(heroTitle), "starts": heroTitle match "M*"}',
    {},
  ],
  [
    'math and array functions',
    '{"min": math::min(*[_type == "journey"].price), "tags": array::unique(*[_type == "journey"].tags[])}',
    {},
  ],
  ['portable text to plain text', '*[_type == "page"][0]{"text": pt::text(body)[0...80]}', {}],
  [
    'dateTime',
    '*[_type == "page" && defined(lastUpdated)]{"d": dateTime(lastUpdated + "T00:00:00Z") < now()}',
    {},
  ],
  ['sanity::versionOf', 'count(*[sanity::versionOf("siteSettings")])', {}],
  ['projection with spread', '*[_id == "siteSettings"][0]{..., "hours": count(openingHours)}', {}],
];

describe('GROQ parity with groq-js', () => {
  it('holds a seed dataset of the expected size', () => {
    expect(stored.length).toBe(seed.length);
    expect(seed.filter((doc) => doc._type === 'sanity.imageAsset').length).toBeGreaterThan(20);
  });

  it.each(siteQueries(seed).map((entry) => [entry.name, entry] as const))(
    'site query: %s',
    async (_name, entry) => {
      const result: unknown = await lake
        .client({ withToken: false })
        .fetch(entry.query, entry.params);
      expect(result).not.toBeNull();
      expect(result).toEqual(await direct(entry.query, entry.params));
    },
  );

  it.each(languageTable)('%s', async (_name, query, params) => {
    const result: unknown = await lake.client({ withToken: false }).fetch(query, params);
    expect(result).toEqual(await direct(query, params));
  });
});
