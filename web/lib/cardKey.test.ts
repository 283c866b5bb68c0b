import { describe, expect, it } from 'vitest';
import { cardKey, type KeyedCard } from './cardKey.ts';

describe('cardKey', () => {
  it.each<[KeyedCard, number, string]>([
    [
      { id: 'soneva-jani', slug: 'soneva-jani-slug', destinationName: 'Maldives', title: 'T' },
      3,
      'soneva-jani',
    ],
    [{ id: 43521, slug: 's' }, 0, '43521'],
    [{ slug: 'celebrity-edge-med', destinationName: 'Mediterranean' }, 1, 'celebrity-edge-med'],
    [{ id: null, slug: null, destinationName: 'Caribbean', title: 'T' }, 2, 'Caribbean'],
    [{ id: '', slug: '  ', destinationName: null, title: 'Alpine lodge' }, 4, 'Alpine lodge'],
    [{ title: 'Only a title' }, 5, 'Only a title'],
    [{}, 7, '7'],
    [{ id: Number.NaN }, 8, '8'],
  ])('%j at %d → %s', (card, index, expected) => {
    expect(cardKey(card, index)).toBe(expected);
  });
});
