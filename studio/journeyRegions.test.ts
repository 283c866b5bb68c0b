import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { JOURNEY_REGIONS, journeysElsewhere, journeysInRegion } from './journeyRegions.ts';

const journeys = [
  { _id: 'thailand', _type: 'journey', tags: ['Asia', 'Thailand'] },
  { _id: 'maldives', _type: 'journey', tags: ['Indian Ocean', 'Maldives'] },
  { _id: 'hyphenated', _type: 'journey', tags: ['indian-ocean'] },
  { _id: 'sri-lanka-maldives', _type: 'journey', tags: ['Asia', 'Sri Lanka', 'Indian Ocean'] },
  { _id: 'botswana', _type: 'journey', tags: ['AFRICA', 'Botswana'] },
  { _id: 'peru', _type: 'journey', tags: ['South America', 'Peru'] },
  { _id: 'untagged', _type: 'journey' },
  { _id: 'not-a-journey', _type: 'destination', tags: ['Asia'] },
];

async function ids({ filter, params }: { filter: string; params: Record<string, unknown> }) {
  const result = await evaluate(parse(`*[${filter}]._id`), { dataset: journeys, params });
  return (await result.get()) as string[];
}

describe('journey groups in the desk', () => {
  it.each([
    ['asia', ['thailand', 'sri-lanka-maldives']],
    ['indian-ocean', ['maldives', 'hyphenated', 'sri-lanka-maldives']],
    ['africa', ['botswana']],
  ])('region %s lists the itineraries tagged with it', async (id, expected) => {
    const region = JOURNEY_REGIONS.find((candidate) => candidate.id === id);
    if (!region) throw new Error(`unknown region ${id}`);
    expect(await ids(journeysInRegion(region))).toEqual(expected);
  });

  it('"Other regions" lists itineraries in none of them, untagged ones included', async () => {
    expect(await ids(journeysElsewhere())).toEqual(['peru', 'untagged']);
  });
});
