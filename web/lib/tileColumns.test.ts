import { describe, expect, it } from 'vitest';
import { splitIntoHalves } from './tileColumns.ts';

describe('splitIntoHalves', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [5, 3, 2],
    [6, 3, 3],
    [7, 4, 3],
  ])('%i tiles → %i left, %i right', (count, left, right) => {
    const tiles = Array.from({ length: count }, (_, index) => index);
    const [leftHalf, rightHalf] = splitIntoHalves(tiles);
    expect([leftHalf.length, rightHalf.length]).toEqual([left, right]);
    expect([...leftHalf, ...rightHalf]).toEqual(tiles);
  });
});
