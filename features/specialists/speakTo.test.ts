import { describe, expect, it } from 'vitest';
import { type PublicSpecialist, speakToLine, specialistFor, timesInWords } from './speakTo.ts';

const team: PublicSpecialist[] = [
  {
    slug: 'amelia',
    name: 'Amelia Crane',
    regions: ['Indian Ocean'],
    holidayTypes: ['honeymoons'],
    places: [
      { place: 'Sri Lanka', visits: 9, lastVisited: 2026 },
      { place: 'Maldives', visits: 4 },
    ],
  },
  {
    slug: 'tom',
    name: 'Tom Reyes',
    regions: ['Indian Ocean', 'Asia'],
    holidayTypes: ['family-holidays'],
    places: [
      { place: 'Maldives', visits: 6 },
      { place: 'Thailand', visits: 3 },
    ],
  },
  {
    slug: 'kit',
    name: 'Kit Osei',
    regions: ['Africa'],
    holidayTypes: ['safaris'],
    places: [],
  },
];

describe('the specialist a page offers', () => {
  it.each([
    [
      'the most visits to the page’s place',
      { places: ['Sri Lanka'], regions: [] },
      'amelia',
      'Speak to Amelia, who has travelled Sri Lanka nine times',
    ],
    [
      'the most visits among several places',
      { places: ['Sri Lanka', 'Maldives'], regions: [] },
      'amelia',
      'Speak to Amelia, who has travelled Sri Lanka nine times',
    ],
    [
      'names written another way',
      { places: ['maldives'], regions: [] },
      'tom',
      'Speak to Tom, who has travelled Maldives six times',
    ],
    [
      'a holiday type, within the page’s region',
      { places: [], regions: ['Asia'], holidayType: 'family-holidays' },
      'tom',
      'Speak to Tom, who has travelled Maldives six times',
    ],
    [
      'a region nobody has a place in',
      { places: ['Botswana'], regions: ['Africa'] },
      'kit',
      'Speak to Kit',
    ],
  ])('%s', (_name, topic, slug, line) => {
    const match = specialistFor(team, topic);
    expect(match?.specialist.slug).toBe(slug);
    expect(match && speakToLine(match)).toBe(line);
  });

  it('offers nobody for a page nobody covers', () => {
    expect(specialistFor(team, { places: ['Peru'], regions: ['Americas'] })).toBeUndefined();
  });

  it('counts in words', () => {
    expect([1, 2, 3, 9, 12, 23].map(timesInWords)).toEqual([
      'once',
      'twice',
      'three times',
      'nine times',
      'twelve times',
      '23 times',
    ]);
  });
});
