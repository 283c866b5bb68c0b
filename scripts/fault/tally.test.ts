import { describe, expect, it } from 'vitest';
import { tallyWrites } from './tally.ts';

describe('the durability tally', () => {
  it('counts acknowledged writes kept and lost, and unanswered ones stored or not', () => {
    const tally = tallyWrites(
      [
        { id: 'a', status: 201 },
        { id: 'b', status: 200 },
        { id: 'c', status: 0 },
        { id: 'd', status: 503 },
        { id: 'e', status: 201 },
      ],
      ['a', 'b', 'c'],
    );
    expect(tally).toEqual({
      attempts: 5,
      acknowledged: 3,
      lost: 1,
      stored: 3,
      storedUnacknowledged: 1,
      missingUnacknowledged: 1,
      lostIds: ['e'],
    });
  });

  it('counts an id attempted twice once, as its first attempt', () => {
    const tally = tallyWrites(
      [
        { id: 'a', status: 201 },
        { id: 'a', status: 0 },
      ],
      [],
    );
    expect(tally.attempts).toBe(1);
    expect(tally.lost).toBe(1);
  });
});
