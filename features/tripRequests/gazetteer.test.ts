import { describe, expect, it } from 'vitest';
import { gazetteerOf } from './gazetteer.ts';

describe('gazetteerOf', () => {
  it('places destinations and journeys in the regions they name, and drops nameless ones', () => {
    expect(
      gazetteerOf({
        regions: [{ id: 'r-ocean', name: 'Indian Ocean', aliases: ['Indian Ocean islands', null] }],
        destinations: [
          { id: 'd-lanka', name: 'Sri Lanka', aliases: ['Ceylon'], regionNames: ['indian ocean'] },
          { id: 'd-none', name: null, aliases: [], regionNames: [] },
        ],
        journeys: [
          {
            id: 'j-1',
            name: 'Tea and Temples',
            aliases: [],
            regionNames: ['Indian Ocean', 'Asia'],
          },
        ],
      }),
    ).toEqual([
      {
        id: 'r-ocean',
        kind: 'region',
        name: 'Indian Ocean',
        aliases: ['Indian Ocean islands'],
        regionIds: ['r-ocean'],
      },
      {
        id: 'd-lanka',
        kind: 'destination',
        name: 'Sri Lanka',
        aliases: ['Ceylon'],
        regionIds: ['r-ocean'],
      },
      { id: 'j-1', kind: 'journey', name: 'Tea and Temples', aliases: [], regionIds: ['r-ocean'] },
    ]);
  });
});
