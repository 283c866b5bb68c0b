import { describe, expect, it } from 'vitest';
import { inheritedMonths, journeyWhenToGo } from './whenToGo.ts';

const sriLanka = {
  title: 'Sri Lanka',
  locations: ['Sri Lanka'],
  whenToGo: { months: [12, 1, 2, 3, 4], note: 'Dry in the south.' },
};
const maldives = {
  title: 'Maldives',
  locations: ['Maldives'],
  whenToGo: { months: [11, 12, 1, 2, 3, 4], note: 'Calm seas.' },
};
const seychelles = { title: 'Seychelles', locations: [], whenToGo: { months: [5, 10], note: '' } };

describe('journeyWhenToGo', () => {
  it.each([
    [
      'its own months and note win',
      { tags: ['Sri Lanka'], whenToGo: { months: [7, 6, 6], note: 'East coast.' } },
      { months: [6, 7], note: 'East coast.' },
    ],
    [
      'one destination: its months and its note',
      { tags: ['Indian Ocean', 'Sri Lanka'], whenToGo: { months: [], note: '' } },
      { months: [1, 2, 3, 4, 12], note: 'Dry in the south.' },
    ],
    [
      'two destinations: the months they share, no single note',
      { tags: ['Sri Lanka', 'Maldives'] },
      { months: [1, 2, 3, 4, 12], note: null },
    ],
    [
      'destinations sharing no month: any of theirs',
      { tags: ['Sri Lanka', 'Seychelles'] },
      { months: [1, 2, 3, 4, 5, 10, 12], note: null },
    ],
    ['no destination and no months: none', { tags: ['Botswana'] }, { months: [], note: null }],
  ])('%s', (_name, journey, expected) => {
    expect(journeyWhenToGo(journey, [sriLanka, maldives, seychelles])).toEqual(expected);
  });
});

describe('inheritedMonths', () => {
  it('ignores destinations whose months are not known', () => {
    expect(inheritedMonths([{ months: [] }, { months: [11, 12] }])).toEqual([11, 12]);
  });
});
